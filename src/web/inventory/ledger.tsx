import { ArrowLeft, FileDown } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { InventoryMovementRow, MovementListQuery } from "../../contracts/inventory/inventory";
import { INVENTORY_MOVEMENT_TYPES } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { isAdmin } from "../../domain/kernel/roles";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { useSession } from "../auth/use-session";
import { operationUrl } from "../lib/api";
import { useListUrl } from "../lib/use-list-url";
import { Button, buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { StockFigure } from "./inventory-cells";
import { AddStockDialog, AdjustStockDialog } from "./stock-dialogs";
import { SerializeDialog } from "./unit-dialogs";
import { UnitsDialog } from "./units-dialog";
import { useInventoryProduct, useMovements } from "./use-inventory";

const PAGE_SIZE = 50;

const changeTone = (n: number) =>
  n > 0 ? "text-emerald-700 dark:text-emerald-400" : n < 0 ? "text-red-700 dark:text-red-400" : "";
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The related sale opens the order dialog on Órdenes. */
function SaleLink({ m }: { m: InventoryMovementRow }) {
  if (!m.relatedSaleId) return <span className="text-muted">—</span>;
  return (
    <Link
      to={`/admin/orders?order=${m.relatedSaleId}`}
      className="font-mono font-semibold text-gold hover:underline"
    >
      #{m.relatedOrderNumber}
    </Link>
  );
}

function reasonText(m: InventoryMovementRow) {
  return [m.reason ? msg.adjustReasonLabels[m.reason] : "", m.notes].filter(Boolean).join(" · ");
}

/** Ledger with date and type filters, CSV and paging; `productId` narrows it to one product. */
function Ledger({ productId }: { productId?: string }) {
  const { params, set } = useListUrl();
  const page = Number(params.get("page") ?? 1);
  const query: MovementListQuery = {
    productId,
    type: (params.get("type") as MovementListQuery["type"]) ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const { data, isPending } = useMovements(query);
  const input =
    "h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-gold focus:outline-none";
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2 rounded-xl border border-border bg-surface p-3">
        <label className="flex flex-col gap-1 text-xs text-muted">
          {msg.ledgerFrom}
          <input
            type="date"
            className={input}
            value={query.from ?? ""}
            onChange={(e) => set("from", e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          {msg.ledgerTo}
          <input
            type="date"
            className={input}
            value={query.to ?? ""}
            onChange={(e) => set("to", e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          {msg.ledgerType}
          <select className={input} value={query.type ?? ""} onChange={(e) => set("type", e.target.value)}>
            <option value="">{msg.ledgerAllTypes}</option>
            {INVENTORY_MOVEMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {msg.movementTypeLabels[t]}
              </option>
            ))}
          </select>
        </label>
        <a
          className={buttonClass("secondary", "sm", "ml-auto")}
          href={operationUrl("movementsCsv", { query: { ...query, page: undefined, pageSize: undefined } })}
          download
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {msg.ledgerCsv}
        </a>
      </div>
      {isPending ? (
        <PageSpinner />
      ) : !data?.items.length ? (
        <p className="rounded-xl border border-border bg-surface px-3 py-8 text-center text-muted">
          {msg.ledgerEmpty}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden">
            {data.items.map((m) => (
              <li
                key={m.id}
                className="rounded-xl border border-border bg-surface p-3 text-sm"
                data-testid="movement-card"
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{msg.movementTypeLabels[m.type] ?? m.type}</span>
                  <span className={cn("font-semibold tabular-nums", changeTone(m.quantityChange))}>
                    {signed(m.quantityChange)}
                  </span>
                </div>
                {productId ? null : <div className="truncate">{m.productName}</div>}
                <div className="text-xs text-muted">
                  {formatShopDateTime(m.timestamp)} · {m.userName} · {m.stockBefore} → {m.stockAfter}
                </div>
                {reasonText(m) ? <div className="text-xs">{reasonText(m)}</div> : null}
                {m.relatedSaleId ? <SaleLink m={m} /> : null}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
            <table className="w-full min-w-[56rem] text-sm" data-testid="movements-table">
              <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {msg.ledgerDate}
                  </th>
                  {productId ? null : (
                    <th scope="col" className="px-3 py-2">
                      {msg.colProduct}
                    </th>
                  )}
                  <th scope="col" className="px-3 py-2">
                    {msg.ledgerType}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {msg.ledgerChange}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {msg.ledgerBefore}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {msg.ledgerAfter}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {msg.adjustReason}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {msg.ledgerWho}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {msg.ledgerSale}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.items.map((m) => (
                  <tr key={m.id} data-testid="movement-row">
                    <td className="whitespace-nowrap px-3 py-1.5">{formatShopDateTime(m.timestamp)}</td>
                    {productId ? null : (
                      <td className="px-3 py-1.5">
                        <Link to={`/admin/inventory/${m.productId}`} className="hover:underline">
                          {m.productName}
                        </Link>
                      </td>
                    )}
                    <td className="px-3 py-1.5">{msg.movementTypeLabels[m.type] ?? m.type}</td>
                    <td
                      className={cn(
                        "px-3 py-1.5 text-right font-semibold tabular-nums",
                        changeTone(m.quantityChange),
                      )}
                    >
                      {signed(m.quantityChange)}
                    </td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{m.stockBefore}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{m.stockAfter}</td>
                    <td className="max-w-64 px-3 py-1.5">
                      {reasonText(m) || <span className="text-muted">—</span>}
                    </td>
                    <td className="px-3 py-1.5">{m.userName}</td>
                    <td className="px-3 py-1.5">
                      <SaleLink m={m} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pager
        page={page}
        total={data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPage={(p) => set("page", String(p))}
      />
    </div>
  );
}

export function StoreLedgerPage() {
  return <Ledger />;
}

/** /admin/inventory/:id — one product's figures, its stock actions (admins) and its ledger. */
export function ProductLedgerPage() {
  const { id = "" } = useParams();
  const { user } = useSession();
  const admin = isAdmin(user?.role);
  const { data: product, isPending, isError } = useInventoryProduct(id);
  const [dialog, setDialog] = useState<"add" | "adjust" | "serialize" | "units" | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <Link to="/admin/inventory" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {msg.ledgerBack}
      </Link>
      {isPending ? (
        <PageSpinner />
      ) : isError || !product ? (
        <p className="text-muted">{msg.inventoryProductNotFound}</p>
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3">
            {product.imageUrl ? (
              <img
                src={product.imageUrl}
                alt=""
                className="h-14 w-14 rounded-md object-cover"
                width={56}
                height={56}
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <h2 className="font-display text-xl font-semibold">{msg.ledgerOf(product.name)}</h2>
              <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <span>{product.brand}</span>
                <span>
                  {msg.colStock}: <StockFigure row={product} />
                </span>
                <span>
                  {msg.colReserved}: {product.inProgressStock}
                </span>
                <span>
                  {msg.colSold}: {product.totalSold}
                </span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {admin ? (
                <>
                  <Button size="sm" onClick={() => setDialog("add")}>
                    {msg.addStock}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setDialog("adjust")}>
                    {msg.adjustStock}
                  </Button>
                </>
              ) : null}
              {product.serialized ? (
                <Button size="sm" variant="secondary" onClick={() => setDialog("units")}>
                  {msg.unitsAction}
                </Button>
              ) : admin ? (
                <Button size="sm" variant="secondary" onClick={() => setDialog("serialize")}>
                  {msg.unitSerializeAction}
                </Button>
              ) : null}
            </div>
          </header>
          <Ledger productId={id} />
          {dialog === "add" ? <AddStockDialog product={product} onClose={() => setDialog(null)} /> : null}
          {dialog === "adjust" ? (
            <AdjustStockDialog product={product} onClose={() => setDialog(null)} />
          ) : null}
          {dialog === "serialize" ? (
            <SerializeDialog product={product} onClose={() => setDialog(null)} />
          ) : null}
          {dialog === "units" ? <UnitsDialog product={product} onClose={() => setDialog(null)} /> : null}
        </>
      )}
    </section>
  );
}
