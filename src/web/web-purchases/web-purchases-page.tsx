import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { NavLink, useNavigate, useParams } from "react-router";
import type { WebPurchase } from "../../contracts/web-purchases/web-purchases";
import { bankStatementMsg } from "../../domain/bank-statements/messages-bank-statements";
import { addressLine } from "../../domain/checkout/address";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { salePriceStory } from "../../domain/sales/price-story";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { BankReconciliationTab, useWebOrderBankStates } from "../bank-statements";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { toast } from "../lib/toast";
import { DeclaredTransferPanel } from "../sales";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { SelectField } from "../ui/field";
import { Panel } from "../ui/panel";
import { StoryLine } from "../ui/price-story";
import { SaleTotalsLines } from "../ui/sale-totals-lines";
import { PageSpinner } from "../ui/spinner";

const KEY = topicKey("unregistered_purchases");

type Verification = "all" | "undeclared" | "verifying" | "verified" | "unbacked";
type BankStates = Record<string, "verified" | "verifying" | "unbacked">;
/** Compras Web by what the buyer has said of their transfer and what the bank statement says of it. */
const VERIFICATION_FILTER: Record<Verification, (p: WebPurchase, states: BankStates) => boolean> = {
  all: () => true,
  undeclared: (p) => p.transfer === null,
  verifying: (p, s) => p.transfer !== null && (s[p.id] ?? "verifying") === "verifying",
  verified: (p, s) => p.transfer !== null && s[p.id] === "verified",
  unbacked: (p, s) => p.transfer !== null && s[p.id] === "unbacked",
};
const STATE_TEXT = {
  verified: bankStatementMsg.stateVerified,
  verifying: bankStatementMsg.stateVerifying,
  unbacked: bankStatementMsg.stateUnbacked,
} as const;

const TABS = [
  { to: "/admin/unregistered", label: bankStatementMsg.tabPurchases, tab: "" },
  { to: "/admin/unregistered/bank", label: bankStatementMsg.tabReconciliation, tab: "bank" },
] as const;

/** Compras Web: its purchases, and the bank reconciliation of the transfers they declare. */
export function WebPurchasesPage() {
  const tab = (useParams()["*"] ?? "").split("/")[0] === "bank" ? "bank" : "";
  return (
    <div className="grid min-w-0 gap-4 [&>*]:min-w-0">
      <nav className="flex gap-1 overflow-x-auto border-b border-border" aria-label={msg.boUnregistered}>
        {TABS.map((t) => (
          <NavLink
            key={t.to}
            end
            to={t.to}
            className={cn(
              "shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap",
              t.tab === tab ? "border-gold font-semibold" : "border-transparent text-muted hover:text-fg",
            )}
            aria-current={t.tab === tab ? "page" : undefined}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      {tab === "bank" ? <BankReconciliationTab /> : <WebPurchasesList />}
    </div>
  );
}

/** Compras Web: bank-transfer purchases awaiting confirmation. */
function WebPurchasesList() {
  const list = useQuery(apiQuery("listWebPurchases"));
  const [openId, setOpenId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (id: string) => call("markWebPurchaseRead", { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const open = (p: WebPurchase) => {
    setOpenId(p.id);
    if (!p.isRead) markRead.mutate(p.id);
  };
  const current = list.data?.items.find((p) => p.id === openId) ?? null;
  const [shown, setShown] = useState<Verification>("all");
  const states = useWebOrderBankStates();
  const items = (list.data?.items ?? []).filter((p) => VERIFICATION_FILTER[shown](p, states));

  if (list.isPending) return <PageSpinner />;
  return (
    <section className="grid gap-3">
      <div className="max-w-72">
        <SelectField
          label={transferMsg.filterLabel}
          value={shown}
          onChange={(e) => setShown(e.target.value as Verification)}
        >
          <option value="all">{transferMsg.filterAll}</option>
          <option value="verifying">{bankStatementMsg.stateVerifying}</option>
          <option value="verified">{bankStatementMsg.stateVerified}</option>
          <option value="unbacked">{bankStatementMsg.stateUnbacked}</option>
          <option value="undeclared">{transferMsg.filterUndeclared}</option>
        </SelectField>
      </div>
      {items.length ? (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="web-purchases"
        >
          {items.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => open(p)}
                className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-left hover:bg-surface-2"
                data-testid="web-purchase-row"
              >
                {p.isRead ? null : (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {msg.webPurchaseUnread}
                  </span>
                )}
                <span className="font-mono font-semibold text-gold">#{p.orderNumber}</span>
                <span className="font-medium">{p.customerName}</span>
                <span className="text-sm text-muted">{dateTimeText(p.createdAt)}</span>
                <span className="text-sm">{p.status}</span>
                {p.transfer ? (
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      states[p.id] === "unbacked"
                        ? "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100"
                        : states[p.id] === "verified"
                          ? "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100"
                          : "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
                    )}
                    data-testid="bank-state"
                  >
                    {STATE_TEXT[states[p.id] ?? "verifying"]}
                  </span>
                ) : null}
                <span className="ml-auto font-semibold tabular-nums">{formatMoney(p.total)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-border bg-surface p-6 text-muted">{msg.noWebPurchases}</p>
      )}
      <Dialog
        variant="sheet"
        open={Boolean(current)}
        onOpenChange={(o) => !o && setOpenId(null)}
        title={current ? msg.orderTitle(current.orderNumber) : ""}
      >
        {current ? <WebPurchaseDetail purchase={current} onDone={() => setOpenId(null)} /> : null}
      </Dialog>
    </section>
  );
}

function WebPurchaseDetail({ purchase, onDone }: { purchase: WebPurchase; onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const story = salePriceStory(purchase);
  const status = useMutation({
    mutationFn: (s: string) =>
      call("setWebPurchaseStatus", { params: { id: purchase.id }, body: { status: s } }),
    onSettled: refresh,
    onError: (e) => toast.error(errorMessage(e)),
  });
  const remove = useMutation({
    mutationFn: () => call("deleteWebPurchase", { params: { id: purchase.id } }),
    onSuccess: (r) => {
      toast.success(r.message);
      onDone();
    },
    onSettled: refresh,
    onError: (e) => toast.error(errorMessage(e)),
  });
  const convert = useMutation({
    mutationFn: () => call("convertWebPurchase", { params: { id: purchase.id } }),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
      navigate(`/admin/orders?order=${r.saleId}`);
    },
    onSettled: refresh,
    onError: (e) => toast.error(errorMessage(e)),
  });
  const statuses = msg.webPurchaseStatuses.includes(purchase.status)
    ? msg.webPurchaseStatuses
    : [purchase.status, ...msg.webPurchaseStatuses];
  return (
    <div className="grid gap-4" data-testid="web-purchase-detail">
      <div className="text-sm">
        <p className="text-base font-semibold">{purchase.customerName}</p>
        <p className="text-muted">
          {[purchase.customerPhone, purchase.customerEmail].filter(Boolean).join(" · ")}
        </p>
        <p className="text-muted">{addressLine(purchase.shippingInfo)}</p>
        {purchase.paymentMethod ? <p className="text-muted">{purchase.paymentMethod}</p> : null}
      </div>
      <DeclaredTransferPanel transfer={purchase.transfer} />
      <Panel title={msg.itemsSection}>
        <ul className="divide-y divide-border">
          {story.lines.map((line) => (
            <StoryLine
              key={`${line.item.productId}-${line.item.price}`}
              name={line.item.productName}
              story={line}
            />
          ))}
        </ul>
        <SaleTotalsLines
          className="mt-2 border-t border-border pt-3"
          amounts={{
            subtotal: story.subtotal,
            promoItemsDiscount: story.promoItemsDiscount,
            appliedDiscount: purchase.appliedDiscount,
            shippingCost: purchase.shippingCost,
            extraCostsTotal: 0,
            extraDiscount: 0,
            amountPaid: 0,
          }}
        />
      </Panel>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60">
          <SelectField
            label={msg.statusLabel}
            value={purchase.status}
            onChange={(e) => status.mutate(e.target.value)}
          >
            {statuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </SelectField>
        </div>
        <Button onClick={() => convert.mutate()} disabled={convert.isPending}>
          {msg.convertToSale}
        </Button>
        <Button
          variant="danger"
          onClick={() => window.confirm(msg.deleteWebPurchaseConfirm) && remove.mutate()}
          disabled={remove.isPending}
        >
          {msg.delete}
        </Button>
      </div>
    </div>
  );
}
