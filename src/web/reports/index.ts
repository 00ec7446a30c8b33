/** Dashboard, Mi Dashboard and Reportes: one lazy chunk with recharts, loaded only on these pages. */
export { DashboardPage } from "./dashboard-page";
export { ReportsPage } from "./reports-page";
export { SellerDashboardPage } from "./seller-dashboard-page";
