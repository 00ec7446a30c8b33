import { type Centavos, formatMoney, TOLERANCE } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { formatShopDate, type ShopDay } from "../kernel/shop-calendar";
import { layawayMsg as m } from "./messages-layaway";
import type { SaleMoney, SaleStatus } from "./sale";
import { balanceDue } from "./totals";

/**
 * The apartado (layaway, docs/decisions/0250): a deposit holds a watch until it is paid off. The
 * hold is what an open sale already does (its units wait in inProgressStock, decision 0004); this
 * file holds the terms, the deadline, the reminder and what expiry does to the money.
 */

export const LAYAWAY_EXPIRY_POLICIES = ["saldo", "cargo"] as const;
export type LayawayExpiryPolicy = (typeof LAYAWAY_EXPIRY_POLICIES)[number];

export interface LayawayTerms {
  /** Minimum deposit, percent of the total (1–100). */
  depositPercent: number;
  /** Days the shop holds the watch from the sale's day (1–365). */
  termDays: number;
  /** Days before the deadline the customer is reminded (0–30; 0 = no reminder). */
  reminderDays: number;
  /** On expiry: everything paid stays the customer's, or the shop keeps a fee first. */
  expiryPolicy: LayawayExpiryPolicy;
  /** The fee of policy "cargo", percent of what was paid (0–50). */
  feePercent: number;
}

export const LAYAWAY_LIMITS = {
  depositPercent: { min: 1, max: 100 },
  termDays: { min: 1, max: 365 },
  reminderDays: { min: 0, max: 30 },
  feePercent: { min: 0, max: 50 },
} as const;

export const LAYAWAY_DEFAULTS: LayawayTerms = {
  depositPercent: 20,
  termDays: 60,
  reminderDays: 3,
  expiryPolicy: "saldo",
  feePercent: 10,
};

/** What the settings document stores (every key optional: absent reads the default). */
export interface StoredLayawaySettings {
  layawayDepositPercent?: number;
  layawayTermDays?: number;
  layawayReminderDays?: number;
  layawayExpiryPolicy?: string;
  layawayFeePercent?: number;
}

const within = (value: number | undefined, limits: { min: number; max: number }, fallback: number) =>
  value !== undefined && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? value
    : fallback;

export function isLayawayPolicy(value: unknown): value is LayawayExpiryPolicy {
  return (LAYAWAY_EXPIRY_POLICIES as readonly unknown[]).includes(value);
}

/** The shop's terms from the settings document: a missing or out-of-range value reads the default. */
export function layawayTermsOf(stored: StoredLayawaySettings): LayawayTerms {
  const d = LAYAWAY_DEFAULTS;
  return {
    depositPercent: within(stored.layawayDepositPercent, LAYAWAY_LIMITS.depositPercent, d.depositPercent),
    termDays: within(stored.layawayTermDays, LAYAWAY_LIMITS.termDays, d.termDays),
    reminderDays: within(stored.layawayReminderDays, LAYAWAY_LIMITS.reminderDays, d.reminderDays),
    expiryPolicy: isLayawayPolicy(stored.layawayExpiryPolicy) ? stored.layawayExpiryPolicy : d.expiryPolicy,
    feePercent: within(stored.layawayFeePercent, LAYAWAY_LIMITS.feePercent, d.feePercent),
  };
}

/** The smallest deposit: `percent` of the total, rounded up to the centavo. */
export function minimumDeposit(total: Centavos, percent: number): Centavos {
  return Math.ceil((total * percent) / 100);
}

/**
 * An apartado's first payment: above 0, at least the minimum deposit and never above the total.
 * Answers the deposit.
 */
export function validateLayaway(total: Centavos, deposit: Centavos, percent: number): Result<Centavos> {
  if (!Number.isInteger(deposit) || deposit <= 0) return err("layaway_deposit", m.depositRequired);
  if (deposit > total)
    return err("layaway_deposit", m.depositAboveTotal(formatMoney(deposit), formatMoney(total)));
  const minimum = minimumDeposit(total, percent);
  if (deposit < minimum)
    return err(
      "layaway_deposit",
      m.depositBelowMinimum(formatMoney(deposit), formatMoney(minimum), percent, formatMoney(total)),
    );
  return ok(deposit);
}

const DAY_MS = 86_400_000;
const utc = (day: ShopDay) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number): ShopDay => new Date(ms).toISOString().slice(0, 10);

/** Shop days from one day to another (negative when `to` is earlier). */
export function daysFromTo(from: ShopDay, to: ShopDay): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The last shop day of the term: the sale's shop day plus the term's days. */
export function layawayDeadline(saleShopDay: ShopDay, termDays: number): ShopDay {
  return dayOf(utc(saleShopDay) + termDays * DAY_MS);
}

/** The first shop day the customer is reminded on: `reminderDays` before the deadline. */
export function reminderFrom(deadline: ShopDay, reminderDays: number): ShopDay {
  return dayOf(utc(deadline) - reminderDays * DAY_MS);
}

/** Past its last day: the apartado may be expired. */
export function isExpired(deadline: ShopDay, today: ShopDay): boolean {
  return today > deadline;
}

/** Pendiente or Abonado: an apartado still holding its watch. */
export function isOpenStatus(status: SaleStatus): boolean {
  return status === "Pendiente" || status === "Abonado";
}

/**
 * The customer is reminded once, within the last `reminderDays` days before the deadline, when
 * not reminded since that window opened (0 days: never).
 */
export function reminderDue(
  deadline: ShopDay,
  lastReminderDay: ShopDay | null,
  today: ShopDay,
  reminderDays: number,
): boolean {
  if (reminderDays <= 0 || isExpired(deadline, today)) return false;
  const from = reminderFrom(deadline, reminderDays);
  if (today < from) return false;
  return lastReminderDay === null || lastReminderDay < from;
}

/** `amount` × `percent` / 100, rounded half up to the centavo. */
export function percentOf(amount: Centavos, percent: number): Centavos {
  return Math.floor((amount * percent + 50) / 100);
}

export interface ExpiryMoney {
  /** What the shop keeps as the expiry fee (policy "cargo"), 0 otherwise. */
  fee: Centavos;
  /** What stays the customer's: refundable or movable as saldo a favor (0251, 0161). */
  toCustomer: Centavos;
}

/** What expiry does to what was paid, by the shop's policy. */
export function expiryMoney(
  paid: Centavos,
  terms: Pick<LayawayTerms, "expiryPolicy" | "feePercent">,
): ExpiryMoney {
  const fee = terms.expiryPolicy === "cargo" ? Math.min(paid, percentOf(paid, terms.feePercent)) : 0;
  return { fee, toCustomer: paid - fee };
}

/** The history's sentence for an expired apartado: the policy's outcome, in lempiras. */
export function expiryDetails(
  deadline: ShopDay,
  paid: Centavos,
  terms: Pick<LayawayTerms, "expiryPolicy" | "feePercent">,
): string {
  const day = formatShopDate(deadline);
  if (paid <= 0) return m.historyNothingPaid(day);
  const { fee, toCustomer } = expiryMoney(paid, terms);
  if (terms.expiryPolicy === "cargo")
    return m.historyCargo(
      day,
      formatMoney(paid),
      terms.feePercent,
      formatMoney(fee),
      formatMoney(toCustomer),
    );
  return m.historySaldo(day, formatMoney(paid));
}

/** What the customer is told when the apartado opens: the deadline and the expiry policy. */
export function policySentence(
  deadline: ShopDay,
  terms: Pick<LayawayTerms, "expiryPolicy" | "feePercent">,
): string {
  const day = formatShopDate(deadline);
  return terms.expiryPolicy === "cargo" ? m.policyCargo(day, terms.feePercent) : m.policySaldo(day);
}

/**
 * An apartado is neither delivered nor shipped (Enviado, Completado by hand, marked delivered)
 * while it owes more than the tolerance. Answers the refusal, or null.
 */
export function layawayDeliveryRefusal(
  sale: Pick<SaleMoney, "total" | "extraDiscount" | "amountPaid" | "status" | "isDelivered" | "layawayUntil">,
  to: { status: SaleStatus; isDelivered?: boolean },
): string | null {
  if (!sale.layawayUntil) return null;
  const owed = balanceDue(sale);
  if (owed <= TOLERANCE) return null;
  const delivering = to.isDelivered === true && !sale.isDelivered;
  const shipping = to.status !== sale.status && (to.status === "Enviado" || to.status === "Completado");
  return delivering || shipping ? m.deliveryRefusedWhileOwed(formatMoney(owed)) : null;
}

/**
 * Opens an apartado on a sale being created (Registrar Venta, a web order's deposit, a converted
 * web purchase): its deadline is the sale's day plus the term, and its first history entry tells
 * the deadline and what expiry does, since the shop must state both when the apartado opens.
 */
export function openLayaway<S extends { layawayUntil?: string | null }, H extends { details: string }>(
  sale: S,
  history: readonly H[],
  saleDay: ShopDay,
  terms: Pick<LayawayTerms, "termDays" | "expiryPolicy" | "feePercent">,
): { sale: S; history: H[] } {
  const layawayUntil = layawayDeadline(saleDay, terms.termDays);
  const told = `${m.layawayLine(formatShopDate(layawayUntil))}. ${policySentence(layawayUntil, terms)}`;
  const [opened, ...rest] = history;
  return {
    sale: { ...sale, layawayUntil },
    history: opened ? [{ ...opened, details: `${opened.details} ${told}` }, ...rest] : [],
  };
}
