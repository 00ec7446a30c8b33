// The inventory feature's public surface: Inventario (table, ledger, stock-take) at /admin/inventory/*.
export { InventoryPage } from "./inventory-page";
