import { type Centavos, formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { isAdmin } from "../kernel/roles";
import { cashDrawerMessages as m } from "./messages-cash-drawer";
import {
  canCloseSession,
  type DenominationCount,
  type DrawerActor,
  type DrawerMovement,
  type DrawerSession,
  MAX_DRAWER_AMOUNT,
  type SessionClose,
  sessionTotals,
} from "./sessions";

/**
 * The blind close: the closer submits the count by denomination without having seen what the
 * drawer should hold; the difference is computed here, and one beyond the threshold waits for
 * another person's approval, so nobody both counts the cash and signs off its shortfall.
 */

/** The lempira's bills (L. 500 to L. 1) and coins (50 to 5 centavos), in centavos, high to low. */
export const DEFAULT_DENOMINATIONS: readonly Centavos[] = [
  50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5,
];
export const MAX_DENOMINATIONS = 30;
export const MAX_COUNT_QUANTITY = 100_000;
/** A difference up to L. 50.00 either way closes without approval. */
export const DEFAULT_DIFFERENCE_THRESHOLD: Centavos = 5_000;
export const MAX_APPROVAL_NOTE = 500;

/**
 * The shop's list of bills and coins: positive whole centavos (capped, so a full count stays an
 * exact integer), each once, at most 30; returned high to low, the order a count is taken in.
 */
export function validateDenominations(list: readonly Centavos[]): Result<Centavos[]> {
  if (list.length === 0) return err("drawer_denominations", m.denominationsEmpty);
  if (list.length > MAX_DENOMINATIONS)
    return err("drawer_denominations", m.denominationsTooMany(MAX_DENOMINATIONS));
  const seen = new Set<Centavos>();
  for (const d of list) {
    if (!Number.isInteger(d) || d < 1 || d > MAX_DRAWER_AMOUNT)
      return err("drawer_denominations", m.denominationInvalid(formatMoney(MAX_DRAWER_AMOUNT)));
    if (seen.has(d)) return err("drawer_denominations", m.denominationRepeated(formatMoney(d)));
    seen.add(d);
  }
  return ok([...list].sort((a, b) => b - a));
}

/** The cash a count adds up to: each denomination of the shop's list at most once, whole quantities. */
export function countedTotal(
  counts: readonly DenominationCount[],
  denominations: readonly Centavos[] = DEFAULT_DENOMINATIONS,
): Result<Centavos> {
  const known = new Set(denominations);
  const seen = new Set<Centavos>();
  let total = 0;
  for (const { denomination, quantity } of counts) {
    const label = formatMoney(denomination);
    if (!known.has(denomination)) return err("drawer_count", m.countUnknown(label));
    if (seen.has(denomination)) return err("drawer_count", m.countRepeated(label));
    seen.add(denomination);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_COUNT_QUANTITY)
      return err("drawer_count", m.countQuantityInvalid(label, MAX_COUNT_QUANTITY.toLocaleString("en-US")));
    total += denomination * quantity;
  }
  return ok(total);
}

/** The threshold setting: whole centavos, zero (every difference approved) to L. 999,999.99. */
export function checkDifferenceThreshold(amount: Centavos): Result<Centavos> {
  return Number.isInteger(amount) && amount >= 0 && amount <= MAX_DRAWER_AMOUNT
    ? ok(amount)
    : err("drawer_threshold", m.thresholdInvalid(formatMoney(MAX_DRAWER_AMOUNT)));
}

export const needsApproval = (difference: Centavos, threshold: Centavos): boolean =>
  Math.abs(difference) > threshold;

/**
 * The difference as a money movement of its own, so cash flow explains it: positive a sobrante
 * (cash the drawer had beyond the record), negative a faltante. None when the count is exact.
 */
export interface DifferenceEntry {
  kind: "over_short";
  amount: Centavos;
  method: "efectivo";
  description: string;
}

export function differenceEntry(difference: Centavos, registerName: string): DifferenceEntry | null {
  if (difference === 0) return null;
  const label = difference > 0 ? m.entryLabels.over : m.entryLabels.short;
  return {
    kind: "over_short",
    amount: difference,
    method: "efectivo",
    description: m.differenceEntry(label, registerName),
  };
}

export interface CloseInput {
  session: DrawerSession;
  movements: readonly DrawerMovement[];
  closer: DrawerActor;
  counts: readonly DenominationCount[];
  denominations: readonly Centavos[];
  closedAt: string;
  threshold: Centavos;
}

export interface CloseOutcome {
  session: DrawerSession;
  /** What the journal gets once the session is closed (null for an exact count). */
  entry: DifferenceEntry | null;
  /** Said to the closer when the close waits for approval. */
  notice: string | null;
}

/**
 * The close: counted, expected and their difference, recorded once. Within the threshold it is
 * closed; beyond it the session waits for approveClose, its count kept as submitted.
 */
export function closeSession(input: CloseInput): Result<CloseOutcome> {
  const { session, closer } = input;
  const allowed = canCloseSession(closer, session);
  if (!allowed.ok) return err(allowed.error.code, allowed.error.message);
  const counted = countedTotal(input.counts, input.denominations);
  if (!counted.ok) return err(counted.error.code, counted.error.message);
  const expected = sessionTotals(input.movements, session.float).expectedCash;
  const difference = counted.value - expected;
  const waits = needsApproval(difference, input.threshold);
  const closing: SessionClose = {
    status: waits ? "awaiting_approval" : "closed",
    closedBy: { id: closer.id, name: closer.name },
    closedAt: input.closedAt,
    counts: input.counts.map((c) => ({ denomination: c.denomination, quantity: c.quantity })),
    counted: counted.value,
    expected,
    difference,
    approvedBy: null,
    approvalNote: null,
    approvedAt: null,
  };
  return ok({
    session: { ...session, closing },
    entry: differenceEntry(difference, session.registerName),
    notice: waits ? m.approvalNeeded(formatMoney(input.threshold)) : null,
  });
}

/** An approver: an admin or superadmin who is not the closer, with a note saying why. */
export function checkApproval(
  approver: Pick<DrawerActor, "id" | "role">,
  closerId: string,
  note: string,
): Result<string> {
  if (!isAdmin(approver.role)) return err("drawer_forbidden", m.approverNotAdmin);
  if (approver.id === closerId) return err("drawer_forbidden", m.approverIsCloser);
  const trimmed = note.trim();
  if (!trimmed) return err("drawer_approval_note", m.approvalNoteRequired);
  if (trimmed.length > MAX_APPROVAL_NOTE)
    return err("drawer_approval_note", m.approvalNoteTooLong(MAX_APPROVAL_NOTE));
  return ok(trimmed);
}

/** Whether this person may approve the session's difference now: it waits, and they may (checkApproval). */
export function canApprove(
  approver: Pick<DrawerActor, "id" | "role">,
  session: Pick<DrawerSession, "closing">,
): Result<true> {
  const closing = session.closing;
  if (closing?.status !== "awaiting_approval") return err("drawer_not_awaiting", m.notAwaitingApproval);
  if (!isAdmin(approver.role)) return err("drawer_forbidden", m.approverNotAdmin);
  if (approver.id === closing.closedBy.id) return err("drawer_forbidden", m.approverIsCloser);
  return ok(true);
}

/** A waiting close approved: the session closed, with who approved it, when and why. */
export function approveClose(
  session: DrawerSession,
  approver: DrawerActor,
  note: string,
  approvedAt: string,
): Result<{ session: DrawerSession; entry: DifferenceEntry | null }> {
  const closing = session.closing;
  if (closing?.status !== "awaiting_approval") return err("drawer_not_awaiting", m.notAwaitingApproval);
  const checked = checkApproval(approver, closing.closedBy.id, note);
  if (!checked.ok) return err(checked.error.code, checked.error.message);
  return ok({
    session: {
      ...session,
      closing: {
        ...closing,
        status: "closed",
        approvedBy: { id: approver.id, name: approver.name },
        approvalNote: checked.value,
        approvedAt,
      },
    },
    entry: differenceEntry(closing.difference, session.registerName),
  });
}

/** Differences of many closes: shortages and overs apart, so one never hides the other. */
export interface DifferenceTotals {
  /** What the counts were short, summed (a positive amount). */
  short: Centavos;
  /** What the counts were over, summed. */
  over: Centavos;
}

/** Sums the closes' differences (null while a session is not counted) into shortages and overs. */
export function differenceTotals(differences: readonly (Centavos | null)[]): DifferenceTotals {
  let short = 0;
  let over = 0;
  for (const d of differences) {
    if (d === null) continue;
    if (d < 0) short -= d;
    else over += d;
  }
  return { short, over };
}
