import type { BankAccountView } from "../../contracts/settings/settings";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";

export function BankAccounts({ accounts }: { accounts: BankAccountView[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={checkoutMessages.payByTransfer}>
      {accounts.map((a) => (
        <li key={a.accountNumber} className="rounded-xl border border-border bg-surface-2 p-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{checkoutMessages.bankNameLabel}</dt>
            <dd className="font-semibold">{a.bankName}</dd>
            <dt className="text-muted">{checkoutMessages.accountHolderLabel}</dt>
            <dd>{a.accountHolder}</dd>
            <dt className="text-muted">{checkoutMessages.accountNumberLabel}</dt>
            <dd className="font-mono font-semibold tracking-wide">{a.accountNumber}</dd>
            <dt className="text-muted">{checkoutMessages.accountTypeLabel}</dt>
            <dd>{a.accountType}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
