import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useState } from "react";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import { parseSerial } from "../../domain/inventory/serial";
import { msg } from "../../domain/kernel/messages";
import { ApiError, apiQuery, call, errorMessage } from "../lib/api";
import { CameraScanButton } from "../lib/camera-scan";
import { dateText } from "../lib/format";
import { useBarcodeScanner } from "../lib/use-barcode-scanner";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { Spinner } from "../ui/spinner";

/**
 * Which watch of a product kept by serial number the sale sells (docs/decisions/0247): one of its
 * watches in stock, picked, or a serial typed or scanned (a scanner's read lands here while the
 * dialog is open). A serial is checked before it joins the sale: one of this product's watches,
 * in stock and not in the sale already; otherwise the field says why and the dialog stays.
 */
export function SerialChooser({
  product,
  taken,
  onChosen,
  onClose,
}: {
  /** The product whose watch is being chosen; null while closed. */
  product: PosProduct | null;
  /** The serials the sale already holds. */
  taken: readonly string[];
  /** Adds the watch; answers a refusal to show, or null once it is in the sale. */
  onChosen: (product: PosProduct, serial: string) => string | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={product ? msg.saleChooseWatchTitle(product.name) : msg.saleAddWatch}
      description={msg.saleChooseWatchHint}
    >
      {product ? <ChooseWatch key={product.id} product={product} taken={taken} onChosen={onChosen} /> : null}
    </Dialog>
  );
}

function ChooseWatch({
  product,
  taken,
  onChosen,
}: {
  product: PosProduct;
  taken: readonly string[];
  onChosen: (product: PosProduct, serial: string) => string | null;
}) {
  const units = useQuery(
    apiQuery("listProductUnits", { params: { id: product.id }, query: { status: "en stock" } }),
  );
  const free = (units.data?.items ?? []).filter((u) => !taken.includes(u.serial));
  const [typed, setTyped] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const choose = (serial: string) => {
    const refused = onChosen(product, serial);
    setRefusal(refused);
    if (!refused) setTyped("");
  };
  /** A typed or scanned serial: one of the listed watches at once, else the server says what it is. */
  const confirm = async (raw: string) => {
    const parsed = parseSerial(raw);
    if (!parsed.ok) return setRefusal(parsed.error.message);
    const serial = parsed.value;
    if (taken.includes(serial)) return setRefusal(msg.saleSerialTwice(serial));
    if (free.some((u) => u.serial === serial)) return choose(serial);
    setChecking(true);
    try {
      const found = await call("findPosProductByCode", { query: { code: serial } });
      if (found.serial && found.id === product.id) choose(found.serial);
      else if (found.serial) setRefusal(msg.unitOtherProduct(serial, product.name));
      else setRefusal(msg.unitNotFound(serial));
    } catch (error) {
      // 'El reloj … no está disponible' as the server words it; an unknown code is no watch at all.
      const unknown = error instanceof ApiError && error.message === msg.scanCodeNotFound(serial);
      setRefusal(unknown ? msg.unitNotFound(serial) : errorMessage(error));
    } finally {
      setChecking(false);
    }
  };
  useBarcodeScanner((code) => void confirm(code));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void confirm(typed);
  };

  return (
    <div className="grid gap-4" data-testid="serial-chooser">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={msg.saleSerialLabel}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setRefusal(null);
            }}
            onKeyDown={onKeyDown}
            error={refusal ?? undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            // The dialog opens to read a serial, typed or scanned.
            autoFocus
          />
        </div>
        <CameraScanButton onCode={(code) => void confirm(code)} />
      </div>
      <Button onClick={() => void confirm(typed)} disabled={checking || !typed.trim()}>
        {msg.saleAddWatch}
      </Button>
      <section aria-label={msg.saleWatchesInStock} className="grid gap-2">
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{msg.saleWatchesInStock}</h3>
        {units.isPending ? (
          <Spinner />
        ) : units.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(units.error)}
          </p>
        ) : free.length === 0 ? (
          <p className="text-sm text-muted">
            {units.data.items.length ? msg.saleAllWatchesInSale : msg.saleNoWatchesInStock}
          </p>
        ) : (
          <ul className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2" data-testid="units-in-stock">
            {free.map((u) => (
              <li key={u.serial}>
                <button
                  type="button"
                  className="flex w-full flex-col items-start rounded-lg border border-border bg-surface px-3 py-2 text-left hover:border-gold hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
                  onClick={() => choose(u.serial)}
                >
                  <span className="font-mono text-sm font-semibold">{u.serial}</span>
                  <span className="text-xs text-muted">{msg.saleWatchReceived(dateText(u.receivedAt))}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
