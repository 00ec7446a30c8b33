import { BACK_OFFICE_SECTIONS, type BackOfficeSection } from "../../domain/kernel/back-office-sections";
import { commonMessages } from "../../domain/kernel/messages-common";
import type { Role } from "../../domain/kernel/roles";

export { BACK_OFFICE_SECTIONS, type BackOfficeSection } from "../../domain/kernel/back-office-sections";

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
