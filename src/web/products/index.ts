// The products feature's public surface: the product editor, rendered by Inventario at
// /admin/inventory/new and /admin/inventory/:id/edit (src/web/inventory/inventory-page.tsx).
export { ProductEditorPage } from "./product-editor-page";
