import type { Role } from "../kernel/roles";
import { type SaleCustomerType, saleCustomerType } from "./customer-type";
import type { HistoryEntry, SaleMoney } from "./sale";

/**
 * Every way a sale comes to exist (docs/decisions/0045-one-sale-record-builder.md): Registrar
 * Venta, a paid card order, a converted web purchase (bank transfer), the demo seed, the
 * data import and a service order's sale (docs/decisions/0248). Each hands its parts to `saleRecord`, which alone decides the record's fields.
 */
export const SALE_SOURCES = ["register", "card", "web-purchase", "seed", "import", "service"] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

/** Who bought. `accountRole` is the role of the buyer's account, null without one. */
export interface SaleBuyer {
  customerId: string | null;
  userId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  accountRole: Role | null;
}

export interface SaleAddress {
  address: string | null;
  city: string | null;
  cityId: string | null;
  department: string | null;
  municipality: string | null;
  note: string | null;
}

export interface SaleTracking {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface CardPaymentData {
  cardBrand: string | null;
  cardAccount: string | null;
  transactionId: string | null;
}

interface CommonInput {
  id: string;
  sale: SaleMoney;
  buyer: SaleBuyer;
  /** null = picked up at the shop. Missing parts are stored as null, never as "". */
  shipping: Partial<SaleAddress> | null;
  tracking?: SaleTracking | null;
  /** ISO instant the sale happened (back-dated sales and imports differ from when it was written). */
  saleDate: string;
  /** Only for sales that happened in the past (seed, import). */
  createdAt?: string;
}

/** What each source adds: a seller for staff-made sales, the card for a card order, the purchase for a conversion. */
export type SaleRecordInput = CommonInput &
  (
    | { source: "register" | "seed" | "import" | "service"; seller: { id: string; name: string } | null }
    | { source: "card"; card: CardPaymentData }
    | { source: "web-purchase"; webPurchaseId: string }
  );

/** The sale as the server stores it (src/server/sales/sale-row.ts maps it to rows). */
export interface SaleRecordFields extends SaleMoney {
  id: string;
  customerId: string | null;
  customerUserId: string | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerType: SaleCustomerType;
  shipping: SaleAddress & SaleTracking;
  sellerId: string | null;
  sellerName: string | null;
  isCardPayment: boolean;
  paymentData: CardPaymentData | null;
  originalUnregisteredId: string | null;
  saleDate: string;
  createdAt?: string;
}

const blank = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** Sales that came from the storefront (docs/product/states.md derived customer type). */
export function isWebSource(source: SaleSource): boolean {
  return source === "card" || source === "web-purchase";
}

/**
 * The one sale-record builder: the record's fields from its inputs. The customer type follows
 * the buyer's account and the source, a storefront sale has no seller, only a card order carries
 * card data and only a conversion names its web purchase.
 */
export function saleRecord(input: SaleRecordInput): SaleRecordFields {
  const { buyer, shipping } = input;
  const seller = "seller" in input ? input.seller : null;
  const card = input.source === "card" ? input.card : null;
  const record: SaleRecordFields = {
    ...input.sale,
    id: input.id,
    customerId: isWebSource(input.source) ? null : buyer.customerId,
    customerUserId: buyer.userId,
    customerName: buyer.name,
    customerEmail: blank(buyer.email),
    customerPhone: blank(buyer.phone),
    customerType: saleCustomerType({ accountRole: buyer.accountRole, fromWeb: isWebSource(input.source) }),
    shipping: {
      address: blank(shipping?.address),
      city: blank(shipping?.city),
      cityId: blank(shipping?.cityId),
      department: blank(shipping?.department),
      municipality: blank(shipping?.municipality),
      note: blank(shipping?.note),
      carrier: blank(input.tracking?.carrier),
      trackingNumber: blank(input.tracking?.trackingNumber),
      trackingUrl: blank(input.tracking?.trackingUrl),
    },
    sellerId: seller?.id ?? null,
    sellerName: seller?.name ?? null,
    isCardPayment: card !== null,
    paymentData: card,
    originalUnregisteredId: input.source === "web-purchase" ? input.webPurchaseId : null,
    saleDate: input.saleDate,
  };
  return input.createdAt ? { ...record, createdAt: input.createdAt } : record;
}

/**
 * A sale as the server stores it: the domain's SaleMoney (what the rules compute) plus who
 * bought, where it goes, who sold it and how it was paid. One mapping to and from the rows.
 */
export interface SaleRecord extends SaleMoney {
  id: string;
  version: number;
  customerId: string | null;
  customerUserId: string | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerType: SaleCustomerType;
  shipping: {
    address: string | null;
    city: string | null;
    cityId: string | null;
    department: string | null;
    municipality: string | null;
    note: string | null;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  };
  sellerId: string | null;
  sellerName: string | null;
  isCardPayment: boolean;
  paymentData: { cardBrand: string | null; cardAccount: string | null; transactionId: string | null } | null;
  originalUnregisteredId: string | null;
  saleDate: string;
  createdAt: string;
  /** When the apartado's customer was last reminded of its deadline (docs/decisions/0250). */
  layawayRemindedAt?: string | null;
}

/** `createdAt` is set only by the demo seed, which writes sales that happened in the past. */
export type NewSaleRecord = Omit<SaleRecord, "version" | "createdAt"> & { createdAt?: string };

/** A history entry may name its own author (the seed replays several people's actions). */
export type AuthoredHistoryEntry = HistoryEntry & { userId?: string | null };
