/**
 * A generated export of the old document database, in the layout of the `firestore-export-import`
 * package and under the old app's real collection names (docs/product/data.md), with odd and bad
 * documents, and the counts an import of it must report. Used by the import test and bench/import.ts.
 */
type Doc = Record<string, unknown>;

export interface GeneratedExport {
  data: Record<string, Record<string, Doc>>;
  /** Per collection: documents that must be imported and skipped. */
  expected: Record<string, { imported: number; skipped: number }>;
  /** The sale whose stored amountPaid disagrees with its payments. */
  invalidatedSaleId: string;
  /** Sales whose amounts have more than 2 decimals. */
  roundedSaleIds: string[];
  userIds: string[];
  /** A sale with a 7.5 % commission (and one with a rate that cannot be held as it was). */
  decimalCommissionSaleId: string;
  oddCommissionSaleId: string;
  /** A sale with odd non-money fields (a yes/no as text, a date that is not one). */
  oddFieldsSaleId: string;
  /** A sale whose total is a text: kept, its total computed from its parts. */
  textTotalSaleId: string;
  /** The web purchase a sale came from, and that sale. */
  convertedPurchaseId: string;
  convertedSaleId: string;
  /** Card orders still pending or new in the old app (imported as expired). */
  unfinishedCardIds: string[];
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ts = (ms: number) => ({ _seconds: Math.floor(ms / 1000), _nanoseconds: (ms % 1000) * 1_000_000 });
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, "0")}`.padEnd(20, "x");

export function generateExport(
  opts: { sales: number; paymentsPerSale?: number; everySalePaid?: boolean; seed?: number } = { sales: 200 },
): GeneratedExport {
  const rand = rng(opts.seed ?? 7);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T;
  const base = Date.UTC(2024, 0, 1);
  const commissions = [5, 7.5, 3, 12.25];
  const data: GeneratedExport["data"] = {};
  const expected: GeneratedExport["expected"] = {};
  const set = (c: string, imported: number, skipped: number) => {
    expected[c] = { imported, skipped };
  };

  // config/settings, with a field our schema does not have.
  data.config = {
    settings: {
      storeName: "Relojería Antigua",
      phone: "2222-0000",
      lowStockThreshold: 4,
      defaultCommissionPercentage: 7.5,
      instagramUrl: "https://instagram.com/x",
      bankAccounts: [],
      address: "Col. Palmira, Tegucigalpa",
      // Configuración would refuse it: not taken, kept in the extras.
      rtn: "sin RTN",
    },
  };
  set("config", 1, 0);

  // users: staff and clients, some with notifications; bad ones.
  const roles = ["admin", "seller", "seller", "wholesaler", "client", "client", "client"];
  const users: Record<string, Doc> = {};
  const userIds: string[] = [];
  let notifications = 0;
  for (let i = 0; i < 40; i++) {
    const uid = id("u", i);
    const subs: Doc = {};
    if (i % 3 === 0) {
      const coll: Doc = {};
      for (let k = 0; k < 3; k++)
        coll[id(`n${i}-`, k)] = {
          title: "Su pedido",
          body: "Fue enviado",
          type: pick(["purchase", "message", "other"]),
          isRead: k === 0,
          createdAt: ts(base + i * 1000 + k),
        };
      subs[`users/${uid}/notifications`] = coll;
      notifications += 3;
    }
    users[uid] = {
      name: `Usuario ${i} Pérez`,
      email: `u${i}@antigua.hn`,
      role: roles[i % roles.length],
      phone: "9999-0000",
      createdAt: i % 2 ? ts(base + i) : new Date(base + i).toISOString(),
      subCollection: subs,
      favoriteColor: "azul",
    };
    userIds.push(uid);
  }
  users[id("ubad", 1)] = { name: "Sin correo", role: "client", subCollection: {} };
  users[id("ubad", 2)] = { name: "Repetido", email: "u1@antigua.hn", role: "client" };
  users[id("ubad", 3)] = { name: "Rol raro", email: "raro@antigua.hn", role: "gerente" };
  data.users = users;
  set("users", 40, 3);
  set("notifications", notifications, 0);
  const staff = userIds.filter((_, i) => ["admin", "seller"].includes(roles[i % roles.length] as string));
  const clients = userIds.filter((_, i) =>
    ["client", "wholesaler"].includes(roles[i % roles.length] as string),
  );

  const customers: Record<string, Doc> = {};
  const customerIds: string[] = [];
  for (let i = 0; i < 30; i++) {
    const cid = id("c", i);
    customers[cid] = {
      name: `Cliente ${i}`,
      phone: "3333-0000",
      city: "Tegucigalpa",
      notes: "",
      createdById: pick(staff),
      createdAt: ts(base + i),
    };
    customerIds.push(cid);
  }
  customers[id("cbad", 1)] = { name: 42 };
  data.customers = customers;
  set("customers", 30, 1);

  const locations: Record<string, Doc> = {};
  for (let i = 0; i < 10; i++)
    locations[id("l", i)] = {
      city: `Ciudad ${i}`,
      department: "Francisco Morazán",
      cost: 100 + i,
      isActive: i !== 9,
      estimatedDays: 3,
    };
  locations[id("lbad", 1)] = { city: "Ciudad 1", department: "Otro", cost: 50 };
  data.shipping_locations = locations;
  set("shipping_locations", 10, 1);

  const codes: Record<string, Doc> = {};
  for (let i = 0; i < 8; i++)
    codes[`CODIGO${i}`] = {
      code: `CODIGO${i}`,
      percentage: 5 + i,
      isActive: true,
      usageCount: i,
      minPurchase: 0,
      description: "Promo",
    };
  codes.MALO = { code: "MALO", percentage: 150 };
  data.discount_codes = codes;
  set("discount_codes", 8, 1);

  const products: Record<string, Doc> = {};
  const productIds: string[] = [];
  for (let i = 0; i < 60; i++) {
    const pid = id("p", i);
    products[pid] = {
      name: `Reloj ${i}`,
      brand: pick(["Casio", "Seiko", "Orient"]),
      description: "Un reloj",
      quantity: Math.floor(rand() * 20),
      inProgressStock: 0,
      totalSold: 0,
      salePrice: 1000 + i * 10.5,
      promoPrice: i % 5 === 0 ? 900 : null,
      isPublic: true,
      isFeatured: i < 4,
      createdAt: ts(base + i),
      imageUrls: [`https://firebasestorage.googleapis.com/v0/b/tienda/o/p${i}.jpg`],
      sku: `SKU-${i}`,
    };
    productIds.push(pid);
  }
  products[id("pbad", 1)] = { name: "Negativo", quantity: -2, salePrice: 100 };
  products[id("pbad", 2)] = { name: "Precio malo", quantity: 1, salePrice: "mucho" };
  data.products = products;
  set("products", 60, 2);

  const movements: Record<string, Doc> = {};
  for (let i = 0; i < 20; i++) {
    const pid = productIds[i] as string;
    movements[id("m", i)] = {
      productId: pid,
      productName: `Reloj ${i}`,
      type: "ingreso",
      quantityChange: 2,
      stockBefore: 0,
      stockAfter: 2,
      timestamp: ts(base + 10_000 + i),
      userName: "Admin",
    };
  }
  movements[id("mbad", 1)] = { productId: "noexiste", type: "ingreso", quantityChange: 1, userName: "Admin" };
  data.inventory_movements = movements;
  set("inventory_movements", 20, 1);

  const sales: Record<string, Doc> = {};
  const perSale = opts.paymentsPerSale ?? 3;
  let paymentSeq = 0;
  const roundedSaleIds: string[] = [];
  for (let i = 0; i < opts.sales; i++) {
    const sid = id("s", i);
    const price = 500 + Math.floor(rand() * 50) * 10;
    const quantity = 1 + Math.floor(rand() * 2);
    const subtotal = price * quantity;
    const shippingCost = i % 4 === 0 ? 100 : 0;
    const extraCosts = i % 7 === 0 ? [{ description: "Grabado", amount: 50 }] : [];
    const extraCostsTotal = extraCosts.reduce((s, c) => s + c.amount, 0);
    const total = subtotal + shippingCost + extraCostsTotal;
    const status = pick(
      opts.everySalePaid
        ? ["Abonado", "Completado", "Enviado"]
        : ["Pendiente", "Abonado", "Completado", "Enviado"],
    );
    const paidShare = status === "Pendiente" ? 0 : status === "Abonado" ? 0.5 : 1;
    const toPay = Math.round(total * paidShare);
    const payments = [];
    const created = base + 86_400_000 + i * 60_000;
    const n = toPay > 0 ? perSale : 0;
    for (let k = 0; k < n; k++) {
      const amount = k < n - 1 ? Math.floor(toPay / n) : toPay - Math.floor(toPay / n) * (n - 1);
      payments.push({
        paymentId: `pay${paymentSeq++}`,
        amount,
        date: new Date(created + k * 3_600_000).toISOString(),
        recordedBy: "Vendedor",
        type: k === n - 1 && paidShare === 1 ? "full" : "partial",
      });
    }
    const sellerId = pick(staff);
    const withUser = i % 3 === 0;
    sales[sid] = {
      items: [{ productId: pick(productIds), productName: "Reloj", quantity, price, originalPrice: price }],
      subtotal,
      promoItemsDiscount: 0,
      appliedDiscount: null,
      shippingCost,
      extraCosts,
      extraCostsTotal,
      total,
      extraDiscount: { amount: 0, reason: "" },
      amountPaid: toPay,
      refundedAmount: 0,
      payments,
      paymentHistoryInvalidated: false,
      status,
      isDelivered: status === "Completado",
      sellerId,
      sellerName: "Vendedor",
      commission: { percentage: commissions[i % commissions.length] },
      customerId: withUser ? null : pick(customerIds),
      customerInfo: { name: `Comprador ${i}`, phone: "9999-1111", userId: withUser ? pick(clients) : null },
      customerName: `Comprador ${i}`,
      customerType: withUser ? "web-registered" : "manual",
      shippingInfo: { address: "Col. Palmira", city: "Tegucigalpa", department: "Francisco Morazán" },
      history: [{ event: "Venta Creada", user: "Vendedor", timestamp: ts(created), details: "" }],
      createdAt: ts(created),
      saleDate: new Date(created).toISOString(),
      orderNumber: sid.slice(0, 6).toUpperCase(),
      subCollection: {},
    };
  }
  // Odd ones: more than 2 decimals, a paid figure that disagrees with the payments, a customer that does not exist.
  const odd = sales[id("s", 1)] as Doc;
  odd.shippingCost = 100.005;
  odd.total = (odd.total as number) + 100.005;
  roundedSaleIds.push(id("s", 1));
  const invalidatedSaleId = id("s", 2);
  (sales[invalidatedSaleId] as Doc).amountPaid = 123.45;
  (sales[invalidatedSaleId] as Doc).status = "Abonado";
  (sales[id("s", 4)] as Doc).customerId = "nadie";
  // A 7.5 % commission, missing optional fields and a field the old app added later.
  const decimalCommissionSaleId = id("s", 9);
  const decimal = sales[decimalCommissionSaleId] as Doc;
  decimal.commission = { percentage: 7.5 };
  delete decimal.extraCosts;
  delete decimal.extraCostsTotal;
  delete decimal.shippingInfo;
  delete decimal.promoItemsDiscount;
  decimal.loyaltyPoints = 12;
  // A rate that cannot be held as it was (a third decimal): kept, rounded, original in the extras.
  const oddCommissionSaleId = id("s", 11);
  (sales[oddCommissionSaleId] as Doc).commission = { percentage: 7.555 };
  // A code with a decimal percentage: its amount is what counts.
  (sales[id("s", 13)] as Doc).appliedDiscount = { code: "MEDIO", percentage: 12.5, amount: 0 };
  // Odd fields that have a default: the sale is kept with its money, the originals in its extras.
  const oddFieldsSaleId = id("s", 15);
  Object.assign(sales[oddFieldsSaleId] as Doc, {
    isDelivered: "sí",
    shippedAt: "ayer",
    customerName: 42,
    payments: [{ paymentId: "pay-raro", amount: 100, date: "ayer", recordedBy: "Vendedor", type: "partial" }],
    amountPaid: 100,
    status: "Abonado",
  });
  sales[id("sbad", 1)] = { ...(sales[id("s", 5)] as Doc), status: "Perdido" };
  sales[id("sbad", 2)] = { ...(sales[id("s", 6)] as Doc), items: "reloj" };
  // A total that is not an amount: the sale is kept, its total computed from its parts.
  const textTotalSaleId = id("stxt", 3);
  sales[textTotalSaleId] = { ...(sales[id("s", 7)] as Doc), total: "cien" };
  // A web purchase converted into a sale keeps its id there.
  const convertedPurchaseId = id("w", 0);
  const convertedSaleId = id("s", 10);
  Object.assign(sales[convertedSaleId] as Doc, {
    originalUnregisteredId: convertedPurchaseId,
    customerType: "web-unregistered",
  });
  data.sales = sales;
  set("sales", opts.sales + 1, 2);

  // Web purchases awaiting confirmation (bank transfer): the order data plus status, isRead, createdAt.
  const purchases: Record<string, Doc> = {};
  for (let i = 0; i < 5; i++) {
    const price = 1500 + i * 100.25;
    purchases[id("w", i)] = {
      items: [
        { productId: productIds[i], productName: `Reloj ${i}`, quantity: 1, price, originalPrice: price },
      ],
      subtotal: price,
      total: price + (i === 2 ? 150.005 : 0),
      ...(i === 2 ? { shippingCost: 150.005 } : {}),
      customerInfo: {
        name: `Web ${i}`,
        email: `web${i}@x.hn`,
        phone: "9999-2222",
        userId: i === 1 ? clients[0] : i === 3 ? "nadie" : null,
      },
      customerName: `Web ${i}`,
      shippingInfo: { address: "Barrio Abajo", city: "Ciudad 1" },
      paymentMethod: "transferencia",
      status: i === 0 ? "Convertida" : "Pendiente de Confirmación",
      isRead: i === 0,
      createdAt: ts(base + 2 * 86_400_000 + i),
      ...(i === 4 ? { referral: "instagram" } : {}),
    };
  }
  purchases[id("wbad", 1)] = { items: "reloj", total: 10, customerName: "Mala" };
  data.unregistered_purchases = purchases;
  set("unregistered_purchases", 5, 1);

  // Card-payment records, in every state of the old app; unfinished ones come over as expired.
  const cards: Record<string, Doc> = {};
  const cardStates = ["processed", "viewed", "pending_payment", "new", "failed"];
  const unfinishedCardIds: string[] = [];
  cardStates.forEach((state, i) => {
    const cid = id("cp", i);
    const orderId = state === "processed" ? id("s", 12) : id("co", i);
    if (state === "pending_payment" || state === "new") unfinishedCardIds.push(cid);
    cards[cid] = {
      orderId,
      orderNumber: orderId.slice(0, 6).toUpperCase(),
      customerName: `Tarjeta ${i}`,
      customerEmail: `t${i}@x.hn`,
      customerPhone: "9999-3333",
      amount: 2100.5,
      subtotal: 2100.5,
      shippingCost: 0,
      promoItemsDiscount: 0,
      appliedDiscount: null,
      cardBrand: "VISA",
      cardLast4: "4242",
      transactionId: `tx-${i}`,
      shippingAddress: "Col. Kennedy",
      shippingCity: "Tegucigalpa",
      items: [
        {
          productId: productIds[i],
          productName: `Reloj ${i}`,
          quantity: 1,
          price: 2100.5,
          originalPrice: 2100.5,
        },
      ],
      itemCount: 1,
      orderData: { id: orderId, total: 2100.5 },
      status: state,
      isDirectPurchase: true,
      ...(state === "processed" ? { saleId: orderId, processedAt: ts(base + 3 * 86_400_000) } : {}),
      customerInfo: { name: `Tarjeta ${i}`, email: `t${i}@x.hn` },
      customerType: "web-unregistered",
      source: "checkout",
      createdAt: ts(base + 3 * 86_400_000 + i),
    };
  });
  cards[id("cpbad", 1)] = { orderId: "x", status: "perdido", amount: 1, items: [] };
  data.card_payment_notifications = cards;
  set("card_payment_notifications", 5, 1);

  const messages: Record<string, Doc> = {};
  for (let t = 0; t < 5; t++) {
    const thread = id(`t${t}-`, 0);
    for (let k = 0; k < 4; k++) {
      const mid = id(`t${t}-`, k);
      const [a, b] = [pick(staff), pick(staff)];
      messages[mid] = {
        threadId: thread,
        participantIds: [a, b],
        senderId: a,
        senderName: "Staff",
        subject: "Inventario",
        content: `Mensaje ${k}`,
        isRead: k < 2,
        deletedBy: [],
        createdAt: ts(base + t * 1000 + k),
      };
    }
  }
  messages[id("tbad", 1)] = {
    threadId: "hilo-perdido",
    participantIds: [],
    senderName: "X",
    content: "huérfano",
  };
  data.internal_messages = messages;
  set("internal_messages", 20, 1);

  const tickets: Record<string, Doc> = {};
  for (let i = 0; i < 15; i++) {
    const owner = pick(clients);
    tickets[id("k", i)] = {
      userId: owner,
      userName: "Cliente",
      subject: "Mi pedido",
      category: pick(["Pedido", "Pago", "Envío"]),
      status: "Abierto",
      createdAt: ts(base + i),
      lastUpdatedAt: ts(base + i + 10),
      messages: [
        {
          senderId: owner,
          senderName: "Cliente",
          senderRole: "client",
          timestamp: ts(base + i),
          content: { type: "text", text: "¿Dónde está?" },
        },
        {
          senderId: staff[0],
          senderName: "Admin",
          senderRole: "admin",
          timestamp: ts(base + i + 5),
          content: { type: "text", text: "En camino" },
        },
      ],
    };
  }
  tickets[id("kbad", 1)] = {
    userId: "nadie",
    subject: "x",
    category: "Otro",
    status: "Abierto",
    createdAt: ts(base),
  };
  data.support_tickets = tickets;
  set("support_tickets", 15, 1);

  return {
    data,
    expected,
    invalidatedSaleId,
    roundedSaleIds,
    userIds,
    decimalCommissionSaleId,
    oddCommissionSaleId,
    oddFieldsSaleId,
    textTotalSaleId,
    convertedPurchaseId,
    convertedSaleId,
    unfinishedCardIds,
  };
}
