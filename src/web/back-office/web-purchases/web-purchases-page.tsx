import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { WebPurchase } from "../../../contracts/web-purchases";
import { msg } from "../../../domain/messages";
import { formatMoney } from "../../../domain/money";
import { apiQuery, call, errorMessage, topicKey } from "../../lib/api";
import { dateTimeText } from "../../lib/format";
import { toast } from "../../lib/toast";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { SelectField } from "../../ui/field";
import { Panel } from "../../ui/panel";
import { SaleTotalsLines } from "../../ui/sale-totals-lines";
import { PageSpinner } from "../../ui/spinner";

const KEY = topicKey("unregistered_purchases");

/** Compras Web: bank-transfer purchases awaiting confirmation. */
export function WebPurchasesPage() {
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

  if (list.isPending) return <PageSpinner />;
  return (
    <section className="grid gap-3">
      {list.data?.items.length ? (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="web-purchases"
        >
          {list.data.items.map((p) => (
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
        <p className="text-muted">
          {[purchase.shippingInfo.address, purchase.shippingInfo.city, purchase.shippingInfo.department]
            .filter(Boolean)
            .join(", ")}
        </p>
        {purchase.paymentMethod ? <p className="text-muted">{purchase.paymentMethod}</p> : null}
      </div>
      <Panel title={msg.itemsSection}>
        <ul className="divide-y divide-border text-sm">
          {purchase.items.map((i) => (
            <li key={i.productId} className="flex justify-between py-2">
              <span>
                {i.productName} × {i.quantity}
              </span>
              <span className="tabular-nums">{formatMoney(i.price * i.quantity)}</span>
            </li>
          ))}
        </ul>
        <SaleTotalsLines
          className="mt-2 border-t border-border pt-3"
          amounts={{
            subtotal: purchase.subtotal,
            promoItemsDiscount: purchase.promoItemsDiscount,
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
