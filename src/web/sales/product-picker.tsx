import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { priceFor } from "../../domain/products/pricing";
import { apiQuery } from "../lib/api";
import { CameraScanButton } from "../lib/camera-scan";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { type Line, withOneMore } from "./sale-lines";
import { useDebounced } from "./use-debounced";
import { useScanToSale } from "./use-scan-to-sale";

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
              value={q}
              onChange={(e) => setQ(e.target.value)}
              autoComplete="off"
            />
          </div>
          <CameraScanButton onCode={onScan} />
        </div>
        {term.trim().length >= 2 && results.data?.length ? (
          <ul
            className="mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface"
            aria-label={msg.productsSection}
          >
            {results.data.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  disabled={p.quantity === 0}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-2 disabled:opacity-50"
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
              </li>
            ))}
          </ul>
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
