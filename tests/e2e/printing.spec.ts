import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { dialog, saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";

const THANKS = "Gracias por su compra en la tienda E2E";
const SHOTS = process.env.PRINTING_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Printing: the receipt paper set in Configuración, the ticket's print page, price labels. */
test.describe
  .serial("Imprimir", () => {
    test.afterAll(async ({ browser, baseURL }) => {
      // Other journeys download receipts on the default paper: put it back.
      const page = await (await browser.newContext()).newPage();
      await loginByApi(page, DEMO.admin);
      await page.request.patch("/api/settings", {
        headers: { origin: baseURL! },
        data: { receiptPaper: "carta", receiptThanks: "" },
      });
    });

    test("the paper saved in Configuración opens the ticket's print page on that paper", async ({
      page,
      baseURL,
    }) => {
      await loginByApi(page, DEMO.admin);
      await page.goto("/admin/settings?tab=ventas");
      await page.getByLabel("Papel de recibos y facturas").selectOption({ label: "Rollo de 80 mm" });
      await page.getByLabel("Texto de agradecimiento del recibo").fill(THANKS);
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Configuración guardada")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Papel de recibos y facturas")).toHaveValue("80mm");
      await expect(page.getByLabel("Texto de agradecimiento del recibo")).toHaveValue(THANKS);
      await shot(page, "settings-1280");

      const sale = await saleOfOneThousand(page.request, baseURL!, "Cliente Ticket E2E");
      await page.goto(`/admin/orders?order=${sale.id}`);
      const print = dialog(page).getByTestId("print-receipt");
      await expect(print.getByLabel("Papel")).toHaveValue("80mm");
      await shot(page, "order-1280");
      const [ticket] = await Promise.all([
        page.context().waitForEvent("page"),
        print.getByRole("link", { name: "Imprimir ticket" }).click(),
      ]);
      await ticket.waitForLoadState();
      expect(ticket.url()).toContain(`/api/sales/${sale.id}/receipt.html?papel=80mm`);
      const style = await ticket.locator("style").first().textContent();
      expect(style).toContain("size: 80mm auto");
      await expect(ticket.getByText(THANKS)).toBeVisible();

      // Another paper for this one print: the link follows the choice.
      await print.getByLabel("Papel").selectOption("58mm");
      await expect(print.getByRole("link", { name: "Imprimir ticket" })).toHaveAttribute(
        "href",
        `/api/sales/${sale.id}/receipt.html?papel=58mm`,
      );
    });

    test("labels of products chosen in Inventario download as a PDF with their names", async ({ page }) => {
      await loginByApi(page, DEMO.admin);
      await page.goto("/admin/inventory");
      const row = page.getByTestId("inventory-row").first();
      const name = (await row.getByRole("link").first().textContent())!.trim();
      // The row's checkbox is reached and ticked from the keyboard.
      const box = row.getByRole("checkbox", { name: `Elegir ${name}` });
      await box.focus();
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
      await page.getByRole("button", { name: "Imprimir etiquetas (1)" }).click();
      const labels = page.getByRole("dialog", { name: "Imprimir etiquetas de precio" });
      await expect(labels).toContainText("1 producto elegido.");
      await labels.getByLabel(`Etiquetas de ${name}`).fill("3");
      await expect(labels.getByTestId("labels-total")).toHaveText("Total: 3 etiquetas");
      await labels.getByLabel(`Etiquetas de ${name}`).fill("301");
      await expect(labels.getByTestId("labels-total")).toHaveText(
        "Se pueden imprimir como máximo 300 etiquetas por vez.",
      );
      await labels.getByLabel(`Etiquetas de ${name}`).fill("3");
      await labels.getByLabel("Formato").selectOption("rollo");
      await shot(page, "labels-1280");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        labels.getByRole("button", { name: "Generar PDF" }).click(),
      ]);
      await expect(labels).toBeHidden();
      const file = path.join(mkdtempSync(path.join(tmpdir(), "etiquetas-e2e-")), "etiquetas.pdf");
      await download.saveAs(file);
      const text = execFileSync("pdftotext", [file, "-"]).toString("utf8");
      // One 50 × 25 mm label a page: three pages, each with the product's name.
      expect(text.split("\f").filter((p) => p.includes(name.slice(0, 12))).length).toBe(3);
    });
  });
