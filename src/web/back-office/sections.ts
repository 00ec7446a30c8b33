import type { Role } from "../../domain/roles";
import { pending } from "../lib/pending-texts";

/**
 * The back-office pages under /admin (SPEC §2), in the admin sidebar's order. This list is
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
  { slug: "dashboard", title: pending.boDashboard, adminOnly: true },
  { slug: "messages", title: pending.boMessages, adminOnly: false },
  { slug: "reports", title: pending.boReports, adminOnly: true },
  { slug: "inventory", title: pending.boInventory, adminOnly: false },
  { slug: "sales", title: pending.boSales, adminOnly: false },
  { slug: "orders", title: pending.boOrders, sellerTitle: pending.boMyOrders, adminOnly: false },
  { slug: "card-payments", title: pending.boCardPayments, adminOnly: true },
  { slug: "unregistered", title: pending.boUnregistered, adminOnly: true },
  { slug: "customers", title: pending.boCustomers, adminOnly: false },
  { slug: "web-clients", title: pending.boWebClients, adminOnly: false },
  { slug: "wholesalers", title: pending.boWholesalers, adminOnly: true },
  { slug: "team", title: pending.boTeam, adminOnly: true },
  { slug: "support-tickets", title: pending.boSupportTickets, adminOnly: true },
  { slug: "settings", title: pending.boSettings, adminOnly: true },
];

export const ADMIN_ONLY_SLUGS: ReadonlySet<string> = new Set(
  BACK_OFFICE_SECTIONS.filter((s) => s.adminOnly).map((s) => s.slug),
);

export const SELLER_DASHBOARD = { to: "/seller/dashboard", title: pending.boMyDashboard } as const;

export interface NavItem {
  to: string;
  label: string;
}

/** Sidebar entries per role (SPEC §2): admins see every section; a seller starts with 'Mi Dashboard'. */
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
