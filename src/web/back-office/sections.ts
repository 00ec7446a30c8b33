import { msg } from "../../domain/messages";
import type { Role } from "../../domain/roles";

/**
 * The back-office pages under /admin (docs/product/screens.md), in the admin sidebar's order. This list is
 * the single source for the route table, the role guard and both sidebars.
 */
export interface BackOfficeSection {
  slug: string;
  title: string;
  /** The seller's own wording where it differs ('Mis Órdenes'). */
  sellerTitle?: string;
  adminOnly: boolean;
}

export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  { slug: "dashboard", title: msg.boDashboard, adminOnly: true },
  { slug: "messages", title: msg.boMessages, adminOnly: false },
  { slug: "reports", title: msg.boReports, adminOnly: true },
  { slug: "inventory", title: msg.boInventory, adminOnly: false },
  { slug: "sales", title: msg.boSales, adminOnly: false },
  { slug: "orders", title: msg.boOrders, sellerTitle: msg.boMyOrders, adminOnly: false },
  { slug: "card-payments", title: msg.boCardPayments, adminOnly: true },
  { slug: "unregistered", title: msg.boUnregistered, adminOnly: true },
  { slug: "customers", title: msg.boCustomers, adminOnly: false },
  { slug: "web-clients", title: msg.boWebClients, adminOnly: false },
  { slug: "wholesalers", title: msg.boWholesalers, adminOnly: true },
  { slug: "team", title: msg.boTeam, adminOnly: true },
  { slug: "support-tickets", title: msg.boSupportTickets, adminOnly: true },
  { slug: "settings", title: msg.boSettings, adminOnly: true },
];

export const ADMIN_ONLY_SLUGS: ReadonlySet<string> = new Set(
  BACK_OFFICE_SECTIONS.filter((s) => s.adminOnly).map((s) => s.slug),
);

export const SELLER_DASHBOARD = { to: "/seller/dashboard", title: msg.boMyDashboard } as const;

export interface NavItem {
  to: string;
  label: string;
}

/** Sidebar entries per role (docs/product/screens.md): admins see every section; a seller starts with 'Mi Dashboard'. */
export function backOfficeNav(role: Role): NavItem[] {
  if (role === "seller") {
    return [
      { to: SELLER_DASHBOARD.to, label: SELLER_DASHBOARD.title },
      ...BACK_OFFICE_SECTIONS.filter((s) => !s.adminOnly).map((s) => ({
        to: `/admin/${s.slug}`,
        label: s.sellerTitle ?? s.title,
      })),
    ];
  }
  return BACK_OFFICE_SECTIONS.map((s) => ({ to: `/admin/${s.slug}`, label: s.title }));
}

export function sectionTitle(section: BackOfficeSection, role: Role | undefined): string {
  return role === "seller" && section.sellerTitle ? section.sellerTitle : section.title;
}
