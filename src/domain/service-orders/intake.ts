import type { Centavos } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import type { ShopDay } from "../kernel/shop-calendar";
import { serviceMessages as m } from "./messages-service-orders";
import type { ServiceKind } from "./states";

/** What the counter writes down when a watch comes in. */
export interface IntakeFacts {
  brand: string;
  problem: string;
  kind: ServiceKind;
  estimatedPrice: Centavos | null;
  estimatedDate: ShopDay | null;
  deposit: Centavos;
}

/**
 * A watch is taken in with its brand and the problem reported; a deposit needs a price to be a
 * part of, and never exceeds it; the promised day is not in the past.
 */
export function validateIntake(facts: IntakeFacts, today: ShopDay): Result<true> {
  if (!facts.brand.trim()) return err("brand_required", m.serviceBrandRequired);
  if (!facts.problem.trim()) return err("problem_required", m.serviceProblemRequired);
  if (facts.deposit > 0 && !facts.estimatedPrice)
    return err("deposit_no_price", m.serviceDepositWithoutPrice);
  if (facts.estimatedPrice !== null && facts.deposit > facts.estimatedPrice)
    return err("deposit_above_price", m.serviceDepositAbovePrice);
  if (facts.estimatedDate !== null && facts.estimatedDate < today)
    return err("date_past", m.serviceEstimatedDatePast);
  return ok(true);
}

/**
 * A warranty service is for a watch the store sold whose warranty is still running on the day it
 * comes in (the same warranty rule as the receipt's).
 */
export function checkWarrantyClaim(kind: ServiceKind, warrantyDaysLeft: number | null): Result<boolean> {
  const inForce = warrantyDaysLeft !== null && warrantyDaysLeft > 0;
  if (kind !== "Garantía") return ok(false);
  return inForce ? ok(true) : err("warranty_not_in_force", m.serviceWarrantyNotInForce);
}

/** The order's number as people say it: OS-0042. */
export function serviceNumber(n: number): string {
  return `OS-${String(n).padStart(4, "0")}`;
}

/** Letters and digits nobody confuses on a slip of paper (no 0/O, 1/I/L). */
const CLAIM_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CLAIM_CODE_LENGTH = 6;

/** The claim code the customer brings back, from random bytes the server draws. */
export function claimCodeFrom(bytes: Uint8Array): string {
  let code = "";
  for (let i = 0; i < CLAIM_CODE_LENGTH; i++) code += CLAIM_ALPHABET[(bytes[i] ?? 0) % CLAIM_ALPHABET.length];
  return code;
}

/** A claim code as typed at the counter: upper-cased, spaces and dashes dropped. */
export function normaliseClaimCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, "");
}

/** The watch as one line: "Seiko Presage · Serie SRPB41J1" (brand, model, serial when known). */
export function watchLabel(watch: { brand: string; model: string; serial: string | null }): string {
  const name = [watch.brand.trim(), watch.model.trim()].filter(Boolean).join(" ");
  return watch.serial ? `${name} · Serie ${watch.serial}` : name;
}

const DAY_MS = 86_400_000;
const utc = (day: ShopDay) => Date.parse(`${day}T00:00:00Z`);

/** Whole shop days from one day to another (0 on the same day). */
export function daysBetween(from: ShopDay, to: ShopDay): number {
  return Math.max(0, Math.round((utc(to) - utc(from)) / DAY_MS));
}

/**
 * The last shop day an order may have been received (or made ready) on to be `days` old today:
 * the lists filter by it in SQL (before the start of the day after), the same rule as daysBetween.
 */
export function lastDayAtLeast(today: ShopDay, days: number): ShopDay {
  return new Date(utc(today) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A watch ready for `days` or more shop days and not collected gets a reminder. */
export function isUncollected(readyDay: ShopDay | null, today: ShopDay, days: number): boolean {
  return readyDay !== null && daysBetween(readyDay, today) >= days;
}

/**
 * The store reminds an uncollected watch's owner by itself, once every `days` shop days: first when
 * it becomes uncollected, again `days` after the last reminder (a reminder sent by hand counts).
 */
export function reminderDue(
  readyDay: ShopDay | null,
  lastReminderDay: ShopDay | null,
  today: ShopDay,
  days: number,
): boolean {
  if (!isUncollected(readyDay, today, days)) return false;
  return lastReminderDay === null || daysBetween(lastReminderDay, today) >= days;
}

export const DEFAULT_UNCOLLECTED_DAYS = 15;
