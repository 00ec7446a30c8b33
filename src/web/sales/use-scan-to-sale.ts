import { useRef } from "react";
import { msg } from "../../domain/kernel/messages";
import { call, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { useBarcodeScanner } from "../lib/use-barcode-scanner";
import { type Line, withOneMore } from "./sale-lines";

/**
 * Registrar Venta's scanner: a scan adds the product to the sale, or one more unit when it is
 * already there (docs/decisions/0239). An unknown code says so and changes nothing. Returns the
 * one handler, which the camera dialog calls too (docs/decisions/0199).
 */
export function useScanToSale(
  lines: Line[],
  onLines: (lines: Line[]) => void,
  wholesaler: boolean,
): (code: string) => Promise<void> {
  // The lookup is a round trip: the lines are read when it answers, so quick scans all count.
  const current = useRef(lines);
  current.current = lines;
  const onScan = async (code: string) => {
    try {
      const product = await call("findPosProductByCode", { query: { code } });
      const next = withOneMore(current.current, product, wholesaler);
      current.current = next;
      onLines(next);
      toast.success(msg.scanAdded(product.name));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  useBarcodeScanner(onScan);
  return onScan;
}
