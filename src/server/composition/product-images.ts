import { fork } from "node:child_process";
import path from "node:path";
import { newId } from "../db/ids";
import type { DemoProduct } from "../demo/catalog-data";
import { WATCH_VIEWS } from "../demo/watch-art";
import type { GeneratedImage } from "../demo/world";
import type { ImageStorage } from "../gateways/image-storage";
import type { RenderedPicture, RenderJob } from "./render-demo-art";

/**
 * Draws the pictures of every demo product (front view, dial close-up, angled view) and their
 * WebP variants in a child process, and stores what it sends back.
 */
export async function generateProductImages(
  storage: ImageStorage,
  products: readonly { id: string; demo: DemoProduct; index: number }[],
): Promise<GeneratedImage[]> {
  const jobs = products.flatMap((p) =>
    WATCH_VIEWS.slice(0, p.demo.images).map((view, position) => ({
      art: p.demo.art,
      view,
      seed: p.index * 10 + position + 1,
      productId: p.id,
      imageId: newId(),
      position,
    })),
  );
  const pictures = await renderInChild(jobs);
  const out: GeneratedImage[] = [];
  for (const [i, { processed, files }] of pictures.entries()) {
    const job = jobs[i]!;
    for (const file of files) await storage.put(file.key, Buffer.from(file.data));
    out.push({ ...processed, id: job.imageId, productId: job.productId, position: job.position });
  }
  return out.sort((a, b) => a.productId.localeCompare(b.productId) || a.position - b.position);
}

/**
 * Renders the pictures in a short-lived child process (render-demo-art.ts): the native memory
 * of SVG rendering and WebP encoding stays with that process, not the server. From
 * TypeScript (tsx, tests) the child runs the .ts entry through tsx; from the compiled build,
 * the render-demo-art.js next to the chunks (scripts/build-server.mjs).
 */
async function renderInChild(jobs: RenderJob[]): Promise<RenderedPicture[]> {
  const fromSource = import.meta.url.endsWith(".ts");
  const entry = fromSource
    ? path.join(import.meta.dirname, "render-demo-art.ts")
    : path.join(import.meta.dirname, "render-demo-art.js");
  const child = fork(entry, [], {
    execArgv: fromSource ? ["--import", "tsx"] : [],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    let result: RenderedPicture[] | null = null;
    child.once("message", (pictures) => {
      result = pictures as RenderedPicture[];
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (result && result.length === jobs.length) resolve(result);
      else reject(new Error(`demo pictures: the render process exited with ${code}`));
    });
    child.send(jobs);
  });
}
