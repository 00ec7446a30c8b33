import { shopDay } from "../../src/domain/kernel/shop-calendar";
import { saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/**
 * Saldo a favor where a customer's money is summed: the customer page, its Estado de cuenta and
 * Cuentas por cobrar, each showing the credit on its own, at 1280 and 390 px.
 */
for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`a customer's Saldo a favor on their page, statement and receivables at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    await loginByApi(page, DEMO.admin);
    const name = `Cliente Crédito ${width}`;
    const sale = await saleOfOneThousand(page.request, baseURL!, name);
    const headers = { origin: baseURL! };
    await page.request.post(`/api/sales/${sale.id}/extra-costs`, {
      headers,
      data: { description: "Grabado", amount: 20_000 },
    });
    await page.request.post(`/api/sales/${sale.id}/payments`, {
      headers,
      data: { amount: 120_000, date: "2026-11-20", type: "partial" },
    });
    await page.request.delete(`/api/sales/${sale.id}/extra-costs/0`, { headers });
    const merged = (await (
      await page.request.get(`/api/customers/merged?q=${encodeURIComponent(name)}`)
    ).json()) as Array<{
      id: string;
      name: string;
    }>;
    const customer = merged.find((m) => m.name === name)!;
    await page.goto(`/admin/customers/${customer.id}`);
    await expect(page.getByTestId("customer-credit")).toHaveText("L. 200.00");
    await expect(page.getByTestId("balance-owed")).toHaveText("L. 0.00");
    await page.screenshot({ path: `test-results/credit-customer-${width}.png`, fullPage: true });
    await page.getByTestId("tab-statement").click();
    const section = page.getByTestId("customer-statement");
    await expect(section.getByTestId("statement-closing-credit")).toHaveText("L. 200.00");
    await expect(section.getByTestId("statement-closing")).toHaveText("L. 0.00");
    await page.screenshot({ path: `test-results/credit-statement-${width}.png`, fullPage: true });
    const today = shopDay(new Date());
    await page.goto(`/admin/reports/receivable?asOf=${today}`);
    await expect(page.getByTestId("receivable-credit")).toBeVisible();
    await page.screenshot({ path: `test-results/credit-receivable-${width}.png`, fullPage: true });
  });
}
