import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { commonMessages } from "../../domain/kernel/messages-common";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import { useSession } from "../auth/use-session";
import { OrdersPage } from "../sales";
import { SectionTabs } from "../ui/section-tabs";
import { PageSpinner } from "../ui/spinner";
import { DESK_PATH } from "./use-service-orders";

const ServiceListPage = lazy(() =>
  import("./service-list-page").then((m) => ({ default: m.ServiceListPage })),
);
const IntakePage = lazy(() => import("./intake-page").then((m) => ({ default: m.IntakePage })));
const ServiceOrderPage = lazy(() =>
  import("./service-order-page").then((m) => ({ default: m.ServiceOrderPage })),
);

/**
 * Órdenes / Mis Órdenes owns every route below /admin/orders (but Ventas eliminadas, a route of its
 * own): the sales list and the service desk (Órdenes › Servicio: the list, the intake and an
 * order's page), each under its tab. The sidebar keeps its one Órdenes item.
 */
export function OrdersSectionPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <Tabbed>
            <OrdersPage />
          </Tabbed>
        }
      />
      <Route path="services" element={<Desk page={<ServiceListPage />} />} />
      <Route path="services/new" element={<Desk page={<IntakePage />} />} />
      <Route path="services/:id" element={<Desk page={<ServiceOrderPage />} />} />
    </Routes>
  );
}

function Desk({ page }: { page: React.ReactNode }) {
  return (
    <Tabbed>
      <Suspense fallback={<PageSpinner />}>{page}</Suspense>
    </Tabbed>
  );
}

function Tabbed({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  const tabs = [
    // A seller's list is 'Mis Órdenes', as its sidebar item says.
    {
      to: "/admin/orders",
      label: user?.role === "seller" ? commonMessages.boMyOrders : t.tabOrders,
      end: true,
    },
    { to: DESK_PATH, label: t.tabService, end: false },
  ];
  return (
    <SectionTabs label={t.sectionLabel} tabs={tabs}>
      {children}
    </SectionTabs>
  );
}
