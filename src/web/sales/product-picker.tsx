import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { priceFor } from "../../domain/products/pricing";
import { apiQuery, call, errorMessage } from "../lib/api";
import { CameraScanButton } from "../lib/camera-scan";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { addFound, type Line, withoutSerial, withSerial } from "./sale-lines";
import { SerialChooser } from "./serial-chooser";
import { useDebounced } from "./use-debounced";
import { useScanToSale } from "./use-scan-to-sale";

/** The first match that can be sold for text the person confirmed before its search came back. */
async function firstMatch(text: string): Promise<PosProduct | undefined> {
  const found = await call("searchPosProducts", { query: { q: text } }).catch(() => []);
  return found.find((p) => p.quantity > 0);
}

/** Beside a product sold by serial number, in the results and on its line. */
function BySerialBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-surface-2 px-2 py-0.5 text-[11px] font-semibold text-muted ring-1 ring-inset ring-border">
      {msg.saleBySerialBadge}
    </span>
  );
}

export function ProductPicker({
  lines,
  onLines,
  wholesaler,
  refusal,
}: {
  lines: Line[];
  onLines: (lines: Line[]) => void;
  /** The customer is a wholesaler: lines start at their price. */
  wholesaler: boolean;
  /** The server's refusal of the sale's products (a watch sold meanwhile), shown under the lines. */
  refusal?: string | null;
}) {
  const [q, setQ] = useState("");
  const term = useDebounced(q);
  const results = useQuery({
    ...apiQuery("searchPosProducts", { query: { q: term } }),
    enabled: term.trim().length >= 2,
  });
  // Lookups are round trips: the lines are read when each answers, so quick scans all count.
  const current = useRef(lines);
  current.current = lines;
  const change = (next: Line[]) => {
    current.current = next;
    onLines(next);
  };
  // A product kept by serial number, found by its name, barcode or reference: which of its watches?
  const [choosing, setChoosing] = useState<PosProduct | null>(null);
  /** Adds what a pick, a typed code or a scan found; answers whether it joined the sale. */
  const found = (product: PosProduct, toastAdded = true) => {
    const addition = addFound(current.current, product, wholesaler);
    if (addition.ok) {
      change(addition.lines);
      if (toastAdded)
        toast.success(
          product.serial ? msg.saleSerialAdded(product.name, product.serial) : msg.scanAdded(product.name),
        );
    } else if ("choose" in addition) setChoosing(addition.choose);
    else toast.error(addition.message);
    return addition.ok;
  };
  const add = (product: PosProduct) => {
    found(product, false);
    setQ("");
  };
  const chosen = (product: PosProduct, serial: string) => {
    const added = withSerial(current.current, product, serial, wholesaler);
    if (!added.ok) return added.message;
    change(added.lines);
    setChoosing(null);
    toast.success(msg.saleSerialAdded(product.name, serial));
    return null;
  };
  const onScan = useScanToSale(found, choosing === null);
  const shown = term.trim().length >= 2 ? (results.data ?? []) : [];
  const choosable = shown.filter((p) => p.quantity > 0);
  // The highlighted match (arrow keys move it): the first one that can be sold, until moved.
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = choosable.find((p) => p.id === activeId) ?? choosable[0];
  const listId = useId();
  const optionId = (id: string) => `${listId}-${id}`;
  const move = (by: number) => {
    if (choosable.length === 0) return;
    const at = active ? choosable.indexOf(active) : -1;
    setActiveId(choosable[(at + by + choosable.length) % choosable.length]!.id);
  };
  // Enter here never submits the sale (docs/decisions/0239): a typed barcode or reference adds its
  // watch, as a scan does (a scanner that types slowly lands here too); other text picks the
  // highlighted match.
  const confirm = async () => {
    const typed = q.trim();
    if (!typed) return;
    let refused: unknown = null;
    const byCode = await call("findPosProductByCode", { query: { code: typed } }).catch((error) => {
      refused = error;
      return null;
    });
    if (byCode) {
      setQ("");
      found(byCode);
      return;
    }
    const pick = term.trim() === typed ? active : await firstMatch(typed);
    if (pick) add(pick);
    // 'Código no encontrado', or the watch with that serial is not in stock (named by the server).
    else toast.error(refused ? errorMessage(refused) : msg.scanCodeNotFound(typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      void confirm();
    } else if (event.key === "Escape" && q) {
      event.preventDefault();
      setQ("");
    }
  };
  const update = (index: number, patch: Partial<Line>) =>
    change(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  return (
    <div className="grid gap-3">
      <div>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={msg.searchProduct}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={shown.length > 0}
              aria-controls={listId}
              aria-activedescendant={shown.length > 0 && active ? optionId(active.id) : undefined}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <CameraScanButton onCode={onScan} />
        </div>
        {shown.length ? (
          <div
            id={listId}
            role="listbox"
            className="mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface"
            aria-label={msg.productsSection}
          >
            {shown.map((p) => (
              <button
                key={p.id}
                type="button"
                role="option"
                id={optionId(p.id)}
                aria-selected={p.id === active?.id}
                disabled={p.quantity === 0}
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-2 disabled:opacity-50 aria-selected:bg-surface-2 aria-selected:ring-2 aria-selected:ring-inset aria-selected:ring-gold"
                onClick={() => add(p)}
              >
                <span>
                  <span className="font-medium">{p.name}</span>
                  {p.serialized ? (
                    <>
                      {" "}
                      <BySerialBadge />
                    </>
                  ) : null}
                  <span className="block text-xs text-muted">
                    {msg.stockShort(p.quantity, p.inProgressStock)}
                    {p.reference ? ` · ${p.reference}` : ""}
                  </span>
                </span>
                <span className="tabular-nums">
                  {formatMoney(priceFor(p, wholesaler ? "wholesaler" : null))}
                </span>
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{msg.noProducts}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" data-testid="sale-lines">
          {lines.map((line, index) => (
            <li
              key={line.product.id}
              className="grid gap-2 p-3 sm:grid-cols-[1fr_6rem_9rem_auto] sm:items-end"
            >
              <div className="text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                  {line.product.name}
                  {line.product.serialized ? <BySerialBadge /> : null}
                </p>
                <p className="text-xs text-muted">
                  {msg.stockShort(line.product.quantity, line.product.inProgressStock)} ·{" "}
                  {msg.originalPriceLabel(formatMoney(line.product.salePrice))}
                </p>
              </div>
              {line.product.serialized ? (
                // One unit per watch named: the quantity is read, never typed.
                <TextField
                  label={msg.saleQuantityLabel}
                  value={line.quantity}
                  readOnly
                  title={msg.saleQuantityBySerials}
                  className="h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-base text-fg tabular-nums focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30"
                />
              ) : (
                <TextField
                  label={msg.saleQuantityLabel}
                  type="number"
                  min={1}
                  max={line.product.quantity}
                  value={line.quantity}
                  onChange={(e) =>
                    update(index, { quantity: Math.max(1, Math.floor(Number(e.target.value) || 1)) })
                  }
                />
              )}
              <TextField
                label={msg.unitPriceLabel}
                inputMode="decimal"
                value={line.price}
                onChange={(e) => update(index, { price: e.target.value, edited: true })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${msg.remove} ${line.product.name}`}
                onClick={() => change(lines.filter((_, i) => i !== index))}
              >
                <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
              </Button>
              {line.product.serialized ? (
                <SerialChips
                  line={line}
                  onRemove={(serial) => change(withoutSerial(lines, line.product.id, serial))}
                  onMore={() => setChoosing(line.product)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="sale-lines-refusal">
          {refusal}
        </p>
      ) : null}
      <SerialChooser
        product={choosing}
        taken={lines.flatMap((l) => l.serials ?? [])}
        onChosen={chosen}
        onClose={() => setChoosing(null)}
      />
    </div>
  );
}

/** The watches a line sells, each removable, and a way to add one more of the same product. */
function SerialChips({
  line,
  onRemove,
  onMore,
}: {
  line: Line;
  onRemove: (serial: string) => void;
  onMore: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-4">
      <ul className="flex flex-wrap gap-2" aria-label={msg.saleSerialsOfLine(line.product.name)}>
        {(line.serials ?? []).map((serial) => (
          <li
            key={serial}
            className="inline-flex items-center gap-1 rounded-full border border-border bg-surface py-0.5 pr-1 pl-3 font-mono text-sm"
          >
            {serial}
            <button
              type="button"
              className="rounded-full p-1 text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
              aria-label={msg.saleSerialRemove(serial)}
              onClick={() => onRemove(serial)}
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onMore}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {msg.saleAddWatch}
      </Button>
    </div>
  );
}
