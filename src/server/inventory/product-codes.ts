import { eq, ilike, or, type SQL } from "drizzle-orm";
import { codeLookupKeys } from "../../domain/products/product-codes";
import { containsPattern } from "../db/like";
import { products } from "../products/schema";

/**
 * The product lookups by maker's reference and barcode that Inventario, Registrar Venta and the
 * storefront share. The columns hold the domain's canonical forms, so the typed text goes
 * through the same normalisation before it is compared: a UPC-A finds its 0-prefixed EAN-13.
 */

/** A product whose barcode or reference is exactly this code (what a scanner read); undefined when none can match. */
export function codeMatchSql(raw: string): SQL | undefined {
  const keys = codeLookupKeys(raw);
  return or(
    keys.barcode ? eq(products.barcode, keys.barcode) : undefined,
    keys.reference ? eq(products.reference, keys.reference) : undefined,
  );
}

/** A search box's term: part of the reference, or the whole barcode. */
export function codeSearchSql(term: string, { barcode }: { barcode: boolean }): SQL | undefined {
  const keys = codeLookupKeys(term);
  return or(
    keys.reference ? ilike(products.reference, containsPattern(keys.reference)) : undefined,
    barcode && keys.barcode ? eq(products.barcode, keys.barcode) : undefined,
  );
}
