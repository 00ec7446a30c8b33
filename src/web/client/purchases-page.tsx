import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, FileDown, LifeBuoy, PackageCheck, Truck } from "lucide-react";
import { Link, useParams } from "react-router";
import type { SaleDocument } from "../../contracts/sales/sales";
import { addressLine } from "../../domain/checkout/address";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { salePriceStory } from "../../domain/sales/price-story";
import type { SaleStatus } from "../../domain/sales/sale";
import { hasPendingBalance } from "../../domain/sales/totals";
import { serviceMessages } from "../../domain/service-orders/messages-service-orders";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { BankAccounts } from "../checkout";
import { apiQuery, operationUrl } from "../lib/api";
import { dateText } from "../lib/format";
import { PayBalanceButton } from "../payment-links";
import { LayawayLabel, StatusBadge, useSale } from "../sales";
import { MyServiceOrders } from "../service-orders";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { MoneyNotes } from "../ui/money-notes";
import { PaymentsList } from "../ui/payments-list";
import { StoryLine } from "../ui/price-story";
import { saleAmounts } from "../ui/sale-amounts";
import { SaleTotalsLines } from "../ui/sale-totals-lines";
import { PageSpinner, Spinner } from "../ui/spinner";
import { PurchaseWatches } from "./purchase-watches";

/** Mis Compras (docs/product/screens.md, constants.md): the client's own orders; the server never answers anyone else's. */
export function PurchasesPage() {
  const { orderId } = useParams();
  return orderId ? <PurchaseDetail id={orderId} /> : <PurchaseList />;
}

function PurchaseList() {
  const list = useQuery(apiQuery("listMyPurchases"));
  return (
    <section className="grid gap-4">
      <h1 className="font-display text-3xl font-semibold">{msg.myPurchases}</h1>
      {/* Mis relojes en servicio: only while the client has a watch at the service desk. */}
      <MyServiceOrders />
      {list.isPending ? (
        <PageSpinner />
      ) : list.data?.length ? (
        <ul className="grid gap-3" data-testid="purchases">
          {list.data.map((p) =>
            p.kind === "web-purchase" ? (
              // A bank transfer staff have not confirmed yet: same number it will keep as a sale.
              <li key={p.id}>
                <div
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-dashed border-border bg-surface px-4 py-3"
                  data-testid="pending-web-purchase"
                >
                  <span className="font-mono font-semibold text-gold">#{p.orderNumber}</span>
                  <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800">
                    {p.status}
                  </span>
                  <span className="text-sm text-muted">
                    {msg.webPurchasePendingLabel} · {dateText(p.saleDate)}
                  </span>
                  <span className="ml-auto text-right text-sm font-semibold tabular-nums">
                    {formatMoney(p.total)}
                  </span>
                  {/* The buyer states (or corrects) their transfer on the order's result page. */}
                  <Link
                    to={`/payment/success?orderId=${p.id}`}
                    className="w-full text-sm font-medium text-gold underline-offset-2 hover:underline"
                  >
                    {p.status === transferMsg.verifying
                      ? transferMsg.declaredTitle
                      : transferMsg.declareTitle}
                  </Link>
                </div>
              </li>
            ) : (
              <li key={p.id}>
                <Link
                  to={`/client/purchases/${p.id}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-border bg-surface px-4 py-3 hover:border-gold"
                >
                  <span className="font-mono font-semibold text-gold">#{p.orderNumber}</span>
                  <StatusBadge status={p.status as SaleStatus} />
                  <span className="text-sm text-muted">
                    {dateText(p.saleDate)}
                    {/* A repair's sale: its watch is followed in Mis relojes en servicio above. */}
                    {p.serviceOrder ? ` · ${serviceMessages.serviceOrderRowLabel(p.serviceOrder)}` : ""}
                  </span>
                  <LayawayLabel until={p.layawayUntil} />
                  <span className="ml-auto text-right text-sm">
                    <span className="block font-semibold tabular-nums">{formatMoney(p.total)}</span>
                    {hasPendingBalance({ status: p.status as SaleStatus, balance: p.balance }) ? (
                      <span className="text-amber-700 dark:text-amber-300">
                        {msg.balanceLabel}: {formatMoney(p.balance)}
                      </span>
                    ) : null}
                    <MoneyNotes credit={p.credit} keptOnCancel={p.keptOnCancel} />
                  </span>
                </Link>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="rounded-xl border border-border bg-surface p-6 text-muted">{msg.noPurchases}</p>
      )}
    </section>
  );
}

function PurchaseDetail({ id }: { id: string }) {
  const { data: sale, isPending, isError } = useSale(id);
  return (
    <section className="grid gap-4">
      <Link
        to="/client/purchases"
        className="inline-flex items-center gap-1 text-sm text-gold hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {msg.backToPurchases}
      </Link>
      {isPending ? (
        <PageSpinner />
      ) : isError || !sale ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {msg.orderNotFound}
        </p>
      ) : (
        <PurchaseDetailView sale={sale} />
      )}
    </section>
  );
}

const card = "grid content-start gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6";
const cardTitle = "font-display text-lg font-semibold";

/**
 * One purchase: items and the balance lines, payment history, what is still
 * owed and where to pay it, shipping and tracking, the delivery, the receipt and a ticket about it.
 * Live: a 'sales' event for this order (a payment, a status) refetches it.
 */
function PurchaseDetailView({ sale }: { sale: SaleDocument }) {
  const cancelled = sale.status === "Cancelado";
  return (
    <div className="grid gap-4" data-testid="purchase-detail">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-semibold">{msg.orderTitle(sale.orderNumber)}</h1>
        <StatusBadge status={sale.status} />
        {sale.isDelivered ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
            data-testid="delivered-badge"
          >
            <PackageCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {mm.deliveredState}
          </span>
        ) : null}
        <span className="text-sm text-muted">{dateText(sale.saleDate)}</span>
        <a
          className={buttonClass("secondary", "sm", "ml-auto")}
          href={operationUrl("getSaleReceipt", { params: { id: sale.id } })}
          download
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {msg.downloadReceipt}
        </a>
      </header>
      {cancelled ? (
        <p className="rounded-lg border border-border bg-surface-2 p-3 text-sm">
          {mm.cancelledOrder(sale.cancellationReason ?? "")}
        </p>
      ) : null}
      {sale.layawayUntil && (sale.status === "Pendiente" || sale.status === "Abonado") ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950">
          <LayawayLabel until={sale.layawayUntil} /> {layawayMsg.layawayLeft(formatMoney(sale.balance))} ·{" "}
          {layawayMsg.layawayDeadline(formatShopDate(sale.layawayUntil))}
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <section className={card} aria-labelledby="purchase-items">
          <h2 id="purchase-items" className={cardTitle}>
            {mm.purchaseItems}
          </h2>
          <ul className="divide-y divide-border">
            {salePriceStory(sale).lines.map((line) => (
              <StoryLine
                key={`${line.item.productId}-${line.item.price}`}
                name={line.item.productName}
                story={line}
              />
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="purchase-summary">
          <h2 id="purchase-summary" className={cardTitle}>
            {mm.purchaseSummary}
          </h2>
          <SaleTotalsLines amounts={saleAmounts(sale)} />
        </section>
      </div>

      <PurchaseWatches sale={sale} className={card} />
      <PaymentsCard sale={sale} />
      {!cancelled ? <WhatIsOwed sale={sale} /> : null}
      <ShippingCard sale={sale} />

      <section className={cn(card, "sm:flex sm:items-center sm:justify-between")}>
        <p className="text-sm text-muted">{mm.helpWithOrder}</p>
        <Link
          to={`/client/support?purchaseId=${encodeURIComponent(sale.id)}`}
          className={buttonClass("secondary", "sm")}
          data-testid="ticket-about-order"
        >
          <LifeBuoy className="h-4 w-4" aria-hidden="true" />
          {mm.openTicketAboutOrder}
        </Link>
      </section>
    </div>
  );
}

function PaymentsCard({ sale }: { sale: SaleDocument }) {
  return (
    <section className={card} aria-labelledby="purchase-payments">
      <h2 id="purchase-payments" className={cardTitle}>
        {mm.paymentHistory}
      </h2>
      <PaymentsList payments={sale.payments} />
    </section>
  );
}

function WhatIsOwed({ sale }: { sale: SaleDocument }) {
  const owes = hasPendingBalance(sale);
  const store = useQuery({ ...apiQuery("getStoreInfo"), enabled: owes });
  if (!owes) {
    return (
      <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
        {mm.paidInFull}
      </p>
    );
  }
  return (
    <section className={card} aria-labelledby="purchase-owed" data-testid="still-owed">
      <h2 id="purchase-owed" className={cardTitle}>
        {mm.stillOwed(formatMoney(sale.balance))}
      </h2>
      <PayBalanceButton saleId={sale.id} />
      <p className="text-sm text-muted">{mm.payToAccounts}</p>
      {store.isPending ? (
        <Spinner />
      ) : store.data?.bankAccounts.length ? (
        <BankAccounts accounts={store.data.bankAccounts} />
      ) : null}
      {/* Paid by transfer: the buyer says so on the order's page, and the bank statement confirms it. */}
      <Link
        to={`/payment/success?orderId=${sale.id}`}
        className="text-sm font-medium text-gold underline-offset-2 hover:underline"
        data-testid="declare-balance-transfer"
      >
        {transferMsg.declareTitle}
      </Link>
    </section>
  );
}

function ShippingCard({ sale }: { sale: SaleDocument }) {
  const s = sale.shippingInfo;
  const address = addressLine(s);
  return (
    <section className={card} aria-labelledby="purchase-shipping" data-testid="purchase-shipping">
      <h2 id="purchase-shipping" className={cardTitle}>
        {mm.shippingSection}
      </h2>
      {address ? (
        <p className="text-sm">
          <span className="text-muted">{mm.shippingAddress}: </span>
          {address}
        </p>
      ) : null}
      {s.trackingNumber || sale.shippedAt ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {sale.shippedAt ? <span>{mm.shippedOn(dateText(sale.shippedAt))}</span> : null}
          {s.carrier ? (
            <span>
              {msg.carrierLabel}: {s.carrier}
            </span>
          ) : null}
          {s.trackingNumber ? (
            <span>
              {msg.trackingNumberLabel}: <span className="font-mono">{s.trackingNumber}</span>
            </span>
          ) : null}
          {s.trackingUrl ? (
            <a
              className={buttonClass("secondary", "sm")}
              href={s.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="tracking-link"
            >
              <Truck className="h-4 w-4" aria-hidden="true" />
              {mm.trackShipment}
            </a>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted">{mm.notShippedYet}</p>
      )}
      {sale.isDelivered ? (
        <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
          {sale.deliveredAt ? mm.deliveredOn(dateText(sale.deliveredAt)) : mm.deliveredState}
        </p>
      ) : null}
    </section>
  );
}
