import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, History, Minus, PackagePlus, Pencil, Plus, Watch } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { InventoryListQuery, InventoryRow } from "../../contracts/inventory";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";
import { isAdmin } from "../../domain/roles";
import { useSession } from "../auth/use-session";
import { Button, buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { AddStockDialog, AdjustStockDialog } from "./stock-dialogs";
import { useInventory, useInventoryBrands, useSetVisibility } from "./use-inventory";
import { useScanToOpen } from "./use-scan-to-open";

const PAGE_SIZE = 50;
type Dialog = { kind: "add" | "adjust"; row: InventoryRow } | null;
const FILTERS = ["q", "visibility", "offer", "stock", "brand", "sort", "dir", "page"] as const;

/** Stock cell: red when out, amber when at or under the product's threshold. */
export function StockFigure({
  row,
}: {
  row: Pick<InventoryRow, "quantity" | "isLowStock" | "lowStockThreshold">;
}) {
  const tone =
    row.quantity === 0
      ? "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300"
      : row.isLowStock
        ? "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        : "";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-0.5 font-semibold tabular-nums",
        tone,
      )}
      title={msg.thresholdHint(row.lowStockThreshold)}
      data-low={row.isLowStock ? "true" : undefined}
    >
      {row.quantity}
      {row.quantity === 0 ? (
        <span className="text-xs font-medium">{msg.outOfStockBadge}</span>
      ) : row.isLowStock ? (
        <span className="text-xs font-medium">{msg.lowStockBadge}</span>
      ) : null}
    </span>
  );
}

function Price({ row }: { row: InventoryRow }) {
  const onPromo = row.promoPrice !== null && row.promoPrice < row.salePrice;
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span className={onPromo ? "text-xs text-muted line-through" : ""}>{formatMoney(row.salePrice)}</span>
      {onPromo ? <span className="font-semibold text-gold">{formatMoney(row.promoPrice!)}</span> : null}
    </span>
  );
}

function Thumb({ row }: { row: InventoryRow }) {
  return row.imageUrl ? (
    <img
      src={row.imageUrl}
      alt=""
      className="h-10 w-10 rounded-md object-cover"
      loading="lazy"
      width={40}
      height={40}
    />
  ) : (
    <span className="flex h-10 w-10 items-center justify-center rounded-md bg-surface-2 text-muted">
      <Watch className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}

function PublicSwitch({ row, canEdit }: { row: InventoryRow; canEdit: boolean }) {
  const setVisibility = useSetVisibility();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={row.isPublic}
      aria-label={`${msg.colPublic}: ${row.name}`}
      title={row.isPublic ? msg.publicOn : msg.publicOff}
      disabled={!canEdit || setVisibility.isPending}
      onClick={() => setVisibility.mutate({ id: row.id, isPublic: !row.isPublic })}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-default",
        row.isPublic ? "bg-gold" : "bg-surface-2 ring-1 ring-border",
        !canEdit && "opacity-70",
      )}
    >
      <span
        className={cn(
          "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
          row.isPublic ? "translate-x-5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}

function RowActions({ row, admin, open }: { row: InventoryRow; admin: boolean; open: (d: Dialog) => void }) {
  return (
    // The buttons never shrink: a narrow column grows the table instead of spilling the buttons
    // over the Público switch beside them.
    <span className="flex shrink-0 items-center justify-end gap-1 whitespace-nowrap">
      {admin ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => open({ kind: "add", row })}
            aria-label={`${msg.addStock}: ${row.name}`}
            title={msg.addStock}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            <span className="hidden 2xl:inline">{msg.addStock}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => open({ kind: "adjust", row })}
            aria-label={`${msg.adjustStock}: ${row.name}`}
            title={msg.adjustStock}
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
            <span className="hidden 2xl:inline">{msg.adjustStock}</span>
          </Button>
          <Link
            to={`/admin/inventory/${row.id}/edit`}
            className={buttonClass("ghost", "sm")}
            aria-label={`${msg.editProduct}: ${row.name}`}
            title={msg.editProduct}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
        </>
      ) : null}
      <Link
        to={`/admin/inventory/${row.id}`}
        className={buttonClass("ghost", "sm")}
        aria-label={`${msg.viewLedger}: ${row.name}`}
        title={msg.viewLedger}
      >
        <History className="h-4 w-4" aria-hidden="true" />
      </Link>
    </span>
  );
}

const column = createColumnHelper<InventoryRow>();

/** Inventario: every product with its stock figures; server-side filters, sort and paging; live. */
export function InventoryTable() {
  const { user } = useSession();
  const admin = isAdmin(user?.role);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  useScanToOpen();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const get = (k: (typeof FILTERS)[number]) => params.get(k) ?? undefined;
  const page = Number(get("page") ?? 1);
  const query: InventoryListQuery = {
    q: get("q"),
    visibility: (get("visibility") as InventoryListQuery["visibility"]) ?? "all",
    offer: get("offer") === "true" ? "true" : undefined,
    stock: (get("stock") as InventoryListQuery["stock"]) ?? "all",
    brand: get("brand"),
    sort: (get("sort") as InventoryListQuery["sort"]) ?? "name",
    dir: (get("dir") as InventoryListQuery["dir"]) ?? "asc",
    page,
    pageSize: PAGE_SIZE,
  };
  const { data, isPending } = useInventory(query);
  const { data: brands } = useInventoryBrands();

  const set = (key: string, value: string | undefined) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== "page") next.delete("page");
        return next;
      },
      { replace: true },
    );
  };
  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => set("q", value.trim()), 250);
  };

  const sorting: SortingState = [{ id: query.sort ?? "name", desc: query.dir === "desc" }];
  const columns = useMemo(
    () => [
      column.display({ id: "picture", header: msg.colPicture, cell: (c) => <Thumb row={c.row.original} /> }),
      column.accessor("name", {
        id: "name",
        header: msg.colProduct,
        cell: (c) => (
          <Link to={`/admin/inventory/${c.row.original.id}`} className="font-medium hover:underline">
            {c.getValue()}
          </Link>
        ),
      }),
      column.accessor("brand", { id: "brand", header: msg.colBrand }),
      column.accessor("salePrice", {
        id: "price",
        header: msg.colPrice,
        meta: { right: true },
        cell: (c) => <Price row={c.row.original} />,
      }),
      column.accessor("quantity", {
        id: "quantity",
        header: msg.colStock,
        meta: { right: true },
        cell: (c) => <StockFigure row={c.row.original} />,
      }),
      column.accessor("inProgressStock", {
        id: "inProgressStock",
        header: msg.colReserved,
        meta: { right: true },
      }),
      column.accessor("totalSold", { id: "totalSold", header: msg.colSold, meta: { right: true } }),
      column.accessor("isPublic", {
        id: "isPublic",
        header: msg.colPublic,
        enableSorting: false,
        cell: (c) => <PublicSwitch row={c.row.original} canEdit={admin} />,
      }),
      column.display({
        id: "actions",
        header: msg.colActions,
        meta: { right: true },
        cell: (c) => <RowActions row={c.row.original} admin={admin} open={setDialog} />,
      }),
    ],
    [admin],
  );
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (!first) return;
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set("sort", first.id);
          p.set("dir", first.desc ? "desc" : "asc");
          p.delete("page");
          return p;
        },
        { replace: true },
      );
    },
  });
  const SORTABLE = new Set(["name", "brand", "price", "quantity", "inProgressStock", "totalSold"]);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const filtered = Boolean(
    query.q || query.brand || query.offer || query.stock !== "all" || query.visibility !== "all",
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data ? msg.inventoryCount(data.total) : ""}
        </p>
        {admin ? (
          <Link to="/admin/inventory/new" className={buttonClass("primary", "sm")}>
            <PackagePlus className="h-4 w-4" aria-hidden="true" />
            {msg.inventoryNewProduct}
          </Link>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-surface p-3 md:grid-cols-[minmax(10rem,2fr)_repeat(3,minmax(9rem,1fr))_auto]">
        <label className="col-span-2 flex flex-col gap-1 text-xs text-muted md:col-span-1">
          {msg.inventorySearch}
          <input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={msg.inventorySearch}
            className="h-10 rounded-lg border border-border bg-surface px-3 text-sm text-fg focus:border-gold focus:outline-none"
          />
        </label>
        <FilterSelect
          label={msg.filterPublic}
          value={query.visibility ?? "all"}
          onChange={(v) => set("visibility", v === "all" ? undefined : v)}
        >
          <option value="all">{msg.filterAll}</option>
          <option value="public">{msg.filterPublicOnly}</option>
          <option value="hidden">{msg.filterHiddenOnly}</option>
        </FilterSelect>
        <FilterSelect
          label={msg.colStock}
          value={query.stock ?? "all"}
          onChange={(v) => set("stock", v === "all" ? undefined : v)}
        >
          <option value="all">{msg.filterAll}</option>
          <option value="low">{msg.filterLowStock}</option>
          <option value="out">{msg.filterOutOfStock}</option>
        </FilterSelect>
        <FilterSelect
          label={msg.filterBrand}
          value={query.brand ?? ""}
          onChange={(v) => set("brand", v || undefined)}
        >
          <option value="">{msg.filterAllBrands}</option>
          {brands?.brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </FilterSelect>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            checked={Boolean(query.offer)}
            onChange={(e) => set("offer", e.target.checked ? "true" : undefined)}
            className="h-4 w-4 accent-[var(--color-gold)]"
          />
          {msg.filterOnOffer}
        </label>
      </div>

      {isPending ? (
        <PageSpinner />
      ) : (
        <>
          {/* A phone reads each product as a card; the dense table starts at md. */}
          <ul className="flex flex-col gap-2 md:hidden" data-testid="inventory-cards">
            {data?.items.length ? (
              data.items.map((row) => (
                <li
                  key={row.id}
                  className="rounded-xl border border-border bg-surface p-3"
                  data-testid="inventory-card"
                >
                  <div className="flex items-start gap-3">
                    <Thumb row={row} />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/admin/inventory/${row.id}`}
                        className="block truncate font-medium"
                        title={row.name}
                      >
                        {row.name}
                      </Link>
                      <span className="block text-xs text-muted">{row.brand}</span>
                    </div>
                    <PublicSwitch row={row} canEdit={admin} />
                  </div>
                  {/* The stock column is as wide as its badge ("3 Stock bajo"), which never runs into Reservado. */}
                  <dl className="mt-2 grid grid-cols-[auto_1fr_1fr_auto] gap-3 border-t border-border pt-2 text-sm">
                    <div>
                      <dt className="text-xs text-muted">{msg.colStock}</dt>
                      <dd>
                        <StockFigure row={row} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted">{msg.colReserved}</dt>
                      <dd className="tabular-nums">{row.inProgressStock}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted">{msg.colSold}</dt>
                      <dd className="tabular-nums">{row.totalSold}</dd>
                    </div>
                    <div className="text-right">
                      <dt className="text-xs text-muted">{msg.colPrice}</dt>
                      <dd>
                        <Price row={row} />
                      </dd>
                    </div>
                  </dl>
                  <div className="mt-2 border-t border-border pt-2">
                    <RowActions row={row} admin={admin} open={setDialog} />
                  </div>
                </li>
              ))
            ) : (
              <li className="rounded-xl border border-border bg-surface px-3 py-8 text-center text-muted">
                {filtered ? msg.inventoryEmpty : msg.inventoryNoProducts}
              </li>
            )}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
            <table className="w-full min-w-[60rem] text-sm" data-testid="inventory-table">
              <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const id = header.column.id;
                      const right = (header.column.columnDef.meta as { right?: boolean } | undefined)?.right;
                      const sorted =
                        query.sort === id ? (query.dir === "desc" ? "descending" : "ascending") : undefined;
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={sorted}
                          className={cn("px-3 py-2 font-semibold", right && "text-right")}
                        >
                          {SORTABLE.has(id) ? (
                            <button
                              type="button"
                              className="inline-flex items-center gap-1 uppercase hover:text-fg"
                              onClick={() =>
                                table.setSorting([
                                  {
                                    id,
                                    desc:
                                      query.sort === id
                                        ? query.dir !== "desc"
                                        : id !== "name" && id !== "brand",
                                  },
                                ])
                              }
                            >
                              {flexRender(header.column.columnDef.header, header.getContext())}
                              {sorted === "ascending" ? (
                                <ArrowUp className="h-3 w-3" />
                              ) : sorted === "descending" ? (
                                <ArrowDown className="h-3 w-3" />
                              ) : null}
                            </button>
                          ) : (
                            flexRender(header.column.columnDef.header, header.getContext())
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-border">
                {table.getRowModel().rows.length ? (
                  table.getRowModel().rows.map((row) => (
                    <tr
                      key={row.id}
                      data-testid="inventory-row"
                      className={cn(
                        "hover:bg-surface-2",
                        row.original.isLowStock && "bg-amber-50/60 dark:bg-amber-950/20",
                      )}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const right = (cell.column.columnDef.meta as { right?: boolean } | undefined)?.right;
                        return (
                          <td key={cell.id} className={cn("px-3 py-1.5", right && "text-right tabular-nums")}>
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        );
                      })}
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={columns.length} className="px-3 py-8 text-center text-muted">
                      {filtered ? msg.inventoryEmpty : msg.inventoryNoProducts}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
      <nav className="flex items-center justify-end gap-2 text-sm" aria-label={msg.ordersPageOf(page, pages)}>
        <span className="text-muted">{msg.ordersPageOf(page, pages)}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => set("page", String(page - 1))}
        >
          {msg.previous}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => set("page", String(page + 1))}
        >
          {msg.next}
        </Button>
      </nav>
      {dialog?.kind === "add" ? (
        <AddStockDialog product={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "adjust" ? (
        <AdjustStockDialog product={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-gold focus:outline-none"
      >
        {children}
      </select>
    </label>
  );
}
