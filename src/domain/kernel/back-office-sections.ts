import { commonMessages } from "./messages-common";
import { ADMIN_ROLES, CUSTOMER_ROLES, type Role, STAFF_ROLES } from "./roles";

/**
 * The back-office sections under /admin, in the admin sidebar's order, and who may open which
 * path (docs/product/screens.md, roles.md). The route table, the role guard, the redirect after
 * sign-in and both sidebars read this one list; the server enforces the same rules on its data.
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

const ADMIN_ONLY_SLUGS: ReadonlySet<string> = new Set(
  BACK_OFFICE_SECTIONS.filter((s) => s.adminOnly).map((s) => s.slug),
);

/** The roles that may open a path of the web app; null means anyone. */
export function requiredRoles(pathname: string): readonly Role[] | null {
  const [area, section] = pathname.split("/").filter(Boolean);
  if (area === "client") return CUSTOMER_ROLES;
  if (area === "seller") return ["seller"];
  if (area === "admin") return section && ADMIN_ONLY_SLUGS.has(section) ? ADMIN_ROLES : STAFF_ROLES;
  return null;
}

export function canAccess(pathname: string, role: Role): boolean {
  const roles = requiredRoles(pathname);
  return roles === null || roles.includes(role);
}
