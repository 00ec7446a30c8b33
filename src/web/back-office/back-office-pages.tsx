import type { ComponentType } from "react";
import { Navigate } from "react-router";
import { backOfficeHome } from "../../domain/kernel/roles";
import { UnderConstruction } from "../app/simple-pages";
import { useSession } from "../auth/use-session";

/** /admin and /seller index: each staff member's own home (docs/product/screens.md). */
export function BackOfficeIndex() {
  const { user } = useSession();
  return <Navigate to={user ? backOfficeHome(user.role) : "/"} replace />;
}

/** Until its feature is built, a section says so honestly; its title is in the header. */
export function SectionPlaceholder() {
  return <UnderConstruction />;
}

type PageLoader = () => Promise<ComponentType>;

/**
 * The sections built so far, each its own lazy chunk: a salesperson's first load never carries
 * the dashboards or reports. Every other slug shows the placeholder.
 */
const PAGES: Record<string, PageLoader> = {
  dashboard: () => import("../reports").then((m) => m.DashboardPage),
  reports: () => import("../reports").then((m) => m.ReportsPage),
  "support-tickets": () => import("../support").then((m) => m.SupportTicketsPage),
  messages: () => import("../messages").then((m) => m.MessagesPage),
  inventory: () => import("../inventory").then((m) => m.InventoryPage),
  // Registrar Venta with its tabs: the sale form and Caja (the cash drawer).
  sales: () => import("../cash-drawer").then((m) => m.loadSalesSectionPage()),
  orders: () => import("../service-orders").then((m) => m.OrdersSectionPage),
  "card-payments": () => import("../card-payments").then((m) => m.CardPaymentsPage),
  customers: () => import("../customers").then((m) => m.CustomersPage),
  "web-clients": () => import("../customers").then((m) => m.WebClientsPage),
  wholesalers: () => import("../customers").then((m) => m.WholesalersPage),
  team: () => import("../team").then((m) => m.TeamPage),
  unregistered: () => import("../web-purchases").then((m) => m.WebPurchasesPage),
  settings: () => import("../settings").then((m) => m.SettingsPage),
};

export async function loadPage(slug: string): Promise<ComponentType> {
  const load = PAGES[slug];
  return load ? load() : SectionPlaceholder;
}
