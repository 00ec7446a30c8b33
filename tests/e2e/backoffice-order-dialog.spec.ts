import {
  dialog,
  expectStatus,
  orderForm,
  paymentForm,
  registerPayment,
  saleOfOneThousand,
} from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/** 13, 14 and 21: the admin order dialog. */
test.describe("back-office order dialog", () => {
  test("a payment above the total reads 'Error al registrar pago: …' with one 'Error'", async ({
    page,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!);
    await page.goto(`/admin/orders?order=${sale.id}`);
    await registerPayment(page, "1100");
    await expect(
      page.getByText(
        "Error al registrar pago: El pago total no puede exceder el total de la orden de L. 1,000.00.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/Error: El pago total/)).toHaveCount(0);
  });

  test("a transfer payment reads 'Transferencia' in the history and is stored as transferencia", async ({
    page,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!);
    await page.goto(`/admin/orders?order=${sale.id}`);
    const form = paymentForm(page);
    await expect(form.getByLabel("Método")).toHaveValue("efectivo");
    await form.getByLabel("Método").selectOption({ label: "Transferencia" });
    await registerPayment(page, "250");
    await expect(page.getByText("Pago registrado con éxito.").first()).toBeVisible();
    await expect(page.getByTestId("payment-history")).toContainText(
      "L. 250.00 · Abono al Crédito · Transferencia",
    );
    await expect(form.getByLabel("Método")).toHaveValue("efectivo");
    const saved = await (await page.request.get(`/api/sales/${sale.id}`)).json();
    expect(saved.payments.map((p: { method: string }) => p.method)).toEqual(["transferencia"]);
  });

  test("commission 150 is saved as 100 and the field shows 100", async ({ page, baseURL }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!);
    await page.goto(`/admin/orders?order=${sale.id}`);
    await orderForm(page).getByLabel("Comisión (%)").fill("150");
    await orderForm(page).getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados con éxito.").first()).toBeVisible();
    await expect(orderForm(page).getByLabel("Comisión (%)")).toHaveValue("100");
    const saved = await (await page.request.get(`/api/sales/${sale.id}`)).json();
    expect(saved.commission.percentage).toBe(100);
  });

  test("a commission of 7.5 % is saved with its decimal and shown again", async ({ page, baseURL }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!);
    await page.goto(`/admin/orders?order=${sale.id}`);
    await orderForm(page).getByLabel("Comisión (%)").fill("7.5");
    await orderForm(page).getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados con éxito.").first()).toBeVisible();
    await expect(orderForm(page).getByLabel("Comisión (%)")).toHaveValue("7.5");
    const saved = await (await page.request.get(`/api/sales/${sale.id}`)).json();
    expect(saved.commission.percentage).toBe(7.5);
  });

  test("history lines show dates as the shop's calendar, never raw ISO timestamps", async ({
    page,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!);
    await page.goto(`/admin/orders?order=${sale.id}`);
    await registerPayment(page, "400");
    await expectStatus(page, "Abonado");
    await page.getByRole("button", { name: "Editar L. 400.00" }).click();
    await page.getByRole("form", { name: "Editar" }).getByLabel("Monto (L.)").fill("300");
    await page.getByRole("form", { name: "Editar" }).getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Pago actualizado con éxito.")).toBeVisible();
    const history = page.getByTestId("change-history");
    await expect(history.getByText(/Pago de L\.\s400\.00 \(\d{1,2} \w+ \d{4}\) modificado/)).toBeVisible();
    await expect(history).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  test("an admin deletes a sale with a reason; it leaves Órdenes and appears in Ventas eliminadas", async ({
    page,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!, "Cliente Para Eliminar");
    await page.goto(`/admin/orders?order=${sale.id}`);
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Eliminar venta" }).click();
    const confirm = page.getByRole("form", { name: "Eliminar venta" });
    await expect(confirm).toContainText("vuelven al inventario");
    await confirm.getByRole("button", { name: "Eliminar venta" }).click();
    await expect(
      page.getByText("Error al eliminar venta: Por favor, indica el motivo de la eliminación."),
    ).toBeVisible();
    await confirm.getByLabel("Motivo de la eliminación").fill("Venta duplicada");
    await confirm.getByRole("button", { name: "Eliminar venta" }).click();
    await expect(page.getByText(`Venta #${sale.orderNumber} eliminada con éxito.`)).toBeVisible();
    await expect(page.getByTestId("order-dialog")).toHaveCount(0);
    expect((await page.request.get(`/api/sales/${sale.id}`)).status()).toBe(404);

    await page.getByRole("link", { name: "Ventas eliminadas" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/deleted$/);
    // Its title comes with its lazy chunk (docs/decisions/0222).
    await expect(page.getByTestId("page-title")).toHaveText("Ventas eliminadas");
    const row = page.getByTestId("deleted-sales").getByText(`#${sale.orderNumber}`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId("deleted-sales")).toContainText("Motivo: Venta duplicada");
  });
});
