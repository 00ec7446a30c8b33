import { useMutation, useQuery } from "@tanstack/react-query";
import { Download, Link2, Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import type {
  CustomerStatement,
  StatementLineView,
  StatementShare,
} from "../../contracts/statements/statements";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate, formatShopDateTime, shopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import { linkEmailMsg } from "../../domain/mail/messages-mail";
import { addShopDays } from "../../domain/reports/reports";
import { creditMsg } from "../../domain/sales/messages-credit";
import { showsCredit } from "../../domain/sales/sale-ledger";
import { statementMsg as m } from "../../domain/statements/messages-statements";
import { apiQuery, call, errorMessage, operationUrl } from "../lib/api";
import { toast } from "../lib/toast";
import { Button, buttonClass } from "../ui/button";
import { PageSpinner } from "../ui/spinner";
import { WideTable } from "../ui/wide-table";
import { EmptyState } from "./list-parts";

/**
 * Estado de cuenta on the customer's page (docs/decisions/0093): a range of shop days, the opening
 * balance, each movement with the balance after it, the closing balance; the PDF; and a signed
 * link to it shared by WhatsApp (docs/decisions/0242). The server decides what a seller sees.
 */

/** By default the previous month and this one up to today. */
function defaultRange(now = new Date()): { from: string; to: string } {
  const today = shopDay(now);
  const previousMonthDay = addShopDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${previousMonthDay.slice(0, 7)}-01`, to: today };
}

const dayText = (day: string) => formatShopDate(shopDayStart(day));

export function CustomerStatementSection({ customerId }: { customerId: string }) {
  const [range, setRange] = useState(defaultRange);
  const badRange = range.from > range.to;
  const statement = useQuery({
    ...apiQuery("getCustomerStatement", { params: { id: customerId }, query: range }),
    enabled: !badRange,
  });
  return (
    <section className="grid gap-3" data-testid="customer-statement" aria-labelledby="statement-title">
      <h3 id="statement-title" className="font-display text-xl font-semibold">
        {m.title}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <DayInput
          label={m.fromLabel}
          name="from"
          value={range.from}
          onChange={(from) => setRange({ ...range, from })}
        />
        <DayInput
          label={m.toLabel}
          name="to"
          value={range.to}
          onChange={(to) => setRange({ ...range, to })}
        />
        {!badRange ? (
          <StatementActions
            customerId={customerId}
            range={range}
            email={statement.data ? statement.data.customer.email : undefined}
          />
        ) : null}
      </div>
      {badRange ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {m.rangeInvalid}
        </p>
      ) : statement.isPending ? (
        <PageSpinner />
      ) : statement.data ? (
        <StatementView data={statement.data} />
      ) : (
        <EmptyState>{errorMessage(statement.error)}</EmptyState>
      )}
    </section>
  );
}

function DayInput(props: { label: string; name: string; value: string; onChange: (day: string) => void }) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="text-muted">{props.label}</span>
      <input
        type="date"
        name={props.name}
        className="h-10 rounded-lg border border-border bg-surface px-2 text-fg"
        value={props.value}
        onChange={(e) => e.target.value && props.onChange(e.target.value)}
      />
    </label>
  );
}

function StatementActions({
  customerId,
  range,
  email,
}: {
  customerId: string;
  range: { from: string; to: string };
  /** The customer's address once the statement loaded: null when none is recorded. */
  email: string | null | undefined;
}) {
  const emailLink = useMutation({
    mutationFn: () => call("emailCustomerStatement", { params: { id: customerId }, body: range }),
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const [shared, setShared] = useState<StatementShare | null>(null);
  const share = useMutation({
    mutationFn: () => call("shareCustomerStatement", { params: { id: customerId }, body: range }),
  });
  // The tab opens during the click, before the answer, so the browser does not block it as a pop-up.
  const onShare = () => {
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    share.mutate(undefined, {
      onSuccess: (result) => {
        setShared(result);
        if (tab && result.whatsappUrl) tab.location.href = result.whatsappUrl;
        else tab?.close();
        if (!result.whatsappUrl) toast.error(m.noPhone);
      },
      onError: (error) => {
        tab?.close();
        toast.error(errorMessage(error));
      },
    });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.linkCopied);
    } catch {
      window.prompt(m.copyLink, url);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        className={buttonClass("secondary", "sm")}
        href={operationUrl("getCustomerStatementPdf", { params: { id: customerId }, query: range })}
        download
        data-testid="statement-pdf"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {m.downloadPdf}
      </a>
      <Button
        variant="secondary"
        size="sm"
        onClick={onShare}
        disabled={share.isPending}
        data-testid="statement-share"
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {share.isPending ? m.sharing : m.shareWhatsapp}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => emailLink.mutate()}
        disabled={emailLink.isPending || !email}
        title={email === null ? linkEmailMsg.noEmail : (email ?? undefined)}
        data-testid="statement-email"
      >
        <Mail className="h-4 w-4" aria-hidden="true" />
        {emailLink.isPending ? linkEmailMsg.sending : linkEmailMsg.sendByEmail}
      </Button>
      {shared ? (
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted" data-testid="statement-link">
          <Button variant="ghost" size="sm" onClick={() => void copy(shared.url)}>
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {m.copyLink}
          </Button>
          {m.linkExpires(formatShopDateTime(shared.expiresAt))}
        </span>
      ) : null}
    </div>
  );
}

function StatementView({ data }: { data: CustomerStatement }) {
  const tiles: Array<[string, number, string]> = [
    [`${m.opening} (${dayText(data.from)})`, data.opening, "statement-opening"],
    [m.charges, data.charges, "statement-charges"],
    [m.credits, data.credits, "statement-credits"],
    [`${m.closing} (${dayText(data.to)})`, data.closing, "statement-closing"],
  ];
  // Saldo a favor has tiles of its own (when above 0.01): it is never netted into the balance.
  if (showsCredit(data.openingCredit))
    tiles.splice(1, 0, [
      m.creditOn(dayText(addShopDays(data.from, -1))),
      data.openingCredit,
      "statement-opening-credit",
    ]);
  if (showsCredit(data.closingCredit))
    tiles.push([m.creditOn(dayText(data.to)), data.closingCredit, "statement-closing-credit"]);
  return (
    <div className="grid gap-3">
      {data.ownSalesOnly ? <p className="text-sm text-muted">{m.ownSalesOnly}</p> : null}
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {tiles.map(([label, value, testId]) => (
          <div key={testId} className="rounded-xl border border-border bg-surface px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums whitespace-nowrap" data-testid={testId}>
              {formatMoney(value)}
            </dd>
          </div>
        ))}
      </dl>
      {data.lines.length === 0 ? <EmptyState>{m.noMovements}</EmptyState> : <Lines lines={data.lines} />}
    </div>
  );
}

const amount = (value: number) => (value ? formatMoney(value) : "");

/** Under a line's balance: the customer's Saldo a favor after it, when above 0.01. */
function LineCredit({ credit }: { credit: number }) {
  if (!showsCredit(credit)) return null;
  return (
    <span
      className="block text-xs font-normal text-emerald-700 dark:text-emerald-300"
      data-testid="line-credit"
    >
      {creditMsg.creditLine(formatMoney(credit))}
    </span>
  );
}

/** A stable key per line: two lines of one sale at one instant and of one kind are numbered. */
function keyed(lines: StatementLineView[]): Array<StatementLineView & { key: string }> {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = `${l.saleId}|${l.at}|${l.kind}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { ...l, key: `${base}|${n}` };
  });
}

function Lines(props: { lines: StatementLineView[] }) {
  const lines = keyed(props.lines);
  return (
    <>
      <ul className="grid gap-2 md:hidden" data-testid="statement-cards">
        {lines.map((l) => (
          <li key={l.key} className="grid gap-1 rounded-xl border border-border bg-surface p-3">
            <span className="flex justify-between gap-2 text-sm text-muted">
              <span className="whitespace-nowrap">{formatShopDate(l.at)}</span>
              <span className="whitespace-nowrap tabular-nums">
                {l.charge ? `+${formatMoney(l.charge)}` : l.credit ? `−${formatMoney(l.credit)}` : ""}
              </span>
            </span>
            <span className="text-sm">{l.text}</span>
            <span className="text-right text-sm">
              {m.balance}:{" "}
              <span className="font-semibold tabular-nums whitespace-nowrap">{formatMoney(l.balance)}</span>
              <LineCredit credit={l.creditBalance} />
            </span>
          </li>
        ))}
      </ul>
      <WideTable
        testId="statement-lines"
        minWidth="min-w-[44rem]"
        columns={[
          { title: m.date },
          { title: m.concept },
          { title: m.charges, numeric: true },
          { title: m.credits, numeric: true },
          { title: m.balance, numeric: true },
        ]}
      >
        {lines.map((l) => (
          <tr key={l.key} data-testid="statement-line">
            <td className="px-3 py-2 whitespace-nowrap">{formatShopDate(l.at)}</td>
            <td className="px-3 py-2">{l.text}</td>
            <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{amount(l.charge)}</td>
            <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{amount(l.credit)}</td>
            <td className="px-3 py-2 text-right font-semibold tabular-nums whitespace-nowrap">
              {formatMoney(l.balance)}
              <LineCredit credit={l.creditBalance} />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
