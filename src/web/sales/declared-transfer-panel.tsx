import type { TransferDeclaration } from "../../contracts/transfers/transfers";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { operationUrl } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { Panel } from "../ui/panel";

/** What the buyer declared: store account, reference, day and the comprobante (opened in a new tab). */
export function DeclaredTransferPanel({ transfer }: { transfer: TransferDeclaration | null }) {
  return (
    <Panel title={transferMsg.sectionTitle}>
      {transfer ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="declared-transfer">
          <dt className="text-muted">{transferMsg.bankLabel}</dt>
          <dd>
            {transfer.bankName} · <span className="font-mono">{transfer.accountNumber}</span>
          </dd>
          <dt className="text-muted">{transferMsg.referenceLabel}</dt>
          <dd className="font-mono font-semibold">{transfer.reference}</dd>
          <dt className="text-muted">{transferMsg.paidOnLabel}</dt>
          <dd>{formatShopDate(transfer.paidOn)}</dd>
          <dt className="text-muted">{transferMsg.declaredAtLabel}</dt>
          <dd>{dateTimeText(transfer.declaredAt)}</dd>
          <dt className="text-muted">{transferMsg.proofTitle}</dt>
          <dd>
            {transfer.proofType ? (
              <a
                href={operationUrl("getTransferProof", { params: { id: transfer.id } })}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-gold underline underline-offset-2"
              >
                {transferMsg.viewProof}
              </a>
            ) : (
              transferMsg.noProof
            )}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-muted">{transferMsg.notDeclared}</p>
      )}
    </Panel>
  );
}
