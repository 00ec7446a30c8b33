import { ADMIN_ROLES, CUSTOMER_ROLES, type Role, STAFF_ROLES } from "../../domain/roles";
import { ADMIN_ONLY_SLUGS } from "../back-office/sections";

/**
 * Who may open which path (docs/product/screens.md, roles.md). Used by the route guard and by the redirect after
 * login, so "may this user go back where the guard stopped them" has one answer.
 * null means public. The server enforces the same rules on its data.
 */
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
