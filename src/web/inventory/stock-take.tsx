import { AlertTriangle, ClipboardList } from "lucide-react";
import { useState } from "react";
import type { StockTake, StockTakeLineRow } from "../../contracts/inventory/inventory";
import { stockTakeDifferences } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { CameraScanButton } from "../lib/camera-scan";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { PageSpinner } from "../ui/spinner";
import { useInventory, useStockTake, useStockTakeActions } from "./use-inventory";
import { useScanToCount } from "./use-scan-to-count";

const input =
  "h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg focus:border-gold focus:outline-none";

/** Conteo físico (admins): start, count on a phone, see differences, apply as 'conteo' adjustments. */
export function StockTakePage() {
  const { data, isPending } = useStockTake();
  if (isPending) return <PageSpinner />;
  return data?.stockTake ? <OpenCount take={data.stockTake} /> : <StartCount />;
}

function StartCount() {
  const { start } = useStockTakeActions();
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const { data } = useInventory({ q: q || undefined, pageSize: 100, sort: "name", dir: "asc" });
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <div className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4">
        <ClipboardList className="mt-0.5 h-6 w-6 shrink-0 text-gold" aria-hidden="true" />
        <div className="flex flex-col gap-3">
          <p className="text-sm">{msg.stockTakeNone}</p>
          <p className="text-sm text-muted">{msg.stockTakeIntro}</p>
          <Button onClick={() => start.mutate(undefined)} disabled={start.isPending}>
            {msg.stockTakeStartAll}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
        <p className="text-sm font-medium">{msg.stockTakeSelectHint}</p>
        <input
          type="search"
          className={input}
          placeholder={msg.stockTakeSearch}
          aria-label={msg.stockTakeSearch}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <ul className="max-h-80 divide-y divide-border overflow-y-auto">
          {data?.items.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={chosen.has(p.id)}
                  onChange={() => toggle(p.id)}
                />
                <span className="min-w-0 flex-1 truncate">{p.name}</span>
                <span className="tabular-nums text-muted">{p.quantity}</span>
              </label>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          disabled={!chosen.size || start.isPending}
          onClick={() => start.mutate([...chosen])}
        >
          {msg.stockTakeStartSome} ({msg.stockTakeSelected(chosen.size)})
        </Button>
      </div>
    </div>
  );
}

function OpenCount({ take }: { take: StockTake }) {
  const { apply, discard } = useStockTakeActions();
  const [onlyDiffs, setOnlyDiffs] = useState(false);
  const [q, setQ] = useState("");
  const [confirm, setConfirm] = useState<"apply" | "discard" | null>(null);
  const onScan = useScanToCount(take.id);
  const diffs = stockTakeDifferences(take.lines);
  const counted = take.lines.filter((l) => l.countedQuantity !== null).length;
  const moved = take.lines.filter((l) => l.moved && l.countedQuantity !== null);
  const missing = take.lines.flatMap((l) => l.missing);
  const needle = q.trim().toLowerCase();
  const shown = take.lines.filter(
    (l) =>
      (!onlyDiffs || diffs.some((d) => d.productId === l.productId)) &&
      (!needle || `${l.productName} ${l.brand}`.toLowerCase().includes(needle)),
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="sticky top-0 z-10 flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm text-muted">
            {msg.stockTakeOpenedBy(take.startedByName, formatShopDateTime(take.startedAt))}
          </p>
          <p className="text-sm font-medium" data-testid="stock-take-summary">
            {msg.stockTakeProgress(counted, take.lines.length)} · {msg.stockTakeDifferences(diffs.length)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="search"
            className={cn(input, "min-w-40 flex-1")}
            placeholder={msg.stockTakeSearch}
            aria-label={msg.stockTakeSearch}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <CameraScanButton onCode={onScan} continuous className="h-10 px-3" />
          <CodeField onCode={onScan} />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={onlyDiffs}
              onChange={(e) => setOnlyDiffs(e.target.checked)}
            />
            {msg.stockTakeOnlyDifferences}
          </label>
        </div>
        {take.unexpected.length ? (
          <div className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <p className="font-medium">{msg.stockTakeUnexpectedTitle}</p>
            <ul className="mt-1 list-disc pl-5" data-testid="stock-take-unexpected">
              {take.unexpected.map((u) => (
                <li key={u.serial}>{u.note}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {moved.length ? (
          <p
            className="flex items-start gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            role="alert"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {msg.stockTakeMoved(moved.map((l) => l.productName))}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setConfirm("discard")}>
            {msg.stockTakeCancel}
          </Button>
          <Button size="sm" disabled={!counted || apply.isPending} onClick={() => setConfirm("apply")}>
            {msg.stockTakeApply}
          </Button>
        </div>
      </div>
      <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3" data-testid="stock-take-lines">
        {shown.map((line) => (
          <CountLine key={line.productId} takeId={take.id} line={line} />
        ))}
      </ul>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "discard" ? msg.stockTakeCancel : msg.stockTakeApply}
      >
        <div className="flex flex-col gap-4">
          {confirm === "apply" ? (
            <>
              <p className="text-sm">{msg.stockTakeApplyConfirm(diffs.length)}</p>
              {missing.length ? (
                <p className="text-sm font-medium">{msg.stockTakeWriteOff(missing)}</p>
              ) : null}
              <ul className="max-h-60 divide-y divide-border overflow-y-auto text-sm">
                {diffs.map((d) => (
                  <li key={d.productId} className="flex justify-between gap-2 py-1.5">
                    <span className="truncate">{d.productName}</span>
                    <span className="tabular-nums">
                      {d.expectedQuantity} → {d.countedQuantity}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm">{msg.stockTakeDiscardConfirm}</p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {msg.cancel}
            </Button>
            <Button
              variant={confirm === "discard" ? "danger" : "primary"}
              disabled={apply.isPending || discard.isPending}
              onClick={async () => {
                const action = confirm === "discard" ? discard : apply;
                setConfirm(null);
                await action.mutateAsync(take.id).catch(() => undefined);
              }}
            >
              {msg.confirm}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

/**
 * A code typed by hand (or by a scanner that types slowly): Enter counts it as a scan does. Its
 * own form, so Enter never reaches anything around it.
 */
function CodeField({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const [code, setCode] = useState("");
  return (
    <input
      type="text"
      className={cn(input, "min-w-40 flex-1 basis-full sm:basis-0")}
      placeholder={msg.stockTakeCodeField}
      aria-label={msg.stockTakeCodeField}
      title={msg.stockTakeCodeHint}
      autoComplete="off"
      value={code}
      onChange={(e) => setCode(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== "Enter") return;
        e.preventDefault();
        const typed = code.trim();
        if (!typed) return;
        setCode("");
        void onCode(typed);
      }}
    />
  );
}

/** A serialized product: counted by its watches' serials; the ones in stock not scanned yet are named. */
function SerialLine({ line }: { line: StockTakeLineRow }) {
  return (
    <li
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface p-3"
      data-testid="stock-take-line"
    >
      <span className="truncate font-medium">{line.productName}</span>
      <span className="text-xs text-muted">
        {line.brand ? `${line.brand} · ` : ""}
        {msg.stockTakeExpected}: <span className="tabular-nums">{line.expectedQuantity}</span> ·{" "}
        {msg.stockTakeScanned(line.countedQuantity ?? 0)}
      </span>
      {line.countedQuantity === null ? (
        <span className="text-xs text-muted">{msg.stockTakeBySerial}</span>
      ) : null}
      {line.missing.length ? (
        <span className="text-xs text-red-700 dark:text-red-400" data-testid="stock-take-missing">
          {msg.stockTakeMissingTitle}: {line.missing.join(", ")}
        </span>
      ) : null}
    </li>
  );
}

/** One product to count: big numeric field, saved when it loses focus or Enter is pressed. */
function CountLine({ takeId, line }: { takeId: string; line: StockTakeLineRow }) {
  if (line.serialized) return <SerialLine line={line} />;
  return <CountField takeId={takeId} line={line} />;
}

function CountField({ takeId, line }: { takeId: string; line: StockTakeLineRow }) {
  const { count } = useStockTakeActions();
  const [draft, setDraft] = useState(line.countedQuantity === null ? "" : String(line.countedQuantity));
  const [saved, setSaved] = useState(false);
  // A count saved elsewhere (a scan, another phone) replaces the field's text.
  const [shownCount, setShownCount] = useState(line.countedQuantity);
  if (shownCount !== line.countedQuantity) {
    setShownCount(line.countedQuantity);
    setDraft(line.countedQuantity === null ? "" : String(line.countedQuantity));
  }
  const value = draft.trim() === "" ? null : Number(draft);
  const invalid = value !== null && (!Number.isInteger(value) || value < 0);
  const difference = value !== null && !invalid ? value - line.expectedQuantity : null;
  const save = () => {
    if (invalid || value === line.countedQuantity) return;
    count.mutate(
      { id: takeId, productId: line.productId, countedQuantity: value },
      { onSuccess: () => setSaved(true) },
    );
  };
  const id = `count-${line.productId}`;
  return (
    <li
      className={cn(
        "flex min-w-0 items-center gap-3 rounded-xl border bg-surface p-3",
        line.moved && line.countedQuantity !== null ? "border-amber-500" : "border-border",
      )}
      data-testid="stock-take-line"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block truncate font-medium">
          {line.productName}
        </label>
        <span className="block text-xs text-muted">
          {line.brand ? `${line.brand} · ` : ""}
          {msg.stockTakeExpected}: <span className="tabular-nums">{line.expectedQuantity}</span>
        </span>
        {line.moved && line.countedQuantity !== null ? (
          <span className="block text-xs text-amber-700 dark:text-amber-300">{msg.stockTakeMovedLine}</span>
        ) : null}
        {invalid ? (
          <span className="block text-xs text-red-700 dark:text-red-400" role="alert">
            {msg.stockTakeCountInvalid}
          </span>
        ) : null}
      </div>
      <div className="flex w-32 shrink-0 items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-label={msg.stockTakeCountLabel(line.productName)}
          aria-invalid={invalid || undefined}
          className={cn(input, "h-12 text-center text-lg tabular-nums")}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setSaved(false);
          }}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              save();
            }
          }}
        />
        <span
          className={cn(
            "w-9 text-right text-sm font-semibold tabular-nums",
            difference === null || difference === 0
              ? "text-muted"
              : difference > 0
                ? "text-emerald-700 dark:text-emerald-400"
                : "text-red-700 dark:text-red-400",
          )}
          title={saved ? msg.stockTakeSaved : msg.stockTakeDifference}
          data-testid="stock-take-difference"
        >
          {difference === null ? "—" : difference > 0 ? `+${difference}` : difference}
        </span>
      </div>
    </li>
  );
}
