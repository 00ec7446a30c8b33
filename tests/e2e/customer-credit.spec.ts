import { dialog, paymentForm, saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/** Saldo a favor in the order dialog, and what the payment form says is still owed. */
test.describe("customer credit in the order dialog", () => {
  test("the payment form says what is still owed next to the limit", async ({ page, baseURL }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!);
    const paid = await page.request.post(`/api/sales/${sale.id}/payments`, {
      headers: { origin: baseURL! },
      data: { amount: 43_750, date: "2026-11-20", type: "partial" },
    });
    expect(paid.status()).toBe(200);
    await page.goto(`/admin/orders?order=${sale.id}`);
    await expect(paymentForm(page).getByTestId("pending-balance")).toHaveText("Saldo pendiente: L. 562.50");
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    test(`a paid extra cost deleted shows 'Saldo a favor' and the admin's refund panel at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height });
      await loginByApi(page, DEMO.admin);
      const sale = await saleOfOneThousand(page.request, baseURL!);
      const headers = { origin: baseURL! };
      await page.request.post(`/api/sales/${sale.id}/extra-costs`, {
        headers,
        data: { description: "Grabado", amount: 20_000 },
      });
      await page.request.post(`/api/sales/${sale.id}/payments`, {
        headers,
        data: { amount: 120_000, date: "2026-11-20", type: "partial" },
      });
      expect((await page.request.delete(`/api/sales/${sale.id}/extra-costs/0`, { headers })).status()).toBe(
        200,
      );
      await page.goto(`/admin/orders?order=${sale.id}`);
      await expect(dialog(page).getByTestId("sale-credit")).toContainText("L. 200.00");
      await expect(dialog(page).getByTestId("sale-balance")).toHaveText("L. 0.00");
      await expect(dialog(page).getByTestId("credit-panel")).toBeVisible();
      await dialog(page).getByTestId("sale-credit").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/credit-dialog-${width}.png` });
      await dialog(page).getByTestId("credit-panel").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/credit-panel-${width}.png` });
    });
  }
});
