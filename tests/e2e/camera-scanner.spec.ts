import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import bwipjs from "bwip-js/node";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/**
 * Scanning with the phone's camera (docs/decisions/0199), with Chromium's fake camera fed a video
 * of a barcode made here: bwip-js draws the product's EAN-13, ffmpeg turns it into a looping
 * .y4m where the code is in view 1.5 s and out of view 1.5 s (so continuous counting sees it
 * come back). Linux Chromium has no native BarcodeDetector: this exercises the WebAssembly reader
 * served from our own origin.
 */
const VIDEO_DIR = path.resolve(`test-results/camera-${process.env.E2E_PORT ?? 3100}`);
const VIDEO = path.join(VIDEO_DIR, "barcode.y4m");

// The WebAssembly reader on a loaded machine takes seconds per look: each journey gets two minutes.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({
  permissions: ["camera"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

interface Product {
  id: string;
  name: string;
}

/** A well-stocked product with an EAN-13, the store's own when it had none. */
async function productWithEan(
  request: APIRequestContext,
  baseURL: string,
): Promise<Product & { barcode: string }> {
  const list = await request.get("/api/inventory?sort=quantity&dir=desc&pageSize=10");
  // A watch kept by serial is sold by its serial: scanning its barcode asks which watch.
  for (const product of ((await list.json()).items as (Product & { serialized: boolean })[]).filter(
    (r) => !r.serialized,
  )) {
    const editor = await (await request.get(`/api/products/${product.id}`)).json();
    if (/^\d{13}$/.test(editor.barcode ?? "")) return { ...product, barcode: editor.barcode };
    if (editor.barcode) continue;
    const res = await request.post(`/api/products/${product.id}/store-barcode`, {
      headers: { origin: baseURL },
    });
    expect(res.status(), await res.text()).toBe(200);
    return { ...product, barcode: (await res.json()).barcode };
  }
  throw new Error("no product for the camera test");
}

/** The fake camera's video: the code on white, in view for 1.5 s, then 1.5 s of white. */
async function writeBarcodeVideo(code: string): Promise<void> {
  mkdirSync(VIDEO_DIR, { recursive: true });
  const png = await bwipjs.toBuffer({
    bcid: "ean13",
    text: code,
    scale: 3,
    height: 18,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: "FFFFFF",
  });
  const image = path.join(VIDEO_DIR, "barcode.png");
  writeFileSync(image, png);
  execFileSync(
    "ffmpeg",
    [
      ...["-y", "-loglevel", "error", "-f", "lavfi", "-i", "color=white:s=640x480:d=3:r=10", "-i", image],
      ...["-filter_complex", "[0][1]overlay=(W-w)/2:(H-h)/2:enable='lt(mod(t,3),1.5)',format=yuv420p"],
      ...["-t", "3", VIDEO],
    ],
    { stdio: "inherit" },
  );
}

/** Keeps every camera stream the page opens, so the test can check they were turned off. */
async function watchCameraStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    window.cameraStreams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** How many camera tracks were opened, and how many are still live. */
const cameraTracks = (page: Page) =>
  page.evaluate(() => {
    const streams = window.cameraStreams ?? [];
    const tracks = streams.flatMap((s) => s.getTracks());
    return { opened: tracks.length, live: tracks.filter((t) => t.readyState === "live").length };
  });

let product: Product & { barcode: string };

test.beforeAll(async ({ request, baseURL }) => {
  await request.post("/api/auth/sign-in/email", { data: { email: DEMO.admin, password: "demo1234" } });
  product = await productWithEan(request, baseURL!);
  await writeBarcodeVideo(product.barcode);
});

test("Registrar Venta: Escanear reads the code with the camera, adds the watch and turns the camera off", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchCameraStreams(page);
  await loginByApi(page, DEMO.admin);
  const wasm: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(".wasm")) wasm.push(r.url());
  });
  await page.goto("/admin/sales");
  await page.getByRole("button", { name: "Escanear" }).click();
  const dialog = page.getByRole("dialog", { name: "Escanear con la cámara" });
  await expect(dialog.getByLabel("Vista de la cámara")).toBeVisible();
  await page.screenshot({ path: "/tmp/scanner-shots/camera-dialog-390.png" });
  // One-shot: the read adds the watch and closes the dialog.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const lines = page.getByTestId("sale-lines");
  await expect(lines).toContainText(product.name);
  await expect(lines.getByLabel("Cantidad")).toHaveValue("1");
  await expect(page.getByText(`Escaneado: ${product.name}`)).toBeVisible();
  expect(await cameraTracks(page)).toEqual({ opened: 1, live: 0 });
  // The reader came from our own origin.
  expect(wasm.length).toBeGreaterThan(0);
  for (const url of wasm) expect(new URL(url).origin).toBe(new URL(page.url()).origin);

  // Again: one more unit of the same watch (the keyboard scanner's path).
  await page.getByRole("button", { name: "Escanear" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(lines.getByLabel("Cantidad")).toHaveValue("2");
  expect(await cameraTracks(page)).toEqual({ opened: 2, live: 0 });
});

test("Conteo físico: the dialog keeps counting until closed, then the camera is off", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await watchCameraStreams(page);
  await loginByApi(page, DEMO.admin);
  const headers = { origin: baseURL! };
  const open = (await (await page.request.get("/api/inventory/stock-take")).json()).stockTake;
  if (open) await page.request.post(`/api/inventory/stock-take/${open.id}/discard`, { headers });
  const start = await page.request.post("/api/inventory/stock-take", {
    headers,
    data: { productIds: [product.id] },
  });
  expect(start.status(), await start.text()).toBe(200);
  const takeId = (await start.json()).id as string;

  await page.goto("/admin/inventory/stock-take");
  const field = page.getByLabel(`Cantidad contada de ${product.name}`);
  await expect(field).toHaveValue("", { timeout: 30_000 });
  await page.getByRole("button", { name: "Escanear" }).click();
  const dialog = page.getByRole("dialog", { name: "Escanear con la cámara" });
  await expect(dialog.getByTestId("camera-last-read")).toHaveText(`Leído: ${product.barcode}`, {
    timeout: 30_000,
  });
  // The code leaves the view and comes back: a second unit, with the dialog still open.
  await expect(field).toHaveValue("2", { timeout: 30_000 });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "/tmp/scanner-shots/camera-count-1280-dark.png" });
  await dialog.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(dialog).toBeHidden();
  expect(await cameraTracks(page)).toEqual({ opened: 1, live: 0 });
  const counted = Number(await field.inputValue());
  expect(counted).toBeGreaterThanOrEqual(2);
  await page.request.post(`/api/inventory/stock-take/${takeId}/discard`, { headers });
});

test("Inventario: a read opens the product's page", async ({ page }) => {
  await loginByApi(page, DEMO.admin);
  await page.goto("/admin/inventory");
  await page.getByRole("button", { name: "Escanear" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inventory/${product.id}$`), { timeout: 30_000 });
});

test("WebAssembly compiles in the back office's pages only", async ({ page }) => {
  const compiles = () =>
    page.evaluate(() =>
      WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
        () => true,
        () => false,
      ),
    );
  await loginByApi(page, DEMO.admin);
  await page.goto("/");
  expect(await compiles()).toBe(false);
  await page.goto("/admin/sales");
  expect(await compiles()).toBe(true);
});

test("a refused camera says so", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginByApi(page, DEMO.admin);
  await page.goto("/admin/sales");
  await page.getByRole("button", { name: "Escanear" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "No se dio permiso para usar la cámara" }),
  ).toBeVisible();
  await page.screenshot({ path: "/tmp/scanner-shots/camera-denied-390.png" });
  await context.close();
});
