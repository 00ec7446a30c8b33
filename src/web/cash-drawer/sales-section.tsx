import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { loadRegisterSalePage } from "../sales";
import { SectionTabs } from "../ui/section-tabs";
import { PageSpinner } from "../ui/spinner";
import { CounterNotice } from "./counter-notice";
import { DrawerPage } from "./drawer-page";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { DRAWER_PATH, SALE_PATH } from "./paths";

// Registrar Venta stays the chunk of its own the sales feature hands out.
const RegisterSalePage = lazy(() => loadRegisterSalePage().then((Page) => ({ default: Page })));

/**
 * Registrar Venta owns every route below /admin/sales: the sale form (its first tab, where it has
 * always been) and Caja, this device's drawer. The sidebar keeps its one Registrar Venta item.
 */
export function SalesSectionPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <Tabbed>
            <CounterNotice />
            <Suspense fallback={<PageSpinner />}>
              <RegisterSalePage />
            </Suspense>
          </Tabbed>
        }
      />
      <Route
        path="cash-drawer"
        element={
          <Tabbed>
            <DrawerPage />
          </Tabbed>
        }
      />
      <Route path="*" element={<Navigate to={SALE_PATH} replace />} />
    </Routes>
  );
}

function Tabbed({ children }: { children: ReactNode }) {
  return (
    <SectionTabs
      label={t.sectionLabel}
      tabs={[
        { to: SALE_PATH, label: t.tabSale, end: true },
        { to: DRAWER_PATH, label: t.tabDrawer, end: false },
      ]}
    >
      {children}
    </SectionTabs>
  );
}
