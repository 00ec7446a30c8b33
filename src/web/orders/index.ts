// The orders feature's public surface: Órdenes / Mis Órdenes and the order dialog.

export { OrderDialog } from "./order-dialog";
export { OrdersPage } from "./orders-page";
