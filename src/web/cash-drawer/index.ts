// The cash drawer's public surface on the web: what the sections it lives in mount. Never a sidebar
// item of its own — Registrar Venta › Caja (the section's page, with its sale form as the first
// tab), Configuración › Cajas, Reportes › Caja and the Dashboard's tile.
import { drawerScreens } from "./messages-cash-drawer-screens";
import { DRAWER_REPORT_PATH, REGISTERS_TAB_ID } from "./paths";

export { CashDrawerReport } from "./drawer-report";
export { CashDrawerTile } from "./drawer-tile";
export { RegistersTab } from "./registers-tab";

/** Configuración's tab: its id in ?tab= and its label. */
export const registersTab = { id: REGISTERS_TAB_ID, label: drawerScreens.settingsTab } as const;
/** Reportes' tab: its path and label. */
export const drawerReportTab = { path: DRAWER_REPORT_PATH, label: drawerScreens.reportTab } as const;

// Registrar Venta's section page is a chunk of its own, as the sale form always was: the other
// features that mount the drawer (Reportes, Configuración) never carry the sale form.
export const loadSalesSectionPage = () => import("./sales-section").then((m) => m.SalesSectionPage);
