import { commonMessages } from "../../domain/messages-common";
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
  { slug: "dashboard", title: commonMessages.boDashboard, adminOnly: true },
  { slug: "messages", title: commonMessages.boMessages, adminOnly: false },
  { slug: "reports", title: commonMessages.boReports, adminOnly: true },
  { slug: "inventory", title: commonMessages.boInventory, adminOnly: false },
  { slug: "sales", title: commonMessages.boSales, adminOnly: false },
  {
    slug: "orders",
    title: commonMessages.boOrders,
    sellerTitle: commonMessages.boMyOrders,
    adminOnly: false,
  },
  { slug: "card-payments", title: commonMessages.boCardPayments, adminOnly: true },
  { slug: "unregistered", title: commonMessages.boUnregistered, adminOnly: true },
  { slug: "customers", title: commonMessages.boCustomers, adminOnly: false },
  { slug: "web-clients", title: commonMessages.boWebClients, adminOnly: false },
  { slug: "wholesalers", title: commonMessages.boWholesalers, adminOnly: true },
  { slug: "team", title: commonMessages.boTeam, adminOnly: true },
  { slug: "support-tickets", title: commonMessages.boSupportTickets, adminOnly: true },
  { slug: "settings", title: commonMessages.boSettings, adminOnly: true },
];

export const ADMIN_ONLY_SLUGS: ReadonlySet<string> = new Set(
  BACK_OFFICE_SECTIONS.filter((s) => s.adminOnly).map((s) => s.slug),
);

export const SELLER_DASHBOARD = { to: "/seller/dashboard", title: commonMessages.boMyDashboard } as const;

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
