/** The account roles (docs/product/roles.md). 'customer' is a record with no account and never signs in. */
export const ROLES = ["client", "wholesaler", "seller", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["seller", "admin", "superadmin"] as const satisfies readonly Role[];
export const ADMIN_ROLES = ["admin", "superadmin"] as const satisfies readonly Role[];
export const CUSTOMER_ROLES = ["client", "wholesaler"] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
export function isStaff(role: Role | null | undefined): boolean {
  return role === "seller" || role === "admin" || role === "superadmin";
}
export function isAdmin(role: Role | null | undefined): boolean {
  return role === "admin" || role === "superadmin";
}
export function isCustomerRole(role: Role | null | undefined): boolean {
  return role === "client" || role === "wholesaler";
}

/** Where a user lands after signing in (docs/product/screens.md). */
export function homeAfterLogin(role: Role | null | undefined): string {
  if (role === "admin" || role === "superadmin") return "/admin";
  if (role === "seller") return "/seller";
  if (role === "client" || role === "wholesaler") return "/";
  return "/client";
}

/** Where /admin sends a staff member (docs/product/screens.md). */
export function backOfficeHome(role: Role): string {
  return role === "seller" ? "/seller/dashboard" : "/admin/dashboard";
}

/** Who may create which team member (docs/decisions/0001): only a superadmin creates admins and superadmins. */
export function canCreateTeamMember(actor: Role, target: Role): boolean {
  if (!isAdmin(actor)) return false;
  if (target === "admin" || target === "superadmin") return actor === "superadmin";
  return true;
}

/**
 * Who may reset whose password (docs/decisions/0040): an admin resets a client's, wholesaler's or
 * seller's; only a superadmin resets an admin's or a superadmin's. Nobody resets their own here
 * (the service refuses it: they use Cambiar Contraseña, which asks for the current password).
 */
export function canResetPassword(actor: Role, target: Role): boolean {
  if (!isAdmin(actor)) return false;
  return !isAdmin(target) || actor === "superadmin";
}

/** Splits a full name at the first space (docs/product/validation.md). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const at = trimmed.indexOf(" ");
  if (at < 0) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1) };
}

/** Order number and short user id (docs/product/constants.md). */
export function orderNumber(id: string): string {
  return id.slice(0, 6).toUpperCase();
}
export function shortUserId(id: string): string {
  return id.slice(0, 8);
}
