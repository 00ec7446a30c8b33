import type { Centavos } from "../kernel/money";
import type { PaymentMethod, RecordedPaymentMethod } from "../reports/reports";

/** The sale vocabulary of docs/product/data.md, as plain objects the server maps its rows to. */
export const SALE_STATUSES = ["Pendiente", "Abonado", "Enviado", "Completado", "Cancelado"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export interface SaleItem {
  productId: string;
  productName: string;
  quantity: number;
  /** What the customer pays per unit. */
  price: Centavos;
  /**
   * The regular price per unit the subtotal counts, crossed out beside the price when higher
   * (docs/decisions/0244).
   */
  originalPrice: Centavos;
}

export type PaymentType = "partial" | "full";

export interface Payment {
  paymentId: string;
  amount: Centavos;
  /** ISO date chosen by the person recording it. */
  date: string;
  recordedBy: string;
  type: PaymentType;
  /** How the money came in (docs/decisions/0252, 0251); absent reads efectivo. */
  method?: RecordedPaymentMethod;
  modifiedAt?: string | null;
}

/**
 * Money that left a sale (docs/decisions/0251): given back to the customer (reembolso), or
 * moved as credit to another open sale of the same customer (traspaso, which names that sale).
 */
export type RefundKind = "reembolso" | "traspaso";
export interface Refund {
  amount: Centavos;
  /** ISO timestamp of when it was recorded. */
  date: string;
  recordedBy: string;
  /** Absent reads reembolso. */
  kind?: RefundKind;
  /** The sale a traspaso paid. */
  toSaleId?: string | null;
  /** How a reembolso left (docs/decisions/0252); absent reads efectivo; a traspaso has none. */
  method?: PaymentMethod | null;
}

export interface ExtraCost {
  description: string;
  amount: Centavos;
}

export interface AppliedDiscount {
  code: string;
  percentage: number;
  amount: Centavos;
}

export interface ExtraDiscount {
  amount: Centavos;
  reason: string;
}

/** Units of one line of a sale given back by returns (docs/decisions/0249); `line` is its index. */
export interface ReturnedLine {
  line: number;
  quantity: number;
}

export interface SaleMoney {
  items: SaleItem[];
  subtotal: Centavos;
  shippingCost: Centavos;
  extraCosts: ExtraCost[];
  extraCostsTotal: Centavos;
  promoItemsDiscount: Centavos;
  appliedDiscount: AppliedDiscount | null;
  extraDiscount: ExtraDiscount;
  total: Centavos;
  /**
   * What returns took off the sale's worth (docs/decisions/0249): `total` is already net of it;
   * absent reads 0.
   */
  returnsTotal?: Centavos;
  /** The units returned per line; absent reads none. */
  returnedLines?: ReturnedLine[];
  amountPaid: Centavos;
  refundedAmount: Centavos;
  status: SaleStatus;
  payments: Payment[];
  /** Every refund of the sale, oldest first; absent reads as none. */
  refunds?: Refund[];
  paymentHistoryInvalidated: boolean;
  isDelivered: boolean;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancellationReason: string | null;
  /** The seller's rate in basis points, 7.5 % = 750 (docs/decisions/0150). */
  commission: { basisPoints: number };
  /**
   * An apartado (docs/decisions/0250): the last shop day of its term; null or absent, not an
   * apartado. Kept after it is paid off or expired, for the record.
   */
  layawayUntil?: string | null;
}

export interface HistoryEntry {
  event: string;
  user: string;
  timestamp: string;
  details: string;
}

/** Who acts and when: the domain has no clock, so every change receives both. */
export interface Actor {
  user: string;
  now: string;
}

/**
 * What every sale operation answers: the new sale, the history entries to append (none when
 * nothing changed) and info texts for the person (e.g. 'No hay cambios que guardar...').
 * Stock follows the status: the server calls `stockForStatusChange(before.status, after.status)`.
 */
export interface SaleChange {
  sale: SaleMoney;
  history: HistoryEntry[];
  notices: string[];
}
