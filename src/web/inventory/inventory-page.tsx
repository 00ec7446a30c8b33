import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { isAdmin } from "../../domain/kernel/roles";
import { useSession } from "../auth/use-session";
import { SectionTabs } from "../ui/section-tabs";
import { PageSpinner } from "../ui/spinner";
import { InventoryTable } from "./inventory-table";
import { ProductLedgerPage, StoreLedgerPage } from "./ledger";
import { ProductEditorSlot } from "./product-editor-slot";

const StockTakePage = lazy(() => import("./stock-take").then((m) => ({ default: m.StockTakePage })));
const SerialLookupPage = lazy(() => import("./serial-lookup").then((m) => ({ default: m.SerialLookupPage })));

/**
 * Inventario owns every route below /admin/inventory: the table, the store's ledger,
 * the stock-take (admins), the lookup of a watch by its serial, one product's ledger, and the
 * product editor's pages (its own feature).
 */
export function InventoryPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <Tabbed>
            <InventoryTable />
          </Tabbed>
        }
      />
      <Route
        path="movements"
        element={
          <Tabbed>
            <StoreLedgerPage />
          </Tabbed>
        }
      />
      <Route
        path="stock-take"
        element={
          <Tabbed>
            <AdminOnly>
              <Suspense fallback={<PageSpinner />}>
                <StockTakePage />
              </Suspense>
            </AdminOnly>
          </Tabbed>
        }
      />
      <Route
        path="serials"
        element={
          <Tabbed>
            <Suspense fallback={<PageSpinner />}>
              <SerialLookupPage />
            </Suspense>
          </Tabbed>
        }
      />
      <Route path="new" element={<ProductEditorSlot />} />
      <Route path=":id/edit" element={<ProductEditorSlot />} />
      <Route path=":id" element={<ProductLedgerPage />} />
    </Routes>
  );
}

function AdminOnly({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  return isAdmin(user?.role) ? children : <p className="text-muted">{msg.adminOnlyStock}</p>;
}

function Tabbed({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  const tabs = [
    { to: "/admin/inventory", label: msg.inventoryTabProducts, end: true },
    { to: "/admin/inventory/movements", label: msg.inventoryTabMovements, end: false },
    { to: "/admin/inventory/serials", label: msg.inventoryTabSerials, end: false },
    ...(isAdmin(user?.role)
      ? [{ to: "/admin/inventory/stock-take", label: msg.inventoryTabStockTake, end: false }]
      : []),
  ];
  return (
    <SectionTabs label={msg.inventoryTitle} tabs={tabs}>
      {children}
    </SectionTabs>
  );
}
