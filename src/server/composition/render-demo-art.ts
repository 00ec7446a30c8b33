import { availableParallelism } from "node:os";
import { Readable } from "node:stream";
import { renderWatchPng, type WatchSpec, type WatchView } from "../demo/watch-art";
import type { ImageStorage } from "../gateways/image-storage";
import { type ProcessedImage, processProductImage } from "../gateways/image-variants";

/**
 * Child-process entry (product-images.ts): draws the demo watches' pictures and encodes their
 * WebP variants, and sends the files back for the server to store. libvips' SVG, font and
 * encoder memory (~170 MB) stays with a process for its life; this one is short-lived.
 */
export interface RenderJob {
  art: WatchSpec;
  view: WatchView;
  seed: number;
  productId: string;
  imageId: string;
}

export interface RenderedPicture {
  processed: ProcessedImage;
  files: { key: string; data: Uint8Array }[];
}

/** Keeps what the picture pipeline writes, to be sent to the server. */
function collectingStorage(files: Map<string, Uint8Array>): ImageStorage {
  return {
    put: async (key, data) => {
      files.set(key, data);
    },
    get: async (key) => {
      const data = files.get(key);
      return data ? Readable.from([data]) : null;
    },
    remove: async (keys) => {
      for (const key of keys) files.delete(key);
    },
    removePrefix: async (prefix) => {
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
    },
  };
}

/** A few at a time: rendering and encoding are CPU-bound and libvips uses its own threads. */
const AT_ONCE = Math.max(2, Math.min(4, availableParallelism()));

process.once("message", async (jobs: RenderJob[]) => {
  const pictures: RenderedPicture[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      const png = await renderWatchPng(job.art, job.view, job.seed);
      const files = new Map<string, Uint8Array>();
      const processed = await processProductImage(collectingStorage(files), job.productId, job.imageId, png);
      pictures[index] = { processed, files: [...files].map(([key, data]) => ({ key, data })) };
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  process.send?.(pictures, undefined, {}, () => process.disconnect());
});
