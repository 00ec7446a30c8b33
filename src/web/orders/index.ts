// The orders feature's public surface: Órdenes / Mis Órdenes and the order dialog.

export { DeclaredTransferPanel } from "./declared-transfer-panel";
export { OrderDialog } from "./order-dialog";
export { OrdersPage } from "./orders-page";
export { PaymentMethodSelect, PaymentTypeSelect } from "./payment-type-select";
export { StatusBadge } from "./status-badge";
export { useSale } from "./use-sale";
export { useSellers } from "./use-sellers";
