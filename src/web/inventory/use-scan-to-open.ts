import { useNavigate } from "react-router";
import { call, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { useBarcodeScanner } from "../lib/use-barcode-scanner";

/**
 * Inventario's scanner: a scan opens the product's page (its row's link); it never changes
 * stock (docs/decisions/0239). An unknown code says so. Returns the one handler, which the camera
 * dialog calls too (docs/decisions/0199). Off (`enabled` false) while a dialog of the page takes the
 * scans itself (a watch's serial in Agregar stock).
 */
export function useScanToOpen(enabled = true): (code: string) => Promise<void> {
  const navigate = useNavigate();
  const onScan = async (code: string) => {
    try {
      const product = await call("findPosProductByCode", { query: { code } });
      navigate(`/admin/inventory/${product.id}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  useBarcodeScanner(onScan, enabled);
  return onScan;
}
