// The support feature's public surface: Centro de Soporte (client area) and Tickets de Soporte (back office).
export { SupportTicketsPage } from "./admin-support-page";
export { ClientSupportPage } from "./client-support-page";
