import { useQueryClient } from "@tanstack/react-query";
import { msg } from "../../domain/kernel/messages";
import { call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { useBarcodeScanner } from "../lib/use-barcode-scanner";

/**
 * Conteo físico's scanner: each scan counts one more unit of the product (docs/decisions/0239), or
 * the watch whose serial it read (docs/decisions/0247).
 * The server adds the unit itself, so scans in a quick row never overwrite each other. Returns
 * the one handler, which the camera dialog calls too (docs/decisions/0199).
 */
export function useScanToCount(takeId: string): (code: string) => Promise<void> {
  const client = useQueryClient();
  const onScan = async (code: string) => {
    try {
      const line = await call("scanStockTakeLine", { params: { id: takeId }, body: { code } });
      // A serial that did not count (already counted, not in stock, unknown) says why.
      if (line.notice) toast.warning(line.notice);
      else toast.success(msg.scanCounted(line.productName, line.countedQuantity));
      await client.invalidateQueries({ queryKey: topicKey("stock_takes") });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  useBarcodeScanner(onScan);
  return onScan;
}
