import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, expect, loginByApi, registerByApi, test } from "./fixtures";

/**
 * Stored XSS (docs/security.md): script payloads saved through the API into the free-text fields
 * customers and staff write — product name, brand and description, customer name, address and
 * notes, a sale's customer and pickup note, an internal message, a support ticket, the store's
 * About page — then the pages that show them opened in Chromium. No script runs (no dialog, no
 * global set by a payload) and each payload shows as literal text.
 */
const payload = (field: string) =>
  `XSS-${field} <img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>`;

async function post(
  request: APIRequestContext,
  baseURL: string,
  url: string,
  data: unknown,
  method = "post",
) {
  const res = await request.fetch(url, { method, headers: { origin: baseURL }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** Opens `url`, waits for each marker to show as text, and checks nothing ran. */
async function expectInert(page: Page, url: string, fields: string[], dialogs: string[]) {
  await page.goto(url);
  for (const field of fields) {
    await expect(
      page.getByText(`XSS-${field} <img src=x`, { exact: false }).filter({ visible: true }).first(),
      `${url} ${field}`,
    ).toBeVisible();
  }
  expect(await page.evaluate(() => window.__xss), url).toBeUndefined();
  expect(dialogs, url).toEqual([]);
  expect(await page.locator("img[src='x']").count(), url).toBe(0);
}

test("script payloads saved in every free-text field render as text and never run", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginByApi(page, DEMO.admin);
  const request = page.request;
  const base = baseURL!;

  const product = await post(request, base, "/api/products", {
    name: payload("nombre").slice(0, 100),
    description: payload("descripcion"),
    brand: "Casio",
    model: payload("modelo").slice(0, 80),
    specs: {},
    salePrice: 100_000,
    promoPrice: null,
    originalPublicPrice: null,
    wholesalePrice: null,
    unitCost: null,
    lowStockThreshold: null,
    isPublic: true,
    initialStock: 3,
  });
  await post(request, base, "/api/customers", {
    name: payload("cliente").slice(0, 110),
    phone: "9900-1122",
    address: payload("direccion"),
    notes: payload("notas"),
  });
  const sale = await post(request, base, "/api/sales", {
    customer: { kind: "new", name: payload("venta").slice(0, 110), phone: "9900-3344" },
    items: [{ productId: product.id, quantity: 1 }],
    shipping: { mode: "pickup", note: payload("nota-envio") },
  });
  const recipients = await (await request.get("/api/messages/recipients")).json();
  const to = (recipients.recipients ?? recipients).find((r: { email?: string }) => r.email !== DEMO.admin);
  await post(request, base, "/api/messages", {
    recipientIds: [to.id],
    subject: payload("asunto").slice(0, 100),
    content: payload("mensaje"),
  });
  await post(request, base, "/api/settings", { pages: { terms: payload("terminos") } }, "patch");

  await expectInert(page, `/products/${product.id}`, ["nombre", "descripcion"], dialogs);
  await expectInert(page, "/catalog", ["nombre"], dialogs);
  // Términos, not Nosotros: the storefront journey reads Nosotros' demo text at the same time.
  await expectInert(page, "/terms", ["terminos"], dialogs);
  await expectInert(page, "/admin/inventory", ["nombre"], dialogs);
  // Searched: other journeys add customers, and an X name sorts past the first page.
  await expectInert(page, "/admin/customers?q=XSS-cliente", ["cliente"], dialogs);
  await expectInert(page, "/admin/orders", ["venta"], dialogs);
  await expectInert(page, `/admin/orders?order=${sale.id}`, ["venta"], dialogs);
  await expectInert(page, "/admin/messages", ["asunto"], dialogs);

  // A client's support ticket, read by the client and by the admins' desk.
  const context = await browser.newContext({ baseURL: base });
  const client = await context.newPage();
  const clientDialogs: string[] = [];
  client.on("dialog", (d) => {
    clientDialogs.push(d.message());
    void d.dismiss();
  });
  await registerByApi(client, "Cliente Xss");
  await post(client.request, base, "/api/support/tickets", {
    subject: payload("ticket").slice(0, 100),
    category: "Producto",
    message: payload("ticket-texto"),
  });
  await expectInert(client, "/client/support", ["ticket"], clientDialogs);
  await context.close();
  await expectInert(page, "/admin/support-tickets", ["ticket"], dialogs);
});
