import { useMutation } from "@tanstack/react-query";
import { Copy, CreditCard, Mail, MessageCircle } from "lucide-react";
import { type CreatedPaymentLink, createPaymentLinkInput } from "../../contracts/payment-links/payment-links";
import type { SaleDocument } from "../../contracts/sales/sales";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { linkEmailMsg } from "../../domain/mail/messages-mail";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import { call, errorMessage } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button, buttonClass } from "../ui/button";
import { Panel } from "../ui/panel";

/**
 * The link just made: its address to copy, WhatsApp or email to the customer, and when it stops
 * working. The email goes to the sale's recorded address; the server refuses without one.
 */
export function CreatedLink({ link, sale }: { link: CreatedPaymentLink; sale: SaleDocument }) {
  const email = useMutation({
    mutationFn: () => call("emailPaymentLink", { params: { id: sale.id }, body: { token: link.token } }),
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const address = sale.customerInfo.email;
  const copy = async () => {
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    toast.success(m.copied);
  };
  return (
    <div className="mt-3 grid gap-2 rounded-lg bg-surface-2 p-3 text-sm" data-testid="created-payment-link">
      <p className="font-semibold">
        {m.created} {formatMoney(link.amount)}
      </p>
      <input
        readOnly
        value={link.url}
        aria-label={m.createTitle}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-md border border-border bg-surface px-2 py-1 font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> {m.copy}
        </Button>
        {link.whatsappUrl ? (
          <a
            className={buttonClass("secondary", "sm")}
            href={link.whatsappUrl}
            target="_blank"
            rel="noreferrer"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> {m.shareWhatsapp}
          </a>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => email.mutate()}
          disabled={email.isPending || !address}
          title={address ?? linkEmailMsg.noEmail}
          data-testid="payment-link-email"
        >
          <Mail className="h-4 w-4" aria-hidden="true" />{" "}
          {email.isPending ? linkEmailMsg.sending : linkEmailMsg.sendByEmail}
        </Button>
      </div>
      {link.whatsappUrl ? null : <p className="text-muted">{m.noPhone}</p>}
      {address ? null : <p className="text-muted">{linkEmailMsg.noEmail}</p>}
      <p className="text-muted">{m.expiresAt(formatShopDateTime(link.expiresAt))}</p>
    </div>
  );
}

/**
 * Order dialog (admins): a card payment link for the balance or a smaller amount, to send to the
 * customer. The server refuses more than the balance; the form says why.
 */
export function PaymentLinkPanel({ sale }: { sale: SaleDocument }) {
  const form = useContractForm(createPaymentLinkInput, { amount: sale.balance });
  const create = useMutation({
    mutationFn: (amount: number | undefined) =>
      call("createPaymentLink", { params: { id: sale.id }, body: { amount } }),
  });
  const submit = form.handleSubmit((body) =>
    create.mutate(body.amount, { onError: (error) => showSaveError(form, error) }),
  );
  return (
    <Panel title={m.createTitle} testId="payment-link-panel">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" noValidate>
        <FormMoneyField control={form.control} name="amount" label={m.amountLabel} cents />
        <Button type="submit" disabled={create.isPending}>
          <CreditCard className="h-4 w-4" aria-hidden="true" />
          {create.isPending ? m.creating : m.createButton}
        </Button>
      </form>
      <p className="mt-1 text-sm text-muted">{m.amountHint(formatMoney(sale.balance))}</p>
      {create.data ? <CreatedLink link={create.data} sale={sale} /> : null}
    </Panel>
  );
}
