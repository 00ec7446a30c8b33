import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dialog, saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";

const CAI = "E2E0A1-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3";

/** Factura (SAR): an admin configures a CAI, issues an invoice from the order dialog and downloads its PDF. */
test.describe("Factura (SAR)", () => {
  test("an admin configures a CAI, issues an invoice from the order dialog and downloads its PDF", async ({
    page,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/settings?tab=facturacion");
    const tab = page.getByTestId("invoicing-tab");
    await expect(tab.getByText("No hay un CAI activo")).toBeVisible();
    await tab.getByLabel("CAI", { exact: true }).fill(CAI);
    await tab.getByLabel("Fecha límite de emisión").fill("2099-12-31");
    await tab.getByLabel("Rango autorizado desde").fill("000-001-01-00000001");
    await tab.getByLabel("hasta").fill("000-001-01-00000040");
    await tab.getByRole("button", { name: "Registrar CAI" }).click();
    await expect(page.getByText("CAI registrado.")).toBeVisible();
    await expect(tab.getByRole("cell", { name: CAI })).toBeVisible();
    // 40 numbers: admins are warned that fewer than 50 remain.
    await expect(tab.getByText("Quedan 40 números en el rango autorizado del CAI.")).toBeVisible();

    const sale = await saleOfOneThousand(page.request, baseURL!, "Cliente Factura");
    await page.goto(`/admin/orders?order=${sale.id}`);
    const section = dialog(page).getByTestId("invoice-section");
    await section.getByLabel("RTN del comprador (opcional)").fill("0801-1990-123456");
    await section.getByRole("button", { name: "Emitir factura" }).click();
    // A fiscal number cannot be reused: the number it takes and the total are confirmed first.
    const confirm = page.getByRole("dialog", { name: "¿Emitir la factura?" });
    await expect(confirm).toContainText("Se emitirá la factura No. 000-001-01-00000001 por L. 1,000.00.");
    await confirm.getByTestId("confirm-issue-invoice").click();
    await expect(page.getByText("Factura 000-001-01-00000001 emitida.")).toBeVisible();
    await expect(section.getByTestId("invoice-number")).toHaveText("000-001-01-00000001");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: "Descargar factura" }).click(),
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), "factura-e2e-"));
    const file = path.join(dir, "factura.pdf");
    await download.saveAs(file);
    execFileSync("pdftoppm", ["-png", "-r", "40", file, path.join(dir, "page")]);
    expect(readdirSync(dir).filter((f) => f.endsWith(".png")).length).toBeGreaterThanOrEqual(1);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
    expect(text).toContain("FACTURA");
    expect(text).toContain(`CAI: ${CAI}`);
    expect(text).toContain("RTN: 0801-2019-123456");
    expect(text).toContain("0801-1990-123456");
    expect(text).toMatch(/ISV 15%\s+L\.\s130\.43/);
    expect(text).toContain("000-001-01-00000001");
    expect(text).toContain("SON: MIL LEMPIRAS CON 00/100");

    // Cancelling is refused until the invoice is voided.
    const cancel = await page.request.patch(`/api/sales/${sale.id}`, {
      headers: { origin: baseURL! },
      data: { status: "Cancelado" },
    });
    expect(cancel.status()).toBe(409);
    expect((await cancel.json()).error.message).toContain("Anule la factura antes de cancelar la venta.");
    await section.getByRole("button", { name: "Anular factura" }).click();
    await section.getByLabel("Motivo de la anulación").fill("Datos del comprador errados");
    await section.getByRole("button", { name: "Anular factura" }).click();
    await expect(page.getByText("Factura 000-001-01-00000001 anulada.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Emitir factura" })).toBeVisible();

    // Reportes › Facturas lists it, voided.
    await page.goto("/admin/reports/invoices");
    const report = page.getByTestId("invoices-report");
    await expect(report.getByRole("cell", { name: "000-001-01-00000001" })).toBeVisible();
    // The RTN as typed; one export, this tab's; no grouping where nothing is grouped.
    await expect(report.getByRole("cell", { name: "0801-1990-123456" })).toBeVisible();
    await expect(page.getByTestId("export-csv")).toHaveCount(0);
    await expect(page.getByTestId("invoices-csv")).toHaveCount(1);
    await expect(page.getByLabel("Agrupar por")).toHaveCount(0);
  });
});
