import type { SessionUser } from "../../contracts/auth/session";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { checkXReport, checkZReport, type ReportLine } from "../../domain/cash-drawer/report";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import type { ReceiptPaper } from "../../domain/receipts/printing";
import type { Db } from "../db/client";
import { type DrawerReportPdfData, renderDrawerReport } from "../gateways/pdf/drawer-report-pdf";
import { PAPERS } from "../gateways/pdf/pdf-builder";
import { loadStoreInfo } from "../settings";
import { reportOf } from "./drawer-report";
import { orRefuse } from "./or-refuse";
import { readableSession } from "./session-record";

const pairs = (lines: readonly ReportLine[]): Array<[string, string]> => lines.map((l) => [l.label, l.value]);

/**
 * A session's X report (admins, while it is open) or Z report (once counted, to whoever may read
 * the session) as a PDF, on the paper asked for or the one Configuración offers first.
 */
export async function drawerReportPdf(
  db: Db,
  id: string,
  user: SessionUser,
  kind: "X" | "Z",
  papel?: ReceiptPaper,
): Promise<{ pdf: Buffer; filename: string }> {
  const { session, movements } = await readableSession(db, id, user);
  orRefuse(kind === "X" ? checkXReport(user.role, session) : checkZReport(session));
  const report = reportOf(session, movements);
  const store = await loadStoreInfo(db);
  const paper = papel ?? store.receiptPaper;
  const sections = [
    { title: m.reportCashTitle, lines: pairs(report.cash), bold: true },
    ...(report.counted ? [{ title: m.reportCountTitle, lines: pairs(report.counted), bold: true }] : []),
    ...(report.outcome ? [{ title: m.reportOutcomeTitle, lines: pairs(report.outcome) }] : []),
    { title: m.reportOtherTitle, lines: pairs(report.otherMethods) },
  ];
  const data: DrawerReportPdfData = {
    storeName: store.storeName,
    storeLines: [store.address, store.phone && `Tel.: ${store.phone}`].filter(Boolean),
    title: report.title,
    subtitle: session.registerName,
    printedLine: m.reportPrinted(formatShopDateTime(new Date())),
    header: pairs(report.header),
    sections,
    movementsTitle: m.reportMovements,
    movementsHeader: [...m.reportMovementsHeader],
    movements: report.movements.map((l) => [l.time, l.concept, l.method, l.value]),
    emptyText: m.reportMovementsEmpty,
  };
  const pdf = await renderDrawerReport(data, PAPERS[paper]);
  const name = `reporte-${kind.toLowerCase()}-${session.openedAt.slice(0, 10)}-${session.id.slice(0, 6)}`;
  return { pdf, filename: paper === "carta" ? `${name}.pdf` : `${name}-${paper}.pdf` };
}
