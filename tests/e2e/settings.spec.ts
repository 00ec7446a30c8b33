import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

/** Configuración: shipping cities, discount codes, the store's name and bank accounts. */
const SIGN_IN = "Acceder";

async function openSettings(page: Page, tab?: string) {
  await loginByApi(page, DEMO.admin);
  await page.goto(`/admin/settings${tab ? `?tab=${tab}` : ""}`);
}

async function addToCartAndCheckout(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/checkout");
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/settings-${name}.png`, fullPage: true });
}

test.describe("Configuración", () => {
  test("a new shipping city shows in registration and at checkout with its cost", async ({
    page,
    browser,
  }) => {
    await openSettings(page, "envios");
    await expect(page.getByTestId("shipping-row").first()).toBeVisible();
    await page.getByRole("button", { name: "Agregar ciudad" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva ciudad de envío" });
    // Spanish refusals under the fields.
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByText("Escriba la ciudad.")).toBeVisible();
    await expect(dialog.getByText("Escriba un costo válido (0 o más).")).toBeVisible();
    await dialog.getByLabel("Ciudad").fill("Olanchito");
    await dialog.getByLabel("Departamento").fill("Yoro");
    await dialog.getByLabel("Municipio").fill("Olanchito");
    await dialog.getByLabel("Costo de envío (L.)").fill("185");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("shipping-row").filter({ hasText: "Olanchito" })).toContainText(
      "L. 185.00",
    );
    await shot(page, "envios-1280");

    const guest = await (await browser.newContext()).newPage();
    await guest.goto("/");
    await guest.getByRole("banner").getByRole("button", { name: SIGN_IN }).click();
    await guest.getByTestId("auth-switch").click();
    await expect(
      guest
        .getByRole("dialog", { name: "Crear Cuenta" })
        .getByLabel("Ciudad")
        .locator("option", { hasText: "Olanchito" }),
    ).toHaveCount(1);
    await guest.keyboard.press("Escape");

    const product = await productWithStock(guest.request, 1);
    await addToCartAndCheckout(guest, product.id);
    await guest.getByLabel("Ciudad").selectOption({ label: "Olanchito — L.\u00a0185.00" });
    await expect(guest.getByLabel("Departamento")).toHaveValue("Yoro");
    await expect(guest.getByText("L. 185.00", { exact: true }).first()).toBeVisible();
  });

  test("a discount code is added, renamed and used at checkout", async ({ page, browser }) => {
    await openSettings(page, "codigos");
    await page.getByRole("button", { name: "Agregar código" }).click();
    let dialog = page.getByRole("dialog", { name: "Nuevo código de descuento" });
    await dialog.getByLabel("Código").fill("ferias");
    await dialog.getByLabel("Porcentaje (%)").fill("150");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByText("El porcentaje debe ser un número entero entre 1 y 100.")).toBeVisible();
    await dialog.getByLabel("Porcentaje (%)").fill("20");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId("code-row").filter({ hasText: "FERIAS" });
    await expect(row).toContainText("20%");

    await row.getByRole("button", { name: "Editar FERIAS" }).click();
    dialog = page.getByRole("dialog", { name: "Editar código FERIAS" });
    await dialog.getByLabel("Código").fill("BIENVENIDA10");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByText("Ya existe un código con ese nombre.")).toBeVisible();
    await dialog.getByLabel("Código").fill("FERIA2026");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("code-row").filter({ hasText: "FERIA2026" })).toBeVisible();
    await expect(page.getByTestId("code-row").filter({ hasText: "FERIAS" })).toHaveCount(0);
    await shot(page, "codigos-1280");

    const guest = await (await browser.newContext()).newPage();
    const product = await productWithStock(guest.request, 1);
    await addToCartAndCheckout(guest, product.id);
    await guest.getByLabel("Código de descuento").fill("ferias");
    await guest.getByRole("button", { name: "Aplicar" }).click();
    await expect(guest.getByText("El código de descuento no existe.")).toBeVisible();
    await guest.getByLabel("Código de descuento").fill("feria2026");
    await guest.getByRole("button", { name: "Aplicar" }).click();
    await expect(guest.getByText("Código FERIA2026 aplicado: 20 % de descuento.")).toBeVisible();
  });

  test("the store's new name shows live as the panel title in a second browser", async ({
    page,
    browser,
  }) => {
    const other = await (await browser.newContext()).newPage();
    await loginByApi(other, DEMO.superadmin);
    await other.goto("/admin/orders");
    await expect(other.getByTestId("panel-title").first()).toHaveText("Tiempo HN");

    await openSettings(page);
    const name = page.getByLabel("Nombre de la tienda");
    await name.fill("");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Escriba el nombre de la tienda.")).toBeVisible();
    await name.fill("Relojería Copán");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Configuración guardada.")).toBeVisible();
    // No reload: the live event refetches the title.
    await expect(other.getByTestId("panel-title").first()).toHaveText("Relojería Copán");
    await shot(page, "tienda-1280");

    // Put the name back for the other journeys.
    await name.fill("Tiempo HN");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(other.getByTestId("panel-title").first()).toHaveText("Tiempo HN");
  });

  test("a new bank account shows on the bank-transfer result page and the receipt PDF", async ({
    page,
    browser,
  }) => {
    await openSettings(page, "cuentas");
    await expect(page.getByTestId("bank-accounts")).toContainText("BAC Credomatic");
    await page.getByRole("button", { name: "Agregar cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva cuenta bancaria" });
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog.getByText("Escriba el nombre del banco.")).toBeVisible();
    await dialog.getByLabel("Banco").fill("Banpaís");
    await dialog.getByLabel("Titular").fill("Tiempo HN S. de R.L.");
    await dialog.getByLabel("Número de cuenta").fill("215-0099-887");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("bank-accounts")).toContainText("215-0099-887");
    // Reorder: the new (third) account moves up one place.
    await expect(page.getByTestId("bank-accounts").locator("li").last()).toContainText("Banpaís");
    await page.getByRole("button", { name: "Subir Banpaís" }).click();
    await expect(page.getByTestId("bank-accounts").locator("li").nth(1)).toContainText("Banpaís");
    await shot(page, "cuentas-1280");

    const guest = await (await browser.newContext()).newPage();
    const product = await productWithStock(guest.request, 1);
    await addToCartAndCheckout(guest, product.id);
    await guest.getByLabel("Nombre completo").fill("Ana Martínez");
    await guest.getByLabel("Email").fill("ana.banco@correo.hn");
    await guest.getByLabel("Teléfono").fill("9988-7766");
    await guest.getByLabel("Ciudad").selectOption({ label: "San Pedro Sula — L.\u00a0110.00" });
    await guest.getByLabel("Dirección exacta").fill("Col. Trejo, 5 calle, casa 14");
    await guest.getByLabel(/Transferencia bancaria/).check();
    await guest.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(guest.getByRole("heading", { name: "¡Pedido recibido!" })).toBeVisible();
    await expect(guest.getByText("Banpaís", { exact: true })).toBeVisible();
    await expect(guest.getByText("215-0099-887", { exact: true })).toBeVisible();

    // The receipt of a sale that still owes something prints the same accounts (a paid one lists
    // none; other journeys may have sold and been paid meanwhile).
    const list = await (await page.request.get("/api/sales?pageSize=1&pending=yes")).json();
    const saleId = (list.items ?? list)[0].id as string;
    const pdf = await page.request.get(`/api/sales/${saleId}/receipt.pdf`);
    expect(pdf.status()).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), "recibo-"));
    const file = path.join(dir, "recibo.pdf");
    writeFileSync(file, await pdf.body());
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
    expect(text).toContain("Banpaís");
    expect(text).toContain("215-0099-887");
  });

  test("every tab at 390 px, light and dark", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings(page);
    for (const tab of ["", "cuentas", "envios", "codigos", "transportistas", "ventas", "paginas"]) {
      await page.goto(`/admin/settings${tab ? `?tab=${tab}` : ""}`);
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expect(page.getByTestId("page-spinner")).toHaveCount(0);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, tab).toBeLessThanOrEqual(390);
      await shot(page, `${tab || "tienda"}-390`);
    }
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await page.goto("/admin/settings?tab=envios");
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await expect(page.getByTestId("shipping-row").first()).toBeVisible();
    await shot(page, "envios-390-dark");
    await page.goto("/admin/settings?tab=paginas");
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page.getByTestId("page-preview")).toBeVisible();
    await shot(page, "paginas-390-dark");
  });
});
