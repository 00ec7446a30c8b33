import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { dialog } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { clientTransferOrder } from "./storefront-helpers";

/**
 * Watches sold by serial number (docs/decisions/0247): the counter names each watch it sells,
 * typed (or scanned) in "Buscar producto" or picked from those in stock; an admin names the watch
 * of a web order in the order dialog; the buyer reads it with its warranty in Mis Compras.
 */

/**
 * Axe as tests/e2e/axe.ts reads a page (WCAG 2.1 A/AA, serious and critical), once the page's
 * toasts have faded (a half-transparent toast reads as low contrast).
 */
async function violations(page: Page): Promise<string[]> {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** A page signed in as `email` in a browser context of its own. */
async function signedIn(browser: Browser, email: string, colorScheme: "light" | "dark"): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme })).newPage();
  await loginByApi(page, email);
  return page;
}

/** A public product kept by serial number with two watches in stock, created by an admin. */
async function serializedProduct(admin: Page, baseURL: string) {
  const id = tag();
  const name = `Reloj Serie ${id}`;
  const serials = [`E2E-${id}-1`, `E2E-${id}-2`];
  const res = await admin.request.post("/api/products", {
    headers: { origin: baseURL },
    data: {
      name,
      description: "Reloj de la prueba de números de serie.",
      brand: "Vértice",
      model: `Serie ${id}`,
      specs: {},
      salePrice: 350_000,
      promoPrice: null,
      originalPublicPrice: null,
      wholesalePrice: null,
      unitCost: null,
      lowStockThreshold: null,
      isPublic: true,
      initialStock: 2,
      serialized: true,
      initialSerials: serials,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: (await res.json()).id as string, name, serials };
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`watches by serial number (${theme})`, () => {
    test.use({ colorScheme: theme });

    test("a seller sells a watch by typing its serial in Buscar producto, and the order shows it", async ({
      page,
      browser,
      baseURL,
    }) => {
      const admin = await signedIn(browser, DEMO.admin, theme);
      const product = await serializedProduct(admin, baseURL!);
      await admin.context().close();
      const [first, second] = product.serials as [string, string];

      await loginByApi(page, DEMO.seller);
      await page.goto("/admin/sales");
      await page.getByRole("button", { name: "Nuevo cliente" }).click();
      await page.getByLabel("Nombre del cliente").fill("Lucía Serie E2E");
      await page.getByLabel("Teléfono").fill("9812-3456");

      // The serial typed (lower case, as a person might) and Enter: that watch joins the sale.
      const search = page.getByLabel("Buscar producto por nombre o marca");
      await search.fill(first.toLowerCase());
      await search.press("Enter");
      const lines = page.getByTestId("sale-lines");
      const chips = lines.getByRole("list", { name: `Números de serie de ${product.name}` });
      await expect(chips.getByRole("listitem")).toHaveText([first]);
      await expect(lines.getByLabel("Cantidad")).toHaveValue("1");
      await expect(search).toHaveValue("");

      // The same watch again is refused at once.
      await search.fill(first);
      await search.press("Enter");
      await expect(page.getByText(`El reloj ${first} ya está en esta venta.`)).toBeVisible();
      await expect(chips.getByRole("listitem")).toHaveCount(1);

      // Picked by name: the product asks which watch, offering those in stock not in the sale.
      await search.fill(product.name);
      await page.getByRole("option", { name: new RegExp(product.name) }).click();
      const chooser = page.getByRole("dialog", { name: `¿Qué reloj de ${product.name}?` });
      await expect(chooser.getByTestId("units-in-stock").getByRole("button")).toHaveCount(1);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/serial-shots/chooser-1280-${theme}.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/serial-shots/chooser-390-${theme}.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
      await chooser.getByRole("button", { name: new RegExp(second) }).click();
      await expect(chooser).toHaveCount(0);
      await expect(chips.getByRole("listitem")).toHaveText([first, second]);
      await expect(lines.getByLabel("Cantidad")).toHaveValue("2");
      await page.screenshot({ path: `/tmp/serial-shots/register-sale-1280-${theme}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await lines.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/serial-shots/register-sale-390-${theme}.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });

      // Taken off again: the quantity follows the serials.
      await chips.getByRole("button", { name: `Quitar el reloj ${second}` }).click();
      await expect(chips.getByRole("listitem")).toHaveText([first]);
      await expect(lines.getByLabel("Cantidad")).toHaveValue("1");

      // Paid in full in cash, and registered by its button.
      const payment = page.getByRole("region", { name: "Primer pago (opcional)" });
      await payment.getByLabel("Monto (L.)").fill("3500");
      await payment.getByLabel("Tipo de pago").selectOption("full");
      await page.getByRole("button", { name: "Registrar Venta" }).click();
      await expect(page).toHaveURL(/\/admin\/orders\?order=/);
      const watches = dialog(page).getByTestId("sale-watches");
      await expect(watches.getByTestId("sale-watches-list")).toContainText(first);
      await expect(watches).toContainText(product.name);
      await expect(watches).toContainText("Garantía hasta");
      // A seller reads: no watch to take back.
      await expect(watches.getByRole("button")).toHaveCount(0);
      expect(await violations(page)).toEqual([]);

      const saleId = new URL(page.url()).searchParams.get("order")!;
      const saved = await (await page.request.get(`/api/sales/${saleId}/serials`)).json();
      expect(saved.units.map((u: { serial: string }) => u.serial)).toEqual([first]);
    });

    test("an admin names the watch of a web order in the order dialog; the buyer reads it in Mis Compras", async ({
      page,
      browser,
      baseURL,
    }) => {
      // Two browsers, a conversion, two screen widths and two accessibility reads: a long journey.
      test.slow();
      const base = { origin: baseURL! };
      await loginByApi(page, DEMO.admin);
      const product = await serializedProduct(page, baseURL!);
      const [first, second] = product.serials as [string, string];

      // A client orders the watch by bank transfer; staff confirm it (a sale owing its serial).
      const client = await signedIn(browser, DEMO.client, theme);
      const { orderId, orderNumber } = await clientTransferOrder(client.request, baseURL!, product.id);
      const converted = await page.request.post(`/api/web-purchases/${orderId}/convert`, {
        headers: base,
        data: {},
      });
      expect(converted.status(), await converted.text()).toBe(200);

      await page.goto(`/admin/orders?order=${orderId}`);
      const watches = dialog(page).getByTestId("sale-watches");
      await expect(watches).toContainText(`Falta el número de serie de 1 reloj de ${product.name}.`);
      const field = watches.getByLabel(`Número de serie de ${product.name}`);
      await watches.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/serial-shots/order-owed-1280-${theme}.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await watches.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/serial-shots/order-owed-390-${theme}.png` });
      await page.setViewportSize({ width: 1280, height: 720 });

      // A serial the store does not have is refused on the field; the right one named with Enter.
      await field.fill("NOPE-404");
      await field.press("Enter");
      await expect(watches.getByText("No hay ningún reloj con el número de serie NOPE-404.")).toBeVisible();
      await field.fill(first);
      await field.press("Enter");
      await expect(watches.getByTestId("sale-watches-list")).toContainText(first);
      await expect(watches.getByTestId("sale-watches-owed")).toHaveCount(0);
      await expect(watches).toContainText("La garantía corre desde la entrega.");

      // A wrongly named watch is taken back after a confirmation (dismissed first: nothing changes).
      page.once("dialog", (d) => void d.dismiss());
      await watches.getByRole("button", { name: `Quitar el reloj ${first} de la venta` }).click();
      await expect(watches.getByTestId("sale-watches-list")).toContainText(first);
      page.once("dialog", (d) => {
        expect(d.message()).toContain(`¿Quitar el reloj ${first}`);
        void d.accept();
      });
      await watches.getByRole("button", { name: `Quitar el reloj ${first} de la venta` }).click();
      await expect(watches.getByTestId("sale-watches-owed")).toBeVisible();
      await expect(watches).toContainText("Aún no se ha asignado ningún reloj a esta venta.");

      // Named again with the button.
      await field.fill(second);
      await watches.getByRole("button", { name: "Asignar" }).click();
      await expect(watches.getByTestId("sale-watches-list")).toContainText(second);
      await expect(dialog(page).getByTestId("change-history")).toContainText("Número de Serie Asignado");
      expect(await violations(page)).toEqual([]);
      await watches.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/serial-shots/order-dialog-1280-${theme}.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await watches.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/serial-shots/order-dialog-390-${theme}.png` });
      await page.setViewportSize({ width: 1280, height: 720 });

      // Paid in full, the sale is completed: the watch is sold and its warranty runs.
      const sale = await (await page.request.get(`/api/sales/${orderId}`)).json();
      const paid = await page.request.post(`/api/sales/${orderId}/payments`, {
        headers: base,
        data: {
          amount: sale.balance,
          date: new Date().toISOString(),
          type: "full",
          method: "transferencia",
        },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      await expect(watches).toContainText("Garantía hasta");

      await client.goto(`/client/purchases/${orderId}`);
      await expect(client.getByRole("heading", { name: `Orden #${orderNumber}` })).toBeVisible();
      const mine = client.getByTestId("purchase-watches");
      await expect(mine).toContainText(second);
      await expect(mine).toContainText(product.name);
      await expect(mine).toContainText("Garantía hasta");
      expect(await violations(client)).toEqual([]);
      await client.setViewportSize({ width: 390, height: 844 });
      await client.screenshot({ path: `/tmp/serial-shots/mis-compras-390-${theme}.png`, fullPage: true });
      await client.context().close();
    });
  });
}
