import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "../demo/catalog-data";
import { renderWatchPng } from "../demo/watch-art";
import { localImageStorage } from "./image-storage";
import {
  InvalidImageError,
  processProductImage,
  productImageSrcSet,
  productImageUrl,
  variantWidthsFor,
} from "./image-variants";

describe("processProductImage", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "images-test-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("turns a generated watch picture into three WebP variants", async () => {
    const storage = localImageStorage(dir);
    const png = await renderWatchPng(DEMO_PRODUCTS[0]!.art, "front", 1);
    const result = await processProductImage(storage, "prod1", "img1", png);
    expect(result).toEqual({
      storageKey: "products/prod1/img1",
      width: 1024,
      height: 1024,
      variantWidths: [320, 640, 1024],
    });
    for (const width of [320, 640, 1024]) {
      const file = await readFile(path.join(dir, `products/prod1/img1-${width}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width);
    }
  });

  it("never upscales a small photo", async () => {
    const storage = localImageStorage(dir);
    const small = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const result = await processProductImage(storage, "prod2", "img2", small);
    expect(result.variantWidths).toEqual([320, 500]);
    const meta = await sharp(await readFile(path.join(dir, "products/prod2/img2-500.webp"))).metadata();
    expect([meta.width, meta.height]).toEqual([500, 300]);
  });

  it("rejects what is not a raster image", async () => {
    const storage = localImageStorage(dir);
    await expect(processProductImage(storage, "p", "i", Buffer.from("no soy una imagen"))).rejects.toThrow(
      InvalidImageError,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processProductImage(storage, "p", "i", svg)).rejects.toThrow(InvalidImageError);
  });
});

describe("image URLs", () => {
  it("names the variants under /media", () => {
    expect(productImageUrl("products/a/b", 640)).toBe("/media/products/a/b-640.webp");
    expect(productImageSrcSet("products/a/b", [1024, 320])).toBe(
      "/media/products/a/b-320.webp 320w, /media/products/a/b-1024.webp 1024w",
    );
    expect(variantWidthsFor(2000)).toEqual([320, 640, 1024]);
    expect(variantWidthsFor(100)).toEqual([100]);
  });
});
