import { Search, Watch } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { type SerialLookup, serialParam } from "../../contracts/inventory/units";
import { normaliseSerial } from "../../domain/inventory/serial";
import { warrantyDaysLeft, warrantyLabel } from "../../domain/inventory/warranty";
import { msg } from "../../domain/kernel/messages";
import { formatShopDate, formatShopDateTime, shopDay } from "../../domain/kernel/shop-calendar";
import { ApiError, errorMessage } from "../lib/api";
import { useBarcodeScanner } from "../lib/use-barcode-scanner";
import { useContractForm } from "../lib/use-contract-form";
import { useNow } from "../lib/use-now";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Spinner } from "../ui/spinner";
import { UnitStatusBadge } from "./unit-status";
import { useSerialLookup } from "./use-units";

/**
 * Inventario › Buscar por serie: one field for a watch's serial (a scan anywhere on the page looks
 * it up; typed by hand, Enter does), then the watch, where it is, its sale, its warranty by the
 * shop's calendar and its history. The serial is kept in the address (?serie=), so a link or a
 * reload shows the same watch.
 */
export function SerialLookupPage() {
  const [params, setParams] = useSearchParams();
  const serial = normaliseSerial(params.get("serie") ?? "");
  const form = useContractForm(serialParam, { serial });
  const field = useRef<HTMLInputElement | null>(null);
  const lookup = useSerialLookup(serial);

  const show = (raw: string) => {
    const next = normaliseSerial(raw);
    if (!next) return;
    form.setValue("serial", next);
    setParams({ serie: next }, { replace: next === serial });
    // The next scan or typed serial replaces this one.
    requestAnimationFrame(() => field.current?.select());
  };
  const submit = form.handleSubmit((values) => show(values.serial));
  useBarcodeScanner(show);

  // Back and Forward move between looked-up serials: the field follows the address.
  useEffect(() => {
    if (normaliseSerial(form.getValues("serial")) !== serial) form.setValue("serial", serial);
  }, [serial, form]);

  const { ref, ...register } = form.register("serial");
  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        noValidate
        aria-label={msg.inventoryTabSerials}
        className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 sm:p-4"
      >
        <label htmlFor="serial-lookup" className="text-sm font-medium text-fg">
          {msg.serialLookupLabel}
        </label>
        <div className="flex max-w-2xl gap-2">
          <input
            id="serial-lookup"
            type="search"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            // biome-ignore lint/a11y/noAutofocus: the page is this one field, ready for the scanner.
            autoFocus
            placeholder={msg.serialInputPlaceholder}
            aria-invalid={form.formState.errors.serial ? true : undefined}
            aria-describedby={form.formState.errors.serial ? "serial-lookup-error" : undefined}
            className={cn(
              "h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 font-mono text-base text-fg",
              "placeholder:font-sans placeholder:text-muted focus:border-gold focus:outline-none focus:ring-2",
              "focus:ring-ring/30",
            )}
            ref={(el) => {
              ref(el);
              field.current = el;
            }}
            {...register}
          />
          <Button type="submit">
            <Search className="h-4 w-4" aria-hidden="true" />
            {msg.serialLookupButton}
          </Button>
        </div>
        {form.formState.errors.serial ? (
          <p id="serial-lookup-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
            {form.formState.errors.serial.type === "too_small"
              ? msg.unitSerialRequired
              : form.formState.errors.serial.message}
          </p>
        ) : null}
      </form>
      <LookupAnswer serial={serial} lookup={lookup} />
    </div>
  );
}

function LookupAnswer({ serial, lookup }: { serial: string; lookup: ReturnType<typeof useSerialLookup> }) {
  if (!serial) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-10 text-center text-muted">
        {msg.serialLookupIntro}
      </p>
    );
  }
  if (lookup.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={msg.serialLookupSearching(serial)} />
      </div>
    );
  }
  if (lookup.isError) {
    const missing = lookup.error instanceof ApiError && lookup.error.status === 404;
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface px-4 py-10 text-center"
        data-testid="serial-lookup-error"
      >
        <p className="text-fg">
          {missing ? errorMessage(lookup.error) : `${msg.serialLookupFailed} ${errorMessage(lookup.error)}`}
        </p>
        {missing ? null : (
          <Button variant="secondary" size="sm" onClick={() => void lookup.refetch()}>
            {msg.retry}
          </Button>
        )}
      </div>
    );
  }
  return <WatchCard watch={lookup.data} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      aria-label={title}
      data-testid={testId}
    >
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

function WatchCard({ watch }: { watch: SerialLookup }) {
  const { product, sale } = watch;
  return (
    <article className="flex flex-col gap-4" data-testid="serial-lookup-result">
      <header className="flex flex-wrap items-start gap-4 rounded-xl border border-border bg-surface p-4">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            className="h-24 w-24 rounded-lg object-cover"
            width={96}
            height={96}
          />
        ) : (
          <span className="flex h-24 w-24 items-center justify-center rounded-lg bg-surface-2 text-muted">
            <Watch className="h-10 w-10" aria-hidden="true" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-semibold break-all" data-testid="serial-lookup-serial">
              {watch.serial}
            </span>
            <UnitStatusBadge status={watch.status} />
          </p>
          <h2 className="font-display text-xl font-semibold">
            <Link to={`/admin/inventory/${product.id}`} className="hover:underline">
              {product.name}
            </Link>
          </h2>
          <p className="text-sm text-muted">{[product.brand, product.model].filter(Boolean).join(" · ")}</p>
          {product.reference ? (
            <p className="text-sm">
              <span className="text-muted">{msg.unitReference}:</span>{" "}
              <span className="font-mono">{product.reference}</span>
            </p>
          ) : null}
          <p className="text-xs text-muted">{msg.unitReceivedOn(formatShopDate(watch.receivedAt))}</p>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={msg.unitSaleTitle} testId="serial-lookup-sale">
          {sale ? (
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Fact label={msg.unitSaleOrder}>
                <Link
                  to={`/admin/orders?order=${sale.id}`}
                  className="font-mono font-semibold text-gold hover:underline"
                >
                  #{sale.orderNumber}
                </Link>
              </Fact>
              <Fact label={msg.unitSaleStatus}>{sale.status}</Fact>
              <Fact label={msg.unitSaleBuyer}>{sale.customerName || "—"}</Fact>
              <Fact label={msg.unitSaleDate}>{formatShopDate(sale.saleDate)}</Fact>
              <Fact label={msg.unitSaleDelivered}>
                {sale.deliveredAt ? formatShopDate(sale.deliveredAt) : msg.unitSaleNotDelivered}
              </Fact>
              <Fact label={msg.unitSaleInvoice}>
                {sale.invoiceNumber ? (
                  <span className="font-mono">{sale.invoiceNumber}</span>
                ) : (
                  msg.unitSaleNoInvoice
                )}
              </Fact>
            </dl>
          ) : (
            <p className="text-sm text-muted">{msg.unitNotSold}</p>
          )}
        </Card>
        <Card title={msg.unitWarrantyTitle} testId="serial-lookup-warranty">
          <Warranty warranty={watch.warranty} />
        </Card>
      </div>
      <History watch={watch} />
    </article>
  );
}

function Warranty({ warranty }: { warranty: SerialLookup["warranty"] }) {
  const today = shopDay(useNow(60_000));
  if (!warranty) return <p className="text-sm text-muted">{msg.unitNotSold}</p>;
  const left = warrantyDaysLeft(warranty.end, today);
  const tone =
    left === null
      ? "text-muted"
      : left === 0
        ? "text-red-700 dark:text-red-400"
        : "text-emerald-700 dark:text-emerald-400";
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className={cn("font-semibold", tone)} data-testid="warranty-label">
        {warrantyLabel(warranty.end, today)}
      </p>
      <dl className="grid grid-cols-3 gap-3">
        <Fact label={msg.unitWarrantyTitle}>{msg.unitWarrantyMonthsCount(warranty.months)}</Fact>
        <Fact label={msg.unitWarrantyStart}>{formatShopDate(warranty.start)}</Fact>
        <Fact label={msg.unitWarrantyEnd}>{warranty.end ? formatShopDate(warranty.end) : "—"}</Fact>
      </dl>
    </div>
  );
}

function History({ watch }: { watch: SerialLookup }) {
  const lines = watch.history;
  const order = (orderNumber: string | null) =>
    !orderNumber ? (
      <span className="text-muted">—</span>
    ) : watch.sale && watch.sale.orderNumber === orderNumber ? (
      <Link
        to={`/admin/orders?order=${watch.sale.id}`}
        className="font-mono font-semibold text-gold hover:underline"
      >
        #{orderNumber}
      </Link>
    ) : (
      <span className="font-mono">#{orderNumber}</span>
    );
  return (
    <Card title={msg.unitHistoryTitle} testId="serial-lookup-history">
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{msg.unitHistoryEmpty}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-border md:hidden">
            {lines.map((h) => (
              <li
                key={`${h.at}|${h.event}|${h.orderNumber}`}
                className="flex flex-col gap-0.5 py-2 text-sm"
                data-testid="unit-event-card"
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{msg.unitEventLabels[h.event] ?? h.event}</span>
                  {order(h.orderNumber)}
                </div>
                <span className="text-xs text-muted">
                  {formatShopDateTime(h.at)} · {h.userName}
                </span>
                {h.notes ? <span className="text-xs">{h.notes}</span> : null}
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-sm md:table" data-testid="unit-history-table">
            <thead className="text-left text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {msg.unitColEvent}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {msg.unitColWhen}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {msg.unitColWho}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {msg.unitColOrder}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {msg.unitColNotes}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {lines.map((h) => (
                <tr key={`${h.at}|${h.event}|${h.orderNumber}`} data-testid="unit-event-row">
                  <td className="py-1.5 pr-3 font-medium">{msg.unitEventLabels[h.event] ?? h.event}</td>
                  <td className="whitespace-nowrap py-1.5 pr-3">{formatShopDateTime(h.at)}</td>
                  <td className="py-1.5 pr-3">{h.userName}</td>
                  <td className="whitespace-nowrap py-1.5 pr-3">{order(h.orderNumber)}</td>
                  <td className="py-1.5">{h.notes || <span className="text-muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
