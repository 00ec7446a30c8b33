import { desc, eq } from "drizzle-orm";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { HISTORY_EVENTS, historyEntry } from "../../domain/sales/history";
import { updateOrder } from "../../domain/sales/order-update";
import { registerPayment } from "../../domain/sales/payments";
import type { HistoryEntry, SaleMoney } from "../../domain/sales/sale";
import { openSale } from "../../domain/sales/sale-create";
import type { AuthoredHistoryEntry } from "../../domain/sales/sale-record";
import { priceSale } from "../../domain/sales/totals";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import type { ServiceKind, ServiceState } from "../../domain/service-orders/states";
import { newId } from "../db/ids";
import type { DemoUserKey } from "../demo/people-data";
import type { DemoSeed } from "../feature";
import { productUnits, unitEvents } from "../inventory/schema";
import { products } from "../products/schema";
import { recordNewSale } from "../sales";
import { serviceEstimates, serviceOrderEvents, serviceOrders } from "./schema";

type Method = "efectivo" | "tarjeta" | "transferencia";

/** One order of the demo desk: what came in, how far it went, and the money it took. */
interface DemoServiceOrder {
  customer: number;
  daysAgo: number;
  kind: ServiceKind;
  brand: string;
  model: string;
  problem: string;
  condition: string;
  accessories: string;
  estimate: number;
  /** The states it went through after Recibido, each `daysAgo` from now. */
  steps: { state: ServiceState; daysAgo: number }[];
  payments: { amount: number; method: Method; daysAgo: number }[];
  technician?: DemoUserKey;
  /** A watch the store sold, under its warranty. */
  warrantyUnit?: boolean;
}

const ORDERS: DemoServiceOrder[] = [
  {
    customer: 0,
    daysAgo: 0.2,
    kind: "Limpieza",
    brand: "Casio",
    model: "G-Shock GA-2100",
    problem: "Correa y caja con suciedad acumulada",
    condition: "Bisel con rayones leves",
    accessories: "Ninguno",
    estimate: 60_000,
    steps: [],
    payments: [],
  },
  {
    customer: 1,
    daysAgo: 2,
    kind: "Servicio completo",
    brand: "Seiko",
    model: "Presage SRPB41",
    problem: "Se atrasa unos diez minutos al día",
    condition: "Cristal en buen estado, pulso de cuero gastado",
    accessories: "Caja original",
    estimate: 250_000,
    steps: [{ state: "En diagnóstico", daysAgo: 1.5 }],
    payments: [{ amount: 100_000, method: "efectivo", daysAgo: 2 }],
    technician: "seller2",
  },
  {
    customer: 2,
    daysAgo: 3,
    kind: "Otro",
    brand: "Citizen",
    model: "Eco-Drive BM8180",
    problem: "Cristal quebrado por un golpe",
    condition: "Cristal astillado en las 3",
    accessories: "Eslabones sueltos (2)",
    estimate: 180_000,
    steps: [
      { state: "En diagnóstico", daysAgo: 2.8 },
      { state: "Presupuesto enviado", daysAgo: 2 },
    ],
    payments: [],
  },
  {
    customer: 3,
    daysAgo: 5,
    kind: "Ajuste de pulso",
    brand: "Tissot",
    model: "PRX",
    problem: "Quitar dos eslabones del brazalete",
    condition: "Sin marcas",
    accessories: "Eslabones retirados en bolsa",
    estimate: 35_000,
    steps: [
      { state: "Presupuesto enviado", daysAgo: 4.9 },
      { state: "Aprobado", daysAgo: 4.5 },
      { state: "En reparación", daysAgo: 1 },
    ],
    payments: [{ amount: 20_000, method: "tarjeta", daysAgo: 5 }],
    technician: "seller",
  },
  {
    customer: 4,
    daysAgo: 21,
    kind: "Cambio de batería",
    brand: "Fossil",
    model: "Grant",
    problem: "No funciona: batería agotada",
    condition: "Buen estado",
    accessories: "Ninguno",
    estimate: 30_000,
    steps: [
      { state: "Aprobado", daysAgo: 21 },
      { state: "En reparación", daysAgo: 20 },
      { state: "Listo para entregar", daysAgo: 19 },
    ],
    payments: [],
  },
  {
    customer: 5,
    daysAgo: 12,
    kind: "Prueba de hermeticidad",
    brand: "Orient",
    model: "Mako II",
    problem: "Entró humedad después de nadar",
    condition: "Empañado por dentro",
    accessories: "Ninguno",
    estimate: 80_000,
    steps: [
      { state: "Presupuesto enviado", daysAgo: 11.8 },
      { state: "Aprobado", daysAgo: 11.5 },
      { state: "En reparación", daysAgo: 11 },
      { state: "Listo para entregar", daysAgo: 9.5 },
      { state: "Entregado", daysAgo: 9 },
    ],
    payments: [
      { amount: 40_000, method: "efectivo", daysAgo: 12 },
      { amount: 40_000, method: "tarjeta", daysAgo: 9 },
    ],
  },
  {
    customer: 6,
    daysAgo: 1,
    kind: "Garantía",
    brand: "",
    model: "",
    problem: "La corona no da cuerda",
    condition: "Sin golpes visibles",
    accessories: "Caja y tarjeta de garantía",
    estimate: 150_000,
    steps: [
      { state: "Aprobado", daysAgo: 1 },
      { state: "En reparación", daysAgo: 0.5 },
    ],
    payments: [],
    warrantyUnit: true,
  },
];

/** The demo desk alive (docs/decisions/0248): orders in every stage, their sales written by the sales' own writer. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  const who = (key: DemoUserKey) => ({ id: world.userIds[key], name: world.userName(key) });
  const desk = who("seller");
  // The watch under warranty: the store's most recently sold one, by its own brand and model.
  const sold = await tx
    .select({ unit: productUnits, brand: products.brand, model: products.model })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .where(eq(productUnits.status, "vendida"))
    .orderBy(desc(productUnits.updatedAt))
    .limit(1);
  for (const [i, o] of ORDERS.entries()) {
    const unit = o.warrantyUnit ? sold[0]?.unit : undefined;
    const brand = unit ? sold[0]!.brand : o.brand;
    const model = unit ? sold[0]!.model : o.model;
    if (o.warrantyUnit && !unit) continue;
    const customer = world.customers[o.customer % world.customers.length]!;
    const at = (daysAgo: number) => world.ago(daysAgo);
    const approved = o.steps.some((s) => s.state === "Aprobado");
    const warranty = Boolean(unit);
    const labour = [
      {
        description:
          approved && o.steps[0]?.state !== "Aprobado" ? "Mano de obra" : m.serviceIntakeLine(o.kind),
        amount: warranty ? 0 : o.estimate,
      },
    ];
    const history: AuthoredHistoryEntry[] = [];
    const actor = (daysAgo: number) => ({ user: desk.name, now: at(daysAgo).toISOString() });
    let sale: SaleMoney = openSale(
      priceSale({ lines: [], shippingCost: 0, discountCode: null, extraCosts: labour }),
      { amount: 0, reason: "" },
      0,
    );
    history.push({
      ...historyEntry(HISTORY_EVENTS.serviceOrderReceived, actor(o.daysAgo), m.serviceReceived(o.kind)),
      userId: desk.id,
    });
    for (const p of o.payments) {
      const day = shopDay(at(p.daysAgo));
      const paid = registerPayment(
        sale,
        { amount: p.amount, date: day, type: "partial", method: p.method, paymentId: newId() },
        actor(p.daysAgo),
      );
      if (!paid.ok) throw new Error(paid.error.message);
      sale = paid.value.sale;
      history.push(...paid.value.history.map((h: HistoryEntry) => ({ ...h, userId: desk.id })));
    }
    const delivered = o.steps.find((s) => s.state === "Entregado");
    if (delivered) {
      const done = updateOrder(sale, { status: "Completado", isDelivered: true }, actor(delivered.daysAgo));
      if (!done.ok) throw new Error(done.error.message);
      sale = done.value.sale;
      history.push(...done.value.history.map((h) => ({ ...h, userId: desk.id })));
    }
    const saleId = newId();
    await recordNewSale(
      tx,
      {
        source: "service",
        id: saleId,
        sale,
        buyer: {
          customerId: customer.id,
          userId: null,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          accountRole: null,
        },
        shipping: null,
        seller: desk,
        saleDate: at(o.daysAgo).toISOString(),
        createdAt: at(o.daysAgo).toISOString(),
      },
      history,
      desk.id,
    );
    const last = o.steps.at(-1)?.state ?? "Recibido";
    const ready = o.steps.find((s) => s.state === "Listo para entregar");
    const technician = o.technician ? who(o.technician) : null;
    const [order] = await tx
      .insert(serviceOrders)
      .values({
        saleId,
        claimCode: `DEMO${String(i + 1).padStart(2, "0")}`,
        state: last,
        kind: o.kind,
        brand,
        model,
        serial: unit?.serial ?? null,
        unitId: unit?.id ?? null,
        warranty,
        warrantyCost: warranty ? o.estimate : 0,
        problem: o.problem,
        condition: o.condition,
        accessories: o.accessories,
        estimatedPrice: o.estimate,
        estimatedDate: shopDay(at(o.daysAgo - 7)),
        technicianId: technician?.id ?? null,
        technicianName: technician?.name ?? null,
        receivedById: desk.id,
        receivedByName: desk.name,
        receivedAt: at(o.daysAgo),
        readyAt: ready ? at(ready.daysAgo) : null,
        deliveredAt: delivered ? at(delivered.daysAgo) : null,
        updatedAt: at(o.steps.at(-1)?.daysAgo ?? o.daysAgo),
      })
      .returning({ id: serviceOrders.id });
    const orderId = order!.id;
    const sent = o.steps.find((s) => s.state === "Presupuesto enviado" || s.state === "Aprobado");
    if (sent) {
      const answered = o.steps.find((s) => s.state === "Aprobado");
      await tx.insert(serviceEstimates).values({
        serviceOrderId: orderId,
        n: 1,
        lines: { labour: [{ description: labour[0]!.description, amount: o.estimate }], parts: [] },
        total: o.estimate,
        status: answered ? "aprobado" : "enviado",
        sentById: desk.id,
        sentByName: desk.name,
        sentAt: at(sent.daysAgo),
        answeredAt: answered ? at(answered.daysAgo) : null,
        answeredBy: answered ? m.serviceVerbalBy(customer.name, desk.name) : null,
      });
    }
    const events = [
      { state: "Recibido" as ServiceState, details: m.serviceReceived(o.kind), daysAgo: o.daysAgo },
      ...o.steps.map((s, k) => ({
        state: s.state,
        details: m.serviceMoved(k === 0 ? "Recibido" : o.steps[k - 1]!.state, s.state),
        daysAgo: s.daysAgo,
      })),
    ];
    await tx.insert(serviceOrderEvents).values(
      events.map((e) => ({
        serviceOrderId: orderId,
        state: e.state,
        details: e.details,
        userId: desk.id,
        userName: desk.name,
        at: at(e.daysAgo),
      })),
    );
    if (unit)
      await tx.insert(unitEvents).values({
        unitId: unit.id,
        event: "en servicio",
        at: at(o.daysAgo),
        userId: desk.id,
        userName: desk.name,
        notes: `OS-${String(i + 1).padStart(4, "0")}`,
      });
  }
}
