import { FileDown } from "lucide-react";
import { paperName, RECEIPT_PAPERS } from "../../domain/receipts/printing";
import { operationUrl } from "../lib/api";
import { buttonClass } from "../ui/button";
import { drawerScreens as t } from "./messages-cash-drawer-screens";

/**
 * A session's report as a PDF on each paper the store prints on (letter, 80 and 58 mm rolls):
 * plain download links, as the receipts' are, so the browser keeps the file and its name.
 * X while the session is open (admins), Z once it is counted.
 */
export function ReportLinks({ sessionId, kind }: { sessionId: string; kind: "X" | "Z" }) {
  const label = t.pdfOn(kind === "X" ? t.xReport : t.zReport);
  return (
    <div className="grid gap-2" data-testid={`${kind.toLowerCase()}-report-links`}>
      <p className="text-sm font-medium">{label}</p>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {RECEIPT_PAPERS.map((papel) => (
          <li key={papel}>
            <a
              className={buttonClass("secondary", "sm")}
              href={operationUrl(kind === "X" ? "drawerXReportPdf" : "drawerZReportPdf", {
                params: { id: sessionId },
                query: { papel },
              })}
              download
            >
              <FileDown className="h-4 w-4" aria-hidden="true" />
              {paperName(papel)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
