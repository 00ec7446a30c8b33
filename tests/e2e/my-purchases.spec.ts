import { newProduct } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { clientTransferOrder } from "./storefront-helpers";

/** A bank transfer shows in Mis Compras while pending, and keeps its number once converted. */
test("Mis Compras shows a pending bank transfer, then the sale under the same number", async ({
  page,
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginByApi(admin, DEMO.admin);
  // A watch of this journey's own: a demo watch in stock now may be sold out by a parallel journey
  // before the order is placed, and the checkout refuses it for want of stock.
  const watch = await newProduct(
    admin.request,
    `Reloj Mis Compras ${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
    100_000,
  );
  await loginByApi(page, DEMO.client);
  const { orderId, orderNumber } = await clientTransferOrder(page.request, baseURL!, watch.id);

  await page.goto("/client/purchases");
  const pending = page.getByTestId("pending-web-purchase").filter({ hasText: `#${orderNumber}` });
  await expect(pending).toContainText("Pendiente de Confirmación");
  await expect(pending).toContainText("Transferencia por confirmar");

  const converted = await admin.request.post(`/api/web-purchases/${orderId}/convert`, {
    headers: { origin: baseURL! },
    data: {},
  });
  expect(converted.status(), await converted.text()).toBe(200);
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId("pending-web-purchase").filter({ hasText: `#${orderNumber}` })).toHaveCount(
    0,
  );
  await page.getByRole("link", { name: new RegExp(`#${orderNumber}`) }).click();
  await expect(page.getByRole("heading", { name: `Orden #${orderNumber}` })).toBeVisible();
});
