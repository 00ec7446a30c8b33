/** Where the drawer's screens live: tabs and reports of existing sections, never a sidebar item. */
export const SALE_PATH = "/admin/sales";
/** Registrar Venta › Caja. */
export const DRAWER_PATH = "/admin/sales/cash-drawer";
/** Configuración › Cajas (Configuración keeps its tab in ?tab=). */
export const REGISTERS_TAB_ID = "cajas";
export const REGISTERS_SETTINGS_PATH = `/admin/settings?tab=${REGISTERS_TAB_ID}`;
/** Reportes › Caja; `session` opens one session's dialog. */
export const DRAWER_REPORT_PATH = "/admin/reports/cash-drawer";
export const sessionInReport = (id: string) =>
  `${DRAWER_REPORT_PATH}?${new URLSearchParams({ session: id })}`;
