import { DEMO, expect, loginByApi, test } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

/** A bank transfer shows in Mis Compras while pending, and keeps its number once converted. */
test("Mis Compras shows a pending bank transfer, then the sale under the same number", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginByApi(page, DEMO.client);
  const product = await productWithStock(page.request, 1);
  const cities = (await (await page.request.get("/api/shipping-locations")).json()) as { id: string }[];
  const placed = await page.request.post("/api/checkout", {
    headers: { origin: baseURL! },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      contact: { name: "Cliente Demo", email: DEMO.client, phone: "9988-7766" },
      shipping: {
        cityId: cities[0]!.id,
        department: "Francisco Morazán",
        municipality: "Distrito Central",
        address: "Col. Palmira, casa 12",
      },
      paymentMethod: "transfer",
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderId, orderNumber } = (await placed.json()) as { orderId: string; orderNumber: string };

  await page.goto("/client/purchases");
  const pending = page.getByTestId("pending-web-purchase").filter({ hasText: `#${orderNumber}` });
  await expect(pending).toContainText("Pendiente de Confirmación");
  await expect(pending).toContainText("Transferencia por confirmar");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginByApi(admin, DEMO.admin);
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
