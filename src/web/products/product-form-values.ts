import type { UseFormReturn } from "react-hook-form";
import type { EditorProduct, NewProductInput } from "../../contracts/products/products";

/** The product editor's form, as each of its sections receives it. */
export type ProductFormApi = UseFormReturn<NewProductInput>;

/** Where the editor goes back to (Inventario). */
export const INVENTORY = "/admin/inventory";

/** A new product: the sale price starts empty (NaN), so the contract asks for one. */
export const EMPTY_PRODUCT: NewProductInput = {
  name: "",
  description: "",
  brand: "",
  model: "",
  reference: "",
  barcode: "",
  specs: {},
  salePrice: Number.NaN,
  promoPrice: null,
  originalPublicPrice: null,
  wholesalePrice: null,
  unitCost: null,
  lowStockThreshold: null,
  isPublic: true,
  warrantyMonths: null,
  initialStock: 0,
  serialized: false,
  initialSerials: [],
};

/**
 * A saved product as the form edits it (codes as text; the opening stock, its serials and whether it
 * is kept by serial number are a new one's: a saved product changes those in Inventario).
 */
export function formValues(p: EditorProduct): NewProductInput {
  return {
    name: p.name,
    description: p.description,
    brand: p.brand,
    model: p.model,
    reference: p.reference ?? "",
    barcode: p.barcode ?? "",
    specs: { ...p.specs },
    salePrice: p.salePrice,
    promoPrice: p.promoPrice,
    originalPublicPrice: p.originalPublicPrice,
    wholesalePrice: p.wholesalePrice,
    unitCost: p.unitCost,
    lowStockThreshold: p.lowStockThreshold,
    isPublic: p.isPublic,
    warrantyMonths: p.warrantyMonths,
    initialStock: 0,
    serialized: p.serialized,
    initialSerials: [],
  };
}
