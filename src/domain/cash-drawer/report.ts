import { type Centavos, formatMoney } from "../kernel/money";
import { formatShopDateTime } from "../kernel/shop-calendar";
import { cashDrawerMessages as m } from "./messages-cash-drawer";
import { type DrawerMovement, type DrawerSession, type SessionTotals, sessionTotals } from "./sessions";

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
