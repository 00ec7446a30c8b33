import { availableParallelism } from "node:os";
import type { ImageStorage } from "../../gateways/image-storage";
import { type ProcessedImage, processProductImage } from "../../products/images";
import { newId } from "../ids";
import type { DemoProduct } from "./catalog-data";
import { renderWatchPng, WATCH_VIEWS } from "./watch-art";

export interface GeneratedImage extends ProcessedImage {
  id: string;
  productId: string;
  position: number;
}

/**
 * Draws and stores the pictures of every demo product (front view, dial close-up, angled view),
 * a few at a time: rendering and WebP encoding are CPU-bound and sharp uses its own threads.
 */
export async function generateProductImages(
  storage: ImageStorage,
  products: readonly { id: string; demo: DemoProduct; index: number }[],
): Promise<GeneratedImage[]> {
  const jobs = products.flatMap((p) =>
    WATCH_VIEWS.slice(0, p.demo.images).map((view, position) => ({ p, view, position })),
  );
  const out: GeneratedImage[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const png = await renderWatchPng(job.p.demo.art, job.view, job.p.index * 10 + job.position + 1);
      const id = newId();
      const processed = await processProductImage(storage, job.p.id, id, png);
      out.push({ ...processed, id, productId: job.p.id, position: job.position });
    }
  };
  const workers = Math.max(2, Math.min(4, availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  return out.sort((a, b) => a.productId.localeCompare(b.productId) || a.position - b.position);
}
