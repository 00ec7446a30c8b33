import { useRef } from "react";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import { call, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { useBarcodeScanner } from "../lib/use-barcode-scanner";

/**
 * Registrar Venta's scanner: a scan looks its code up — a barcode, a maker's reference or a watch's
 * serial (docs/decisions/0239, 0247) — and hands the product found to `onFound`, which adds it to
 * the sale. An unknown code, or a watch not in stock, says so and changes nothing. Returns the one
 * handler, which the camera dialog calls too (docs/decisions/0199). Off while `enabled` is false
 * (the dialog choosing a watch reads the scans then).
 */
export function useScanToSale(
  onFound: (product: PosProduct) => void,
  enabled = true,
): (code: string) => Promise<void> {
  const latest = useRef(onFound);
  latest.current = onFound;
  const onScan = async (code: string) => {
    try {
      latest.current(await call("findPosProductByCode", { query: { code } }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  useBarcodeScanner(onScan, enabled);
  return onScan;
}
