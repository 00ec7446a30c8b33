/** Who hears that a statement, a mapping or a match changed: the admins, as in Compras Web. */
export const ADMINS = { roles: ["admin", "superadmin"] as const };
