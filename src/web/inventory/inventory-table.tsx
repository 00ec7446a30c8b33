import { PackagePlus, Tags } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { isAdmin } from "../../domain/kernel/roles";
import { printMsg } from "../../domain/receipts/messages-printing";
import { useSession } from "../auth/use-session";
import { CameraScanButton } from "../lib/camera-scan";
import { toast } from "../lib/toast";
import { Button, buttonClass } from "../ui/button";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { InventoryCards } from "./inventory-cards";
import type { RowPicks, StockDialog } from "./inventory-cells";
import { InventoryFilters } from "./inventory-filters";
import { InventoryGrid } from "./inventory-grid";
import { type LabelPick, LabelsDialog } from "./labels-dialog";
import { AddStockDialog, AdjustStockDialog } from "./stock-dialogs";
import { SerializeDialog } from "./unit-dialogs";
import { UnitsDialog } from "./units-dialog";
import { useInventory, useInventoryBrands } from "./use-inventory";
import { PAGE_SIZE, useInventoryParams } from "./use-inventory-params";
import { useScanToOpen } from "./use-scan-to-open";

/** Inventario: every product with its stock figures; server-side filters, sort and paging; live. */
export function InventoryTable() {
  const { user } = useSession();
  const admin = isAdmin(user?.role);
  const [dialog, setDialog] = useState<StockDialog>(null);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [labelsFor, setLabelsFor] = useState<LabelPick[] | null>(null);
  // While a dialog is open a scan is its own (a watch's serial), never a product to open.
  const onScan = useScanToOpen(dialog === null && labelsFor === null);
  const params = useInventoryParams();
  const { query, page, set, filtered } = params;
  const { data, isPending } = useInventory(query);
  const { data: brands } = useInventoryBrands();
  const rows = data?.items ?? [];
  const picks = useMemo<RowPicks>(
    () => ({
      has: (id) => picked.has(id),
      toggle: (row) =>
        setPicked((old) => {
          const next = new Map(old);
          if (next.has(row.id)) next.delete(row.id);
          else next.set(row.id, row.name);
          return next;
        }),
      setAll: (some, on) =>
        setPicked((old) => {
          const next = new Map(old);
          for (const row of some) {
            if (on) next.set(row.id, row.name);
            else next.delete(row.id);
          }
          return next;
        }),
    }),
    [picked],
  );
  const openLabels = () => {
    if (picked.size === 0) {
      toast.info(printMsg.labelsSelectHint);
      return;
    }
    setLabelsFor([...picked].map(([id, name]) => ({ id, name })));
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data ? msg.inventoryCount(data.total) : ""}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <CameraScanButton onCode={onScan} className="h-9 px-3" />
          <Button variant="secondary" size="sm" onClick={openLabels} title={printMsg.labelsSelectHint}>
            <Tags className="h-4 w-4" aria-hidden="true" />
            {printMsg.labelsButton}
            {picked.size ? ` (${picked.size})` : ""}
          </Button>
          {admin ? (
            <Link to="/admin/inventory/new" className={buttonClass("primary", "sm")}>
              <PackagePlus className="h-4 w-4" aria-hidden="true" />
              {msg.inventoryNewProduct}
            </Link>
          ) : null}
        </div>
      </div>
      <InventoryFilters params={params} brands={brands?.brands} />
      {isPending ? (
        <PageSpinner />
      ) : (
        <>
          <InventoryCards rows={rows} admin={admin} filtered={filtered} open={setDialog} picks={picks} />
          <InventoryGrid rows={rows} admin={admin} params={params} open={setDialog} picks={picks} />
        </>
      )}
      <Pager
        page={page}
        total={data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPage={(p) => set("page", String(p))}
      />
      {labelsFor ? (
        <LabelsDialog
          picks={labelsFor}
          onClose={() => setLabelsFor(null)}
          onDone={() => {
            setLabelsFor(null);
            setPicked(new Map());
          }}
        />
      ) : null}
      {dialog?.kind === "add" ? (
        <AddStockDialog product={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "adjust" ? (
        <AdjustStockDialog product={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "serialize" ? (
        <SerializeDialog product={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "units" ? <UnitsDialog product={dialog.row} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
