import { dialog, paymentForm, saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, registerByApi, test } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

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
      if (width !== 1280) return;
      // Money leaving the shop is confirmed first, with its method and day; cancelling changes nothing.
      const panel = dialog(page).getByTestId("credit-panel");
      await panel.getByLabel("Cómo se devuelve").selectOption("transferencia");
      await panel.getByRole("button", { name: "Reembolsar", exact: true }).click();
      const ask = page.getByRole("dialog", { name: "¿Registrar el reembolso?" });
      await expect(ask).toContainText("reembolso de L. 200.00 en transferencia");
      await ask.getByRole("button", { name: "Cancelar" }).click();
      const refundsOf = async () =>
        ((await (await page.request.get(`/api/sales/${sale.id}`)).json()) as { refunds: unknown[] }).refunds;
      expect(await refundsOf()).toEqual([]);
      await panel.getByRole("button", { name: "Reembolsar", exact: true }).click();
      await page.getByTestId("confirm-refund").click();
      await expect
        .poll(refundsOf)
        .toEqual([expect.objectContaining({ amount: 20_000, method: "transferencia", kind: "reembolso" })]);
    });
  }

  test("Mis Compras shows the client's 'Saldo a favor' in the same summary as the order dialog, zero lines left out", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await registerByApi(client, "Cata Saldo");
    const clientId = ((await (await client.request.get("/api/me")).json()) as { user: { id: string } }).user
      .id;
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginByApi(admin, DEMO.admin);
    const headers = { origin: baseURL! };
    const product = await productWithStock(admin.request, 1);
    const created = await admin.request.post("/api/sales", {
      headers,
      data: {
        customer: { kind: "user", userId: clientId },
        items: [{ productId: product.id, quantity: 1, price: 100_000 }],
        shipping: { mode: "pickup" },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const sale = (await created.json()) as { id: string };
    await admin.request.post(`/api/sales/${sale.id}/extra-costs`, {
      headers,
      data: { description: "Grabado", amount: 20_000 },
    });
    await admin.request.post(`/api/sales/${sale.id}/payments`, {
      headers,
      data: { amount: 120_000, date: "2026-11-20", type: "partial" },
    });
    expect((await admin.request.delete(`/api/sales/${sale.id}/extra-costs/0`, { headers })).status()).toBe(
      200,
    );

    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await client.setViewportSize({ width, height });
      await client.goto(`/client/purchases/${sale.id}`);
      const totals = client.getByTestId("sale-totals-lines");
      await expect(totals.getByTestId("sale-credit")).toContainText("Saldo a favor");
      await expect(totals.getByTestId("sale-credit")).toContainText("L. 200.00");
      await expect(totals.locator('[data-line="amountPaid"] dd')).toHaveText("L. 1,000.00");
      await expect(totals.getByTestId("sale-balance")).toHaveText("L. 0.00");
      await expect(totals).not.toContainText("Costos extra");
      await expect(totals).not.toContainText("Descuento extra");
      await totals.scrollIntoViewIfNeeded();
      await client.screenshot({ path: testInfo.outputPath(`purchase-summary-${width}.png`) });
    }
    await clientContext.close();
    await adminContext.close();
  });
});
