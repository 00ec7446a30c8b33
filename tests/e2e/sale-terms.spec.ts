import type { Page } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/** Registrar Venta shows what a first payment will do, and a seller cannot give merchandise away. */
async function startSale(page: Page) {
  await page.goto("/admin/sales");
  await page.getByRole("button", { name: "Nuevo cliente" }).click();
  await page.getByLabel("Nombre del cliente").fill("Cliente Condiciones E2E");
  await page.getByLabel("Buscar producto por nombre o marca").fill("Vértice Ejecutivo");
  await page.getByRole("option", { name: /Vértice Ejecutivo 40mm/ }).click();
  await expect(page.getByTestId("sale-lines")).toContainText("Vértice Ejecutivo 40mm");
  const payment = page.getByRole("region", { name: "Primer pago (opcional)" });
  await payment.getByLabel("Monto (L.)").fill("1");
  await payment.getByLabel("Tipo de pago").selectOption("full");
}

test.describe("Registrar Venta: first payment and seller terms", () => {
  test("an admin sees the 'Ajuste por pago completo' and the balance before saving", async ({ page }) => {
    await loginByApi(page, DEMO.admin);
    await startSale(page);
    const preview = page.getByTestId("sale-preview");
    await expect(preview.getByTestId("sale-preview-adjustment")).toContainText("Ajuste por pago completo");
    await expect(preview.getByTestId("sale-preview-balance")).toContainText("L. 0.00");
    await expect(preview).toContainText("Completado");
    await expect(preview.getByTestId("sale-preview-refusal")).toHaveCount(0);
  });

  test("a seller is told a 'Pago Completo' must cover the total, and the server refuses it too", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.seller);
    await startSale(page);
    await expect(page.getByLabel("Descuento extra (L.)")).toHaveCount(0);
    const refusal = page.getByTestId("sale-preview-refusal");
    await expect(refusal).toContainText("Un pago completo debe cubrir el total de");
    await page.getByRole("button", { name: "Registrar Venta" }).click();
    await expect(page.getByText(/Un pago completo debe cubrir el total de/).last()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/sales/);
  });
});
