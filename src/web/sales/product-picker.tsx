import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { priceFor } from "../../domain/products/pricing";
import { apiQuery, call } from "../lib/api";
import { CameraScanButton } from "../lib/camera-scan";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { type Line, withOneMore } from "./sale-lines";
import { useDebounced } from "./use-debounced";
import { useScanToSale } from "./use-scan-to-sale";

/** The first match that can be sold for text the person confirmed before its search came back. */
async function firstMatch(text: string): Promise<PosProduct | undefined> {
  const found = await call("searchPosProducts", { query: { q: text } }).catch(() => []);
  return found.find((p) => p.quantity > 0);
}

export function ProductPicker({
  lines,
  onLines,
  wholesaler,
}: {
  lines: Line[];
  onLines: (lines: Line[]) => void;
  /** The customer is a wholesaler: lines start at their price. */
  wholesaler: boolean;
}) {
  const [q, setQ] = useState("");
  const term = useDebounced(q);
  const results = useQuery({
    ...apiQuery("searchPosProducts", { query: { q: term } }),
    enabled: term.trim().length >= 2,
  });
  const add = (product: PosProduct) => {
    onLines(withOneMore(lines, product, wholesaler));
    setQ("");
  };
  const onScan = useScanToSale(lines, onLines, wholesaler);
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
    const byCode = await call("findPosProductByCode", { query: { code: typed } }).catch(() => null);
    if (byCode) {
      add(byCode);
      toast.success(msg.scanAdded(byCode.name));
      return;
    }
    const pick = term.trim() === typed ? active : await firstMatch(typed);
    if (pick) add(pick);
    else toast.error(msg.scanCodeNotFound(typed));
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
    onLines(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));

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
                <p className="font-medium">{line.product.name}</p>
                <p className="text-xs text-muted">
                  {msg.stockShort(line.product.quantity, line.product.inProgressStock)} ·{" "}
                  {msg.originalPriceLabel(formatMoney(line.product.salePrice))}
                </p>
              </div>
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
                onClick={() => onLines(lines.filter((_, i) => i !== index))}
              >
                <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
