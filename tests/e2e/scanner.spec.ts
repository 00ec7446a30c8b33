import type { APIRequestContext } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { scan } from "./scanner-helpers";

interface Product {
  id: string;
  name: string;
  quantity: number;
}

/** A well-stocked product (skip picks another) with a barcode, the store's own when it had none. */
async function productWithBarcode(
  request: APIRequestContext,
  baseURL: string,
  skip: number,
): Promise<Product & { barcode: string }> {
  const list = await request.get("/api/inventory?sort=quantity&dir=desc&pageSize=10");
  // A watch kept by serial is counted and sold by its serial (serial-sale.spec.ts).
  const product = (await list.json()).items.filter((r: { serialized: boolean }) => !r.serialized)[
    skip
  ] as Product;
  const editor = await (await request.get(`/api/products/${product.id}`)).json();
  if (editor.barcode) return { ...product, barcode: editor.barcode };
  const res = await request.post(`/api/products/${product.id}/store-barcode`, {
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...product, barcode: (await res.json()).barcode };
}

test.describe("barcode scanner", () => {
  test("Registrar Venta adds the scanned watch with no field focused and with a text field focused", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginByApi(page, DEMO.admin);
    const product = await productWithBarcode(page.request, baseURL!, 0);
    await page.goto("/admin/sales");
    await expect(page.getByLabel("Buscar producto por nombre o marca")).toBeVisible();

    // Nothing focused: the scan lands on the page.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scan(page, product.barcode);
    const lines = page.getByTestId("sale-lines");
    await expect(lines).toContainText(product.name);
    await expect(lines.getByLabel("Cantidad")).toHaveValue("1");

    // A text field focused: the scan's characters are taken back out and its Enter submits nothing.
    await page.getByRole("button", { name: "Nuevo cliente" }).click();
    const customer = page.getByLabel("Nombre del cliente");
    await customer.fill("Ana Mostrador");
    await customer.focus();
    await scan(page, product.barcode);
    await expect(lines.getByLabel("Cantidad")).toHaveValue("2");
    await expect(customer).toHaveValue("Ana Mostrador");
    await expect(page).toHaveURL(/\/admin\/sales$/);

    // The search field too: the code never stays in it.
    const search = page.getByLabel("Buscar producto por nombre o marca");
    await search.focus();
    await scan(page, product.barcode);
    await expect(lines.getByLabel("Cantidad")).toHaveValue("3");
    await expect(search).toHaveValue("");

    // An unknown code says so and changes nothing.
    await scan(page, "NOEXISTE-123");
    await expect(page.getByText("Código no encontrado: NOEXISTE-123")).toBeVisible();
    await expect(lines.getByLabel("Cantidad")).toHaveValue("3");
    await page.screenshot({ path: "/tmp/scanner-shots/register-sale-scanned-1280.png" });
  });

  test("a code typed by hand and confirmed with Enter adds its watch, as a scan does; a slow scanner too; Enter never registers the sale", async ({
    page,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    const product = await productWithBarcode(page.request, baseURL!, 0);
    const before = (await (await page.request.get("/api/sales?page=1&pageSize=1")).json()).total;
    await page.goto("/admin/sales");
    await page.getByRole("button", { name: "Nuevo cliente" }).click();
    await page.getByLabel("Nombre del cliente").fill("Ana Mostrador");
    const lines = page.getByTestId("sale-lines");
    const search = page.getByLabel("Buscar producto por nombre o marca");

    // Typed at a person's pace (or sent that slowly by a Bluetooth scanner), then Enter.
    await search.focus();
    await page.keyboard.type(product.barcode, { delay: 120 });
    await page.keyboard.press("Enter");
    await expect(lines.getByLabel("Cantidad")).toHaveValue("1");
    await expect(search).toHaveValue("");

    // A name and Enter picks the highlighted match; the arrow keys move it.
    await search.fill("Vértice");
    const highlighted = page.locator("[role=option][aria-selected=true]");
    await expect(highlighted).toHaveCount(1);
    const first = await highlighted.textContent();
    await search.press("ArrowDown");
    await search.press("ArrowUp");
    await expect(highlighted).toHaveText(first!);
    const picked = (await highlighted.locator("span.font-medium").textContent())!;
    await search.press("Enter");
    await expect(search).toHaveValue("");
    await expect(lines).toContainText(picked);

    // Enter in any other field registers nothing, and what a person types there is never a scan.
    const name = page.getByLabel("Nombre del cliente");
    await name.focus();
    await page.keyboard.type(product.barcode, { delay: 120 });
    await page.keyboard.press("Enter");
    await expect(name).toHaveValue(`Ana Mostrador${product.barcode}`);
    await expect(lines.getByLabel("Cantidad").first()).toHaveValue("1");
    await expect(page).toHaveURL(/\/admin\/sales$/);
    await expect(page.getByText(/registrada con éxito/)).toHaveCount(0);
    const after = (await (await page.request.get("/api/sales?page=1&pageSize=1")).json()).total;
    expect(after).toBe(before);
  });

  test("Conteo físico counts three scans", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginByApi(page, DEMO.admin);
    const product = await productWithBarcode(page.request, baseURL!, 3);
    const headers = { origin: baseURL! };
    // A retry finds the count its first attempt left open: discard it so the journey starts clean.
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
    await expect(field).toHaveValue("");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scan(page, product.barcode);
    await scan(page, product.barcode);
    // The third with the count field itself focused: the code does not end up in it.
    await field.focus();
    await scan(page, product.barcode);
    await expect(field).toHaveValue("3");
    await expect(page.getByTestId("stock-take-summary")).toContainText("1 de 1 contados");
    await page.screenshot({ path: "/tmp/scanner-shots/stock-take-scanned-390.png" });
    await page.request.post(`/api/inventory/stock-take/${takeId}/discard`, { headers });
  });
});
