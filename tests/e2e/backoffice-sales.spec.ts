import { execFileSync } from "node:child_process";
import {
  dialog,
  expectStatus,
  orderForm,
  paymentForm,
  registerPayment,
  saleOfOneThousand,
} from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

test.describe("back-office sales", () => {
  test("a seller registers a sale for a new customer with a first abono and sees it read-only in 'Mis Órdenes'", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.seller);
    await page.goto("/admin/sales");
    await page.getByRole("button", { name: "Nuevo cliente" }).click();
    await page.getByLabel("Nombre del cliente").fill("Carlos Mostrador E2E");
    await page.getByLabel("Teléfono").fill("9812-3456");
    await page.getByLabel("Buscar producto por nombre o marca").fill("Vértice Ejecutivo");
    await page.getByRole("option", { name: /Vértice Ejecutivo 40mm/ }).click();
    await expect(page.getByTestId("sale-lines")).toContainText("Vértice Ejecutivo 40mm");
    await page.getByRole("region", { name: "Primer pago (opcional)" }).getByLabel("Monto (L.)").fill("500");
    await page.getByRole("button", { name: "Registrar Venta" }).click();

    await expect(page.getByText(/^Venta #[0-9A-Z]{6} registrada con éxito\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\?order=/);
    await expect(page.getByTestId("page-title")).toHaveText("Mis Órdenes");
    await expectStatus(page, "Abonado");
    await expect(dialog(page)).toContainText("Carlos Mostrador E2E");
    await expect(dialog(page)).toContainText("Solo lectura");
    await expect(paymentForm(page)).toHaveCount(0);
    await expect(orderForm(page)).toHaveCount(0);
    // Their own mistake: the seller asks admins to cancel it, with a reason; the sale stays as it is.
    await dialog(page).getByRole("button", { name: "Solicitar anulación" }).click();
    await dialog(page).getByLabel("Motivo de la solicitud").fill("Cliente equivocado");
    await dialog(page)
      .getByRole("form", { name: "Solicitar anulación" })
      .getByRole("button", { name: "Solicitar anulación" })
      .click();
    await expect(
      page.getByText(/^Solicitud de anulación de la venta #[0-9A-Z]{6} enviada a los administradores\.$/),
    ).toBeVisible();
    await expectStatus(page, "Abonado");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("orders-table")).toContainText("Carlos Mostrador E2E");
    // 'Mis Órdenes' holds only this seller's sales.
    const sellers = await page.getByTestId("order-row").locator("td:nth-child(4)").allTextContents();
    expect(new Set(sellers).size).toBe(1);
  });

  test("an admin works an order end to end in the dialog", async ({ page, baseURL }) => {
    await loginByApi(page, DEMO.admin);
    const sale = await saleOfOneThousand(page.request, baseURL!);
    await page.goto(`/admin/orders?order=${sale.id}`);
    await expect(page.getByRole("heading", { name: `Orden #${sale.orderNumber}` })).toBeVisible();

    await registerPayment(page, "400");
    await expect(page.getByText("Pago registrado con éxito.").first()).toBeVisible();
    await expectStatus(page, "Abonado");

    await registerPayment(page, "700");
    await expect(
      page.getByText(
        "Error al registrar pago: El pago total no puede exceder el total de la orden de L. 1,000.00.",
      ),
    ).toBeVisible();

    await registerPayment(page, "600");
    await expectStatus(page, "Completado");
    await expect(page.getByTestId("sale-balance")).toHaveText("L. 0.00");

    // Edit the newest payment down: the sale stays Completado, the difference becomes extra discount.
    await page.getByRole("button", { name: "Editar L. 600.00" }).click();
    await page.getByRole("form", { name: "Editar" }).getByLabel("Monto (L.)").fill("500");
    await page.getByRole("form", { name: "Editar" }).getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Pago actualizado con éxito.")).toBeVisible();
    await expectStatus(page, "Completado");

    // Delete it, with the spec's confirmation text: back to Abonado.
    page.once("dialog", async (d) => {
      expect(d.message()).toBe(
        "¿Estás seguro de que quieres eliminar este registro de pago? Esto ajustará el monto pagado y el saldo de la venta.",
      );
      await d.accept();
    });
    await page.getByRole("button", { name: "Eliminar L. 500.00" }).click();
    await expect(page.getByText("Pago eliminado con éxito.")).toBeVisible();
    await expectStatus(page, "Abonado");

    // Add and remove an extra cost.
    const costs = page.getByRole("form", { name: "Agregar" });
    await costs.getByLabel("Descripción").fill("Grabado");
    await costs.getByLabel("Monto (L.)").fill("50");
    await costs.getByRole("button", { name: "Agregar" }).click();
    // The total is what is charged: 1,000 + 50 of extra cost − 100 of extra discount.
    const totals = page.getByTestId("sale-totals");
    await expect(totals.locator('[data-line="extraCosts"]')).toContainText("L. 50.00");
    await expect(totals.getByTestId("order-total")).toHaveText("L. 950.00");
    await page.getByRole("button", { name: "Eliminar Grabado" }).click();
    await expect(page.getByTestId("change-history")).toContainText("Costo Extra Eliminado");
    // A zero line is left out of the summary.
    await expect(totals.locator('[data-line="extraCosts"]')).toHaveCount(0);
    await expect(totals.getByTestId("order-total")).toHaveText("L. 900.00");

    // Ship with tracking.
    await orderForm(page).getByLabel("Estado").selectOption("Enviado");
    await orderForm(page).getByLabel("Transportista").fill("Cargo Expreso");
    await orderForm(page).getByLabel("Número de guía").fill("CE-2025-001");
    await orderForm(page).getByLabel("URL de seguimiento").fill("https://rastreo.example.hn/CE-2025-001");
    await orderForm(page).getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados con éxito.").first()).toBeVisible();
    await expectStatus(page, "Enviado");

    // Pay the rest (L. 500.00: L. 100.00 became extra discount) → Completado; mark delivered.
    await registerPayment(page, "500");
    await expectStatus(page, "Completado");
    await orderForm(page).getByLabel("Marcar como Entregado").check();
    await orderForm(page).getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByTestId("change-history")).toContainText("Marcado como entregado.");

    // Share by WhatsApp: 504 + the phone's digits.
    // (Offline here: the link the dialog opens is recorded instead of loaded.)
    await page.evaluate(() => {
      window.open = (url?: string | URL) => {
        window.__opened = String(url);
        return null;
      };
    });
    await page.getByRole("button", { name: "Compartir por WhatsApp" }).click();
    const opened = await page.evaluate(() => window.__opened);
    expect(opened).toMatch(/^https:\/\/wa\.me\/50499112233\?text=/);
    expect(decodeURIComponent(opened ?? "")).toContain(`orden #${sale.orderNumber}`);

    // Receipt PDF.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Descargar recibo PDF" }).click();
    const file = await (await download).path();
    const text = execFileSync("pdftotext", [file, "-"]).toString();
    expect(text).toContain(`Orden #${sale.orderNumber}`);
    expect(text).toContain("Cliente Diálogo E2E");

    // Cancel with a refund: above what was paid is refused, within it is accepted.
    await orderForm(page).getByLabel("Estado").selectOption("Cancelado");
    await orderForm(page).getByLabel("Monto a devolver (L.)").fill("901");
    await orderForm(page).getByLabel("Motivo de cancelación").selectOption("Pedido Devuelto");
    await orderForm(page).getByRole("button", { name: "Guardar cambios" }).click();
    await expect(
      page.getByText(
        "Error al guardar: El monto a devolver (L. 901.00) no puede ser mayor que el monto pagado (L. 900.00).",
      ),
    ).toBeVisible();
    await orderForm(page).getByLabel("Monto a devolver (L.)").fill("100");
    await orderForm(page).getByRole("button", { name: "Guardar cambios" }).click();
    await expectStatus(page, "Cancelado");
    await expect(page.getByTestId("sale-totals")).toContainText("Reembolsado");
  });

  test("sharing an order whose customer has no phone says so", async ({ page, baseURL }) => {
    await loginByApi(page, DEMO.admin);
    const product = await productWithStock(page.request, 1);
    const res = await page.request.post("/api/sales", {
      headers: { origin: baseURL! },
      data: {
        customer: { kind: "new", name: "Sin Teléfono E2E" },
        items: [{ productId: product.id, quantity: 1 }],
        shipping: { mode: "pickup" },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto(`/admin/orders?order=${(await res.json()).id}`);
    await page.getByRole("button", { name: "Compartir por WhatsApp" }).click();
    await expect(page.getByText("El cliente no tiene un número de teléfono registrado.")).toBeVisible();
  });
});
