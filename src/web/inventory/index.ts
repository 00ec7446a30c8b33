// The inventory feature's public surface: Inventario (table, ledger, stock-take, Buscar por serie) at
// /admin/inventory/*, and the list of watches' serials the product editor takes a new product's stock with.
export { InventoryPage } from "./inventory-page";
export { SerialListInput } from "./serial-list-input";
