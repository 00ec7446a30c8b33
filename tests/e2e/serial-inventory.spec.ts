import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { scan } from "./scanner-helpers";

/** Types a serial into a serial list as a person does (or a scanner in a slow burst) and presses Enter. */
async function typeSerial(list: Locator, serial: string) {
  const field = list.getByRole("textbox");
  await field.fill(serial);
  await field.press("Enter");
  await expect(list.getByTestId("serial-chip").filter({ hasText: serial.toUpperCase() })).toBeVisible();
}

async function openInventoryOn(page: Page, name: string) {
  await page.goto("/admin/inventory");
  await page.getByRole("searchbox", { name: "Buscar por nombre o marca" }).fill(name);
  await expect(page.getByTestId("inventory-row")).toHaveCount(1);
  return page.getByTestId("inventory-row");
}

test.describe("Watches kept by serial number", () => {
  test("an admin creates a watch kept by serial with two scanned serials, adds a third, writes one off and looks it up with its history", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginByApi(page, DEMO.admin);
    const tag = Date.now().toString(36).toUpperCase();
    const name = `Seiko Presage ${tag}`;
    const [first, second, third] = [`SP-${tag}-1`, `SP-${tag}-2`, `SP-${tag}-3`];

    // The new product is kept by serial: its opening stock is the serials typed, Enter adding each.
    await page.goto("/admin/inventory/new");
    await page.getByLabel("Nombre").fill(name);
    await page.getByLabel("Marca").fill("Seiko");
    await page.getByLabel("Precio de venta (L.)").fill("12,000.00");
    await page.getByLabel("Garantía (meses)").fill("12");
    await page.getByLabel("Con número de serie").check();
    const opening = page.getByTestId("initial-serials");
    await typeSerial(opening, first.toLowerCase());
    await typeSerial(opening, second);
    // Enter added serials and never submitted the form; a repeated serial is refused at once.
    await expect(page).toHaveURL(/\/admin\/inventory\/new$/);
    await opening.getByRole("textbox").fill(second);
    await opening.getByRole("textbox").press("Enter");
    await expect(opening.getByRole("alert")).toHaveText(
      `El número de serie ${second} está repetido en la lista.`,
    );
    await expect(opening.getByTestId("serial-chip")).toHaveCount(2);
    await expect(page.getByTestId("initial-count")).toHaveText("Stock inicial: 2 (uno por número de serie)");
    await opening.getByRole("textbox").fill("");
    await page.getByRole("button", { name: "Guardar producto" }).click();
    await expect(page.getByText("Producto creado.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inventory\/[A-Za-z0-9]+\/edit$/);
    await expect(page.getByTestId("product-serialized")).toHaveText(
      "Se lleva por número de serie: cada reloj se recibe y se vende por el suyo.",
    );
    await expect(page.getByLabel("Garantía (meses)")).toHaveValue("12");

    // Agregar stock asks the serials (scanned or typed); the amount is their count.
    const row = await openInventoryOn(page, name);
    // The stock cell: the figure, then a badge when it is low ("3 Stock bajo").
    const stock = row.getByRole("cell").nth(5);
    await expect(stock).toHaveText(/^2(\D|$)/);
    await page.getByRole("button", { name: `Agregar stock: ${name}` }).click();
    let dialog = page.getByRole("dialog", { name: "Agregar stock" });
    // A scan lands in the list even with Notas focused; it opens no product page behind the dialog.
    await dialog.getByLabel("Notas").focus();
    await scan(page, third);
    await expect(dialog.getByTestId("add-serials").getByTestId("serial-chip")).toHaveText([third]);
    await expect(dialog.getByLabel("Notas")).toHaveValue("");
    await expect(page).toHaveURL(/\/admin\/inventory\?q=/);
    await expect(dialog.getByTestId("add-amount")).toHaveText("Cantidad a agregar: 1");
    await expect(dialog.getByTestId("stock-preview")).toHaveText("Stock actual 2 → quedará en 3");
    await dialog.getByRole("button", { name: "Agregar stock" }).click();
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(stock).toHaveText(/^3(\D|$)/);

    // The adjustment writes one watch off by picking it among those in stock, after a confirmation.
    await page.getByRole("button", { name: `Ajuste manual: ${name}` }).click();
    dialog = page.getByRole("dialog", { name: "Ajuste manual" });
    const out = dialog.getByTestId("adjust-out");
    await out.getByRole("button", { name: `Agregar ${second}` }).click();
    await expect(out.getByTestId("serial-chip")).toHaveText([second]);
    await dialog.getByLabel("Motivo").selectOption("dañado");
    await dialog.getByLabel("Notas").fill("Cristal rajado");
    await expect(dialog.getByTestId("stock-preview")).toHaveText("Stock actual 3 → quedará en 2");
    await dialog.getByRole("button", { name: "Ajuste manual" }).click();
    await expect(dialog.getByTestId("units-warning")).toHaveText(
      `Se dará de baja el reloj ${second}: saldrá del inventario y quedará en su historial.`,
    );
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText(`Stock de ${name} ajustado a 2.`)).toBeVisible();
    await expect(stock).toHaveText(/^2(\D|$)/);

    // Relojes lists the product's watches, each with where it is.
    await page.getByRole("button", { name: `Relojes: ${name}` }).click();
    dialog = page.getByRole("dialog", { name: "Relojes" });
    await expect(dialog.getByTestId("unit-row")).toHaveCount(3);
    await expect(dialog.getByTestId("unit-row").filter({ hasText: second })).toContainText("Dada de baja");
    await expect(dialog.getByTestId("unit-row").filter({ hasText: third })).toContainText("En stock");
    await page.keyboard.press("Escape");

    // Buscar por serie: a tab of Inventario; the serial typed by hand, Enter looks it up.
    await page.getByRole("link", { name: "Buscar por serie" }).click();
    await expect(page).toHaveURL(/\/admin\/inventory\/serials/);
    await expect(page.getByText("Escanee o escriba el número de serie de un reloj")).toBeVisible();
    const search = page.getByLabel("Número de serie");
    await search.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Escriba o escanee el número de serie.");
    await search.fill("NO-EXISTE-1");
    await search.press("Enter");
    await expect(page.getByTestId("serial-lookup-error")).toHaveText(
      "No hay ningún reloj con el número de serie NO-EXISTE-1.",
    );
    await search.fill(second.toLowerCase());
    await search.press("Enter");
    const result = page.getByTestId("serial-lookup-result");
    await expect(result.getByTestId("serial-lookup-serial")).toHaveText(second);
    await expect(result.getByTestId("unit-status").first()).toHaveText("Dada de baja");
    await expect(result.getByRole("heading", { name })).toBeVisible();
    await expect(result.getByTestId("serial-lookup-sale")).toContainText("Aún no vendido");
    await expect(result.getByTestId("serial-lookup-warranty")).toContainText("Aún no vendido");
    const history = result.getByTestId("unit-event-row");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText("Recibida");
    await expect(history.nth(1)).toContainText("Dada de baja");
    await expect(history.nth(1)).toContainText("Cristal rajado");
    await expect(page).toHaveURL(new RegExp(`serie=${second}$`));
  });

  for (const theme of ["light", "dark"] as const) {
    test(`a seller looks up a watch of the demo by its serial and reads its watches; no serious accessibility violations (${theme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await loginByApi(page, DEMO.seller);
      // A watch of the demo that belongs to a sale (reserved or sold), found as the seller reads them.
      const inventory = await (await page.request.get("/api/inventory?pageSize=200")).json();
      const serialized = (inventory.items as { id: string; name: string; serialized: boolean }[]).filter(
        (p) => p.serialized,
      );
      let found: { serial: string; orderNumber: string; product: { id: string; name: string } } | null = null;
      for (const product of serialized) {
        const units = await (await page.request.get(`/api/inventory/products/${product.id}/units`)).json();
        const unit = (units.items as { serial: string; orderNumber: string | null }[]).find(
          (u) => u.orderNumber,
        );
        if (unit?.orderNumber) {
          found = { serial: unit.serial, orderNumber: unit.orderNumber, product };
          break;
        }
      }
      expect(found, "the demo has a watch in a sale").not.toBeNull();
      const { serial, orderNumber, product } = found!;

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/inventory/serials");
        await expect(page.getByText("Escanee o escriba el número de serie de un reloj")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByLabel("Número de serie").fill(serial.toLowerCase());
        await page.getByLabel("Número de serie").press("Enter");
        const sale = page.getByTestId("serial-lookup-sale");
        await expect(sale.getByRole("link", { name: `#${orderNumber}` })).toBeVisible();
        await expect(page.getByTestId("serial-lookup-history")).toContainText("Recibida");
        expect(await seriousViolations(page)).toEqual([]);
      }

      // Relojes, from the product's row: every staff member reads a product's watches, none changes them.
      await page.setViewportSize({ width: 1280, height: 900 });
      await openInventoryOn(page, product.name);
      await expect(page.getByRole("button", { name: `Agregar stock: ${product.name}` })).toHaveCount(0);
      await page.getByRole("button", { name: `Relojes: ${product.name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Relojes" });
      await expect(dialog.getByTestId("unit-row").filter({ hasText: serial })).toContainText(
        `#${orderNumber}`,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("link", { name: serial }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/inventory/serials\\?serie=${serial}$`));
      await expect(page.getByTestId("serial-lookup-serial")).toHaveText(serial);
    });
  }
});
