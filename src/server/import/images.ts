import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ImageStorage } from "../gateways/image-storage";
import { addPicture } from "../products";
import { productExternalImages } from "./schema";

export interface ImageImportResult {
  converted: number;
  failed: { productId: string; url: string; reason: string }[];
}

/**
 * Brings the pictures an import left on the old hosted storage into ours (docs/decisions/0113):
 * each URL is downloaded, converted by the product-picture pipeline (WebP variants) and its
 * external row deleted. A picture that cannot be fetched or read stays listed, for a later run.
 */
export async function importExternalImages(
  db: Db,
  storage: ImageStorage,
  fetcher: (url: string) => Promise<Buffer> = download,
): Promise<ImageImportResult> {
  const rows = await db
    .select()
    .from(productExternalImages)
    .orderBy(asc(productExternalImages.productId), asc(productExternalImages.position));
  const result: ImageImportResult = { converted: 0, failed: [] };
  for (const row of rows) {
    try {
      await addPicture(db, storage, row.productId, await fetcher(row.url));
      await db
        .delete(productExternalImages)
        .where(
          and(
            eq(productExternalImages.productId, row.productId),
            eq(productExternalImages.position, row.position),
          ),
        );
      result.converted++;
    } catch (error) {
      result.failed.push({
        productId: row.productId,
        url: row.url,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
