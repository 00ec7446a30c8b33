// The service desk's public surface on the web: Órdenes with its two tabs, the sales list and
// Servicio (the desk's list, intake and an order's page), at /admin/orders/*; Mis Compras' «Mis
// relojes en servicio» and Reportes › Servicio. The public estimate page is its own chunk (pages.ts).
export { MyServiceOrders } from "./my-service-orders";
export { OrdersSectionPage } from "./orders-section";
export { ServiceReport } from "./service-report";
