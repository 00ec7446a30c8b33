import { type Centavos, formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import type { Role } from "../kernel/roles";
import { formatShopDateTime } from "../kernel/shop-calendar";
import { paymentMethodLabel } from "../reports/reports";
import { cashDrawerMessages as m } from "./messages-cash-drawer";
import {
  canSeeXReport,
  type DrawerMovement,
  type DrawerSession,
  isOpen,
  type SessionTotals,
  sessionTotals,
} from "./sessions";

/** The X report is of an open session, for admins (canSeeXReport). */
export function checkXReport(role: Role, session: Pick<DrawerSession, "closing">): Result<true> {
  const allowed = canSeeXReport(role);
  if (!allowed.ok) return allowed;
  return isOpen(session) ? ok(true) : err("drawer_counted", m.xReportClosed);
}

/** The Z report prints once the session is counted (waiting for its approval, or closed). */
export function checkZReport(session: Pick<DrawerSession, "closing">): Result<true> {
  return isOpen(session) ? err("drawer_open", m.zReportNotYet) : ok(true);
}

/**
 * The X report (mid-shift, nothing closes; admins only) and the Z report (the close). Lines are
 * label and printed value; `amount` keeps the figure, signed as it moves the drawer, so the cash
 * lines add up to the expected cash.
 */
export interface ReportLine {
  label: string;
  value: string;
  amount: Centavos | null;
}

export interface DrawerReport {
  kind: "X" | "Z";
  title: string;
  header: ReportLine[];
  cash: ReportLine[];
  /** Z only: each denomination counted, then the total. */
  counted: ReportLine[] | null;
  /** Z only: the difference, the approver and the note. */
  outcome: ReportLine[] | null;
  otherMethods: ReportLine[];
  totals: SessionTotals;
}

const text = (label: string, value: string): ReportLine => ({ label, value, amount: null });
const money = (label: string, amount: Centavos): ReportLine => ({
  label,
  value: formatMoney(amount),
  amount,
});

function differenceLine(difference: Centavos): ReportLine {
  const words = m.differenceWords;
  const word = difference > 0 ? words.over : difference < 0 ? words.short : words.even;
  return {
    label: m.reportDifference,
    value: m.reportDifferenceValue(formatMoney(difference), word),
    amount: difference,
  };
}

/**
 * The lines a report prints. A session with a close record gives the Z report, whose counted,
 * expected and difference are the ones recorded at the close; an open one gives the X report.
 */
export function drawerReport(session: DrawerSession, movements: readonly DrawerMovement[]): DrawerReport {
  const totals = sessionTotals(movements, session.float);
  const close = session.closing;
  const header = [
    text(m.reportRegister, session.registerName),
    text(m.reportOpenedBy, session.openedBy.name),
    text(m.reportOpenedAt, formatShopDateTime(session.openedAt)),
    ...(close
      ? [
          text(m.reportClosedBy, close.closedBy.name),
          text(m.reportClosedAt, formatShopDateTime(close.closedAt)),
        ]
      : [text(m.reportClosedAt, m.reportStillOpen)]),
  ];
  const cash = [
    money(m.reportFloat, session.float),
    money(m.reportCashSales, totals.cashSales),
    money(m.reportCashAbonos, totals.cashAbonos),
    // What left the drawer is printed negative; 0 − x rather than −x, so nothing prints as −0.
    money(m.reportCashRefunds, 0 - totals.refunded.efectivo),
    money(m.reportPayIns, totals.payIns),
    money(m.reportPayOuts, 0 - totals.payOuts),
    money(m.reportExpected, close ? close.expected : totals.expectedCash),
  ];
  const otherMethods = [
    money(m.reportCardReceived, totals.received.tarjeta),
    money(m.reportCardRefunded, totals.refunded.tarjeta),
    money(m.reportTransferReceived, totals.received.transferencia),
    money(m.reportTransferRefunded, totals.refunded.transferencia),
  ];
  if (!close)
    return {
      kind: "X",
      title: m.reportTitles.X,
      header,
      cash,
      counted: null,
      outcome: null,
      otherMethods,
      totals,
    };
  const counted = [
    ...close.counts.map((c) =>
      money(
        m.reportCountLine(formatMoney(c.denomination), c.quantity.toLocaleString("en-US")),
        c.denomination * c.quantity,
      ),
    ),
    money(m.reportCounted, close.counted),
  ];
  const approver =
    close.approvedBy?.name ??
    (close.status === "awaiting_approval" ? m.reportApprovalPending : m.reportApprovalNotNeeded);
  const outcome = [
    differenceLine(close.difference),
    text(m.reportApprovedBy, approver),
    ...(close.approvalNote ? [text(m.reportApprovalNote, close.approvalNote)] : []),
  ];
  return { kind: "Z", title: m.reportTitles.Z, header, cash, counted, outcome, otherMethods, totals };
}

/** One movement of a session as the report lists it. */
export interface MovementDetail extends DrawerMovement {
  /** When it was recorded. */
  at: string;
  /** The sale's order number, or null for the drawer's own entries. */
  reference: string | null;
  /** A pay-in's or pay-out's reason, a difference's description. */
  note: string | null;
}

export interface MovementLine {
  time: string;
  concept: string;
  method: string;
  /** Signed as it moved the money: in positive, out negative. */
  amount: Centavos;
  value: string;
}

const OUTWARD = new Set<DrawerMovement["kind"]>(["refunded", "pay_out"]);

function conceptOf(e: MovementDetail): string {
  const words = m.movementWords;
  const label =
    e.kind === "over_short"
      ? e.amount > 0
        ? m.entryLabels.over
        : m.entryLabels.short
      : e.kind === "received"
        ? e.paymentType === "partial"
          ? words.abono
          : words.payment
        : e.kind === "refunded"
          ? words.refund
          : m.entryLabels[e.kind as "pay_in" | "pay_out"];
  // A difference's description already names it ("Faltante de caja (Mostrador)").
  if (e.kind === "over_short") return e.note ?? label;
  // A correction is a reversal (the amount negated): said, so the line's sign reads right.
  const reversal = e.amount < 0 ? ` ${words.reversal}` : "";
  const reference = e.reference ? ` · ${m.movementOrder(e.reference)}` : "";
  const note = e.note ? ` · ${e.note}` : "";
  return `${label}${reversal}${reference}${note}`;
}

/**
 * Each money movement of a session, in the order given: the payments and refunds taken at its
 * register (any method) and the drawer's own entries; credit moved between sales moved no money
 * and is left out. Amounts are signed as they moved the money, so the cash ones add up to what
 * the expected cash adds to the float.
 */
export function movementLines(details: readonly MovementDetail[]): MovementLine[] {
  return details
    .filter((e) => e.kind !== "credit_applied" && e.kind !== "credit_moved")
    .map((e) => {
      const amount = OUTWARD.has(e.kind) ? 0 - e.amount : e.amount;
      return {
        time: formatShopDateTime(e.at),
        concept: conceptOf(e),
        method: e.method ? paymentMethodLabel(e.method) : "",
        amount,
        value: formatMoney(amount),
      };
    });
}
