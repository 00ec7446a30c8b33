// The sales feature's public surface on the web: Órdenes / Mis Órdenes and the order dialog, and
// Registrar Venta. Registrar Venta loads as a chunk of its own, so the pieces other features show
// (a status badge, the order dialog, a client's purchase) never carry the counter's sale form.
export { CustomerPicker, customerInput, EMPTY_CUSTOMER, type NewCustomer } from "./customer-picker";
export { DeclaredTransferPanel } from "./declared-transfer-panel";
export { LayawayLabel } from "./layaway-label";
export { OrderDialog } from "./order-dialog";
export { OrdersPage } from "./orders-page";
export { PaymentMethodSelect, PaymentTypeSelect } from "./payment-type-select";
// The service desk's intake and estimate pick their customer and parts as Registrar Venta does.
export { ProductPicker } from "./product-picker";
export type { Line as PickedLine } from "./sale-lines";
export { StatusBadge } from "./status-badge";
export { useSale } from "./use-sale";
export { useSellers } from "./use-sellers";

export const loadRegisterSalePage = () => import("./register-sale-page").then((m) => m.RegisterSalePage);
