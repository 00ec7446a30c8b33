import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CollectionsCustomer } from "../../contracts/collections/collections";
import { collectionsMsg as m } from "../../domain/collections/messages-collections";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate, formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { unsubscribeMsg as um } from "../../domain/mail/messages-mail";
import { apiQuery, call, errorMessage, operationUrl, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { usePageParam } from "../lib/use-list-url";
import { Button, buttonClass } from "../ui/button";
import { MoneyNotes } from "../ui/money-notes";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";

/**
 * Reportes › Cobranza (docs/decisions/0126): customers with a balance on a sale older
 * than the store's term, and a WhatsApp reminder for each, noted on the server.
 */
export function CollectionsReport() {
  const [page, setPage] = usePageParam();
  const list = useQuery({
    ...apiQuery("getCollections", { query: { page } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="grid gap-4" data-testid="collections-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{m.title}</h2>
          {list.data ? <p className="text-sm text-muted">{m.termNote(list.data.overdueDays)}</p> : null}
        </div>
        <a
          className={buttonClass("secondary")}
          href={operationUrl("exportCollections")}
          download
          data-testid="collections-csv"
        >
          {m.exportCsv}
        </a>
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{errorMessage(list.error)}</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : list.data.rowCount === 0 ? (
        <p
          className="rounded-xl border border-border bg-surface p-6 text-center text-muted"
          data-testid="collections-empty"
        >
          {m.empty}
        </p>
      ) : (
        <>
          <p className="text-sm" data-testid="collections-totals">
            {m.totals(list.data.totals.customers)} · {m.overdueBalance}:{" "}
            <strong>{formatMoney(list.data.totals.overdueBalance)}</strong> · {m.balance}:{" "}
            <strong>{formatMoney(list.data.totals.balance)}</strong>
          </p>
          <ul className="grid gap-3 lg:hidden">
            {list.data.customers.map((c) => (
              <li key={c.customerKey} className="grid gap-2 rounded-xl border border-border bg-surface p-4">
                <CustomerCard customer={c} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface lg:block">
            <table className="w-full text-sm" data-testid="collections-table">
              <thead>
                <tr className="text-left text-muted">
                  <th className="px-3 py-2 font-medium">{m.customer}</th>
                  <th className="px-3 py-2 text-right font-medium">{m.overdueBalance}</th>
                  <th className="px-3 py-2 text-right font-medium">{m.balance}</th>
                  <th className="px-3 py-2 font-medium">{m.oldestSale}</th>
                  <th className="px-3 py-2 text-right font-medium">{m.daysOverdue}</th>
                  <th className="px-3 py-2 font-medium">{m.lastPayment}</th>
                  <th className="px-3 py-2 font-medium">{m.lastReminded}</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">{m.remind}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.customers.map((c) => (
                  <tr key={c.customerKey} className="border-t border-border align-top">
                    <td className="px-3 py-2">
                      <div className="font-medium">{c.customerName}</div>
                      <div className="text-muted">{c.customerPhone ?? m.noPhone}</div>
                      <EmailLine customer={c} />
                    </td>
                    <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                      {formatMoney(c.overdueBalance)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(c.balance)}
                      <MoneyNotes credit={c.credit} keptOnCancel={0} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatShopDate(c.oldestSaleAt)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.daysOverdue}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {c.lastPaymentAt ? formatShopDate(c.lastPaymentAt) : m.never}
                    </td>
                    <td className="px-3 py-2" data-testid="last-reminded">
                      <Reminded customer={c} />
                    </td>
                    <td className="px-3 py-2 text-right">
                      <RemindButton customer={c} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            total={list.data.rowCount}
            pageSize={list.data.pageSize}
            onPage={setPage}
            showCount
          />
        </>
      )}
    </div>
  );
}

function CustomerCard({ customer: c }: { customer: CollectionsCustomer }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div>
          <div className="font-medium">{c.customerName}</div>
          <div className="text-sm text-muted">{c.customerPhone ?? m.noPhone}</div>
          <EmailLine customer={c} />
        </div>
        <div className="text-right">
          <div className="font-semibold tabular-nums">{formatMoney(c.overdueBalance)}</div>
          <div className="text-xs text-muted">{m.overdueBalance}</div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{m.balance}</dt>
        <dd className="text-right tabular-nums">
          {formatMoney(c.balance)}
          <MoneyNotes credit={c.credit} keptOnCancel={0} />
        </dd>
        <dt className="text-muted">{m.oldestSale}</dt>
        <dd className="text-right">{formatShopDate(c.oldestSaleAt)}</dd>
        <dt className="text-muted">{m.daysOverdue}</dt>
        <dd className="text-right tabular-nums">{c.daysOverdue}</dd>
        <dt className="text-muted">{m.lastPayment}</dt>
        <dd className="text-right">{c.lastPaymentAt ? formatShopDate(c.lastPaymentAt) : m.never}</dd>
        <dt className="text-muted">{m.lastReminded}</dt>
        <dd className="text-right">
          <Reminded customer={c} />
        </dd>
      </dl>
      <RemindButton customer={c} />
    </>
  );
}

function Reminded({ customer }: { customer: CollectionsCustomer }) {
  const r = customer.lastReminder;
  return <span>{r ? m.remindedBy(formatShopDateTime(r.at), r.byName) : m.never}</span>;
}

/**
 * Asks the server for the reminder (which notes it) and opens WhatsApp with it. The tab is opened
 * during the click, before the answer, so the browser does not take it for an unwanted pop-up.
 */
function RemindButton({ customer }: { customer: CollectionsCustomer }) {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState<string | null>(null);
  const remind = useMutation({
    mutationFn: () => call("sendCollectionReminder", { body: { customerKey: customer.customerKey } }),
  });
  const onClick = () => {
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    remind.mutate(undefined, {
      onSuccess: (result) => {
        if (tab) tab.location.href = result.whatsappUrl;
        else setReady(result.whatsappUrl);
        void queryClient.invalidateQueries({ queryKey: topicKey("sales") });
      },
      onError: (error) => {
        tab?.close();
        toast.error(errorMessage(error));
      },
    });
  };
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button
        variant="secondary"
        onClick={onClick}
        disabled={remind.isPending || !customer.customerPhone}
        title={customer.customerPhone ? undefined : m.noPhone}
      >
        {remind.isPending ? m.reminding : m.remind}
      </Button>
      <EmailRemindButton customer={customer} />
      {ready ? (
        <a className="underline" href={ready} target="_blank" rel="noopener noreferrer">
          {m.openWhatsapp}
        </a>
      ) : null}
    </div>
  );
}

/** The address a reminder by email goes to, and whether the customer asked for no more. */
function EmailLine({ customer }: { customer: CollectionsCustomer }) {
  if (!customer.customerEmail) return null;
  return (
    <div className="text-sm text-muted break-all">
      {customer.customerEmail}
      {customer.remindersUnsubscribed ? (
        <div
          className="text-xs font-medium text-amber-700 dark:text-amber-300"
          data-testid="reminders-unsubscribed"
        >
          {um.unsubscribed}
        </div>
      ) : null}
    </div>
  );
}

/** The same reminder by email: the server queues it (with its unsubscribe link) and notes it. */
function EmailRemindButton({ customer }: { customer: CollectionsCustomer }) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => call("emailCollectionReminder", { body: { customerKey: customer.customerKey } }),
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: topicKey("sales") });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const blocked = !customer.customerEmail || customer.remindersUnsubscribed;
  return (
    <Button
      variant="secondary"
      onClick={() => send.mutate()}
      disabled={send.isPending || blocked}
      title={
        !customer.customerEmail ? um.noEmail : customer.remindersUnsubscribed ? um.unsubscribed : undefined
      }
    >
      {send.isPending ? um.sending : um.sendByEmail}
    </Button>
  );
}
