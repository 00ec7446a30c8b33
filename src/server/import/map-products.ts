import { normaliseBarcode, normaliseReference } from "../../domain/products/product-codes";
import { products } from "../products/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad, type Reader } from "./read";
import { productExternalImages } from "./schema";

/** Each product imported by this run, with the stock it had in the old app (its opening balance). */
export type OpeningStock = Map<
  string,
  { name: string; quantity: number; createdAt: Date; image: string | null }
>;

/**
 * The catalogue. Old pictures stay on the old storage as external images (importExternalImages
 * copies them later); the stock comes over as the product's quantity, and the ledger is balanced
 * against it afterwards (importStockLedger).
 */
export async function importProducts(run: ImportRun): Promise<OpeningStock> {
  const { tx } = run;
  const productDocs = docsOf(run.exported, "products");
  const opening: OpeningStock = new Map();
  // A maker reference or barcode the export has is kept, in its canonical form; one that is
  // invalid or already another product's skips the product with the reason (both are unique).
  const seenCodes = new Set<string>();
  const importedCode = (r: Reader, field: "reference" | "barcode") => {
    const raw = r.optStr(field);
    const result = (field === "reference" ? normaliseReference : normaliseBarcode)(raw ?? "");
    if (!result.ok) throw new Bad(`${field}: ${result.error.message}`);
    if (result.value === null) return null;
    const key = `${field}:${result.value}`;
    if (seenCodes.has(key)) throw new Bad(`${field}: repetido (${result.value})`);
    seenCodes.add(key);
    return result.value;
  };
  await run.eachNew("products", productDocs, [products, products.id], async (id, r) => {
    const quantity = r.int("quantity", 0);
    const inProgressStock = r.int("inProgressStock", 0);
    const totalSold = r.int("totalSold", 0);
    if (quantity < 0) throw new Bad(`quantity: stock negativo (${quantity})`);
    if (inProgressStock < 0 || totalSold < 0) throw new Bad("inProgressStock/totalSold: negativo");
    const salePrice = r.money("salePrice");
    const promoPrice = r.optMoney("promoPrice");
    const originalPublicPrice = r.optMoney("originalPublicPrice");
    const wholesalePrice = r.optMoney("wholesalePrice");
    const unitCost = r.optMoney("unitCost");
    if ([salePrice, promoPrice, originalPublicPrice, wholesalePrice, unitCost].some((p) => (p ?? 0) < 0))
      throw new Bad("precio negativo");
    const name = r.str("name");
    const images = r.strings("imageUrls");
    const createdAt = new Date(r.time("createdAt", new Date().toISOString()));
    await tx.insert(products).values({
      id,
      name,
      brand: r.str("brand", ""),
      description: r.str("description", ""),
      model: r.str("model", ""),
      reference: importedCode(r, "reference"),
      barcode: importedCode(r, "barcode"),
      quantity,
      inProgressStock,
      totalSold,
      salePrice,
      promoPrice: promoPrice && promoPrice > 0 ? promoPrice : null,
      originalPublicPrice,
      wholesalePrice,
      unitCost,
      isPublic: r.bool("isPublic", true),
      isFeatured: r.bool("isFeatured", false),
      createdAt,
      updatedAt: createdAt,
    });
    if (images.length)
      await tx
        .insert(productExternalImages)
        .values(images.map((url, position) => ({ productId: id, position, url })));
    opening.set(id, { name, quantity, createdAt, image: images[0] ?? null });
    run.keepExtras("products", id, r);
  });
  return opening;
}
