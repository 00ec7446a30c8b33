import { formatMoney } from "../../src/domain/kernel/money";
import { shopDay } from "../../src/domain/kernel/shop-calendar";
import { seriousViolations } from "./axe";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { declare, transferOrder } from "./transfer-helpers";

const SHOTS = process.env.STATEMENT_SHOTS;
const SHOTS_DARK = process.env.STATEMENT_SHOTS_DARK;

/** Today on the shop's calendar (UTC−6), as the bank prints it: dd/mm/yyyy. */
function bankToday(): string {
  const day = shopDay(new Date());
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

test.describe("bank statement", () => {
  test.describe.configure({ timeout: 180_000 });
  test("a declared transfer backed by the statement is confirmed and the order converted; its reference is not usable again", async ({
    page,
    browser,
  }) => {
    const reference = `BK-${Date.now().toString().slice(-8)}`;
    const order = await transferOrder(page);
    await declare(page, reference, true);
    await expect(page.getByText("Transferencia en verificación")).toBeVisible();

    const context = await browser.newContext();
    const admin = await context.newPage();
    await loginByApi(admin, DEMO.admin);
    const purchases = await (await admin.request.get("/api/web-purchases")).json();
    const purchase = purchases.items.find((p: { orderNumber: string }) => p.orderNumber === order.number);
    const amount = (purchase.total / 100).toFixed(2);
    const statement = [
      "Fecha,Descripción,Referencia,Crédito,Débito",
      `${bankToday()},TRANSFERENCIA RECIBIDA,"${reference.replace("-", " ")}",${amount},`,
      `${bankToday()},COMISION MANEJO,,,25.00`,
    ].join("\n");

    await admin.goto("/admin/unregistered");
    await admin.getByRole("link", { name: "Conciliación bancaria" }).click();
    await expect(admin).toHaveURL(/\/admin\/unregistered\/bank$/);
    await expect(admin.getByLabel("Archivo del banco (CSV o XLSX)")).toBeVisible();
    // A retry finds the columns saved by the first try.
    const change = admin.getByRole("button", { name: "Cambiar columnas" });
    if (await change.isVisible()) await change.click();
    await admin
      .getByLabel("Archivo del banco (CSV o XLSX)")
      .setInputFiles({ name: "estado.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
    const preview = admin.getByTestId("statement-preview");
    await expect(preview).toContainText("TRANSFERENCIA RECIBIDA");
    await expect(preview).toContainText("COMISION MANEJO");
    if (SHOTS) {
      await admin.screenshot({ path: `${SHOTS}/mapping-1280.png`, fullPage: true });
      await admin.setViewportSize({ width: 390, height: 900 });
      await admin.evaluate(() => document.documentElement.classList.add("dark"));
      await admin.screenshot({ path: `${SHOTS}/mapping-390-dark.png`, fullPage: true });
      await admin.evaluate(() => document.documentElement.classList.remove("dark"));
      await admin.setViewportSize({ width: 1280, height: 900 });
    }
    await admin.getByRole("button", { name: "Guardar columnas" }).click();
    await expect(admin.getByText("Columnas guardadas")).toBeVisible();
    await admin.getByTestId("import-statement").click();
    await expect(admin.getByText("2 movimientos nuevos, 0 ya conocidos")).toBeVisible();

    const credit = admin.getByTestId("credit-row").filter({ hasText: "TRANSFERENCIA RECIBIDA" });
    await expect(credit.getByLabel("Propuesta: Por referencia")).toHaveValue(/.+/);
    await expect(credit).toContainText(`#${order.number}`);
    // Toasts fade away first: axe reads a half-transparent toast as low contrast.
    await expect(admin.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
    expect(await seriousViolations(admin)).toEqual([]);
    if (SHOTS) {
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/reconciliation-1280.png`, fullPage: true });
      await admin.evaluate(() => document.documentElement.classList.add("dark"));
      await admin.screenshot({ path: `${SHOTS}/reconciliation-1280-dark.png`, fullPage: true });
      await admin.setViewportSize({ width: 390, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/reconciliation-390-dark.png`, fullPage: true });
      await admin.evaluate(() => document.documentElement.classList.remove("dark"));
      await admin.screenshot({ path: `${SHOTS}/reconciliation-390.png`, fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 900 });
    }
    await admin.evaluate(() => document.documentElement.classList.add("dark"));
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.evaluate(() => document.documentElement.classList.remove("dark"));

    await credit.getByRole("button", { name: "Confirmar" }).click();
    await expect(
      admin.getByText(`Transferencia confirmada: la compra web #${order.number} ya es una venta`),
    ).toBeVisible();
    await expect(admin.getByTestId("matched-table")).toContainText(`#${order.number}`);
    // The purchase left Compras Web: it is a sale now, under the same number.
    const sale = await admin.request.get(`/api/sales/${purchase.id}`);
    expect(sale.status()).toBe(200);
    // The bank's word is the payment: the order reads paid, its transfer in the history, nothing typed twice.
    expect(await sale.json()).toMatchObject({ status: "Completado", amountPaid: purchase.total });
    await admin.goto(`/admin/orders?order=${purchase.id}`);
    await expect(admin.getByTestId("payment-history")).toContainText(
      `${formatMoney(purchase.total)} · Pago Completo · Transferencia`,
    );
    await admin.goto("/admin/unregistered/bank");
    await expect(admin.getByTestId("matched-table")).toContainText(`#${order.number}`);
    if (SHOTS) {
      await admin.screenshot({ path: `${SHOTS}/reconciliation-confirmed.png`, fullPage: true });
      await admin.setViewportSize({ width: 390, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/reconciliation-confirmed-390.png`, fullPage: true });
      await admin.goto("/admin/unregistered");
      await admin.screenshot({ path: `${SHOTS}/purchases-390.png`, fullPage: true });
      await admin.goto("/admin/reports/cash-flow");
      await expect(admin.getByTestId("report-table")).toBeVisible();
      await admin.screenshot({ path: `${SHOTS}/cash-flow-390.png`, fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/cash-flow-1280.png`, fullPage: true });
      await admin.evaluate(() => document.documentElement.classList.add("dark"));
      await admin.screenshot({ path: `${SHOTS}/cash-flow-1280-dark.png`, fullPage: true });
      await admin.goto("/admin/unregistered/bank");
      await expect(admin.getByTestId("matched-table")).toBeVisible();
    }

    // A wrong pick is taken back: the dialog says what happens to the money first; cancelling
    // changes nothing; undoing reverses the payment and frees the line, which confirms again.
    const matchedRow = admin.getByTestId("matched-table").locator("tr", { hasText: `#${order.number}` });
    await matchedRow.getByTestId("undo-match").click();
    const ask = admin.getByRole("dialog", { name: "¿Deshacer la confirmación del banco?" });
    await expect(ask).toContainText(`${formatMoney(purchase.total)} que esta confirmación registró`);
    if (SHOTS) {
      await admin.screenshot({ path: `${SHOTS}/undo-1280${SHOTS_DARK ? "-dark" : ""}.png` });
      await admin.setViewportSize({ width: 390, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/undo-390${SHOTS_DARK ? "-dark" : ""}.png` });
      await admin.setViewportSize({ width: 1280, height: 900 });
    }
    await ask.getByRole("button", { name: "Cancelar" }).click();
    expect(await (await admin.request.get(`/api/sales/${purchase.id}`)).json()).toMatchObject({
      status: "Completado",
    });
    await matchedRow.getByTestId("undo-match").click();
    await ask.getByRole("button", { name: "Deshacer confirmación" }).click();
    await expect(
      admin.getByText(
        `Confirmación deshecha: la orden #${order.number} ya no tiene este movimiento del banco`,
      ),
    ).toBeVisible();
    expect(await (await admin.request.get(`/api/sales/${purchase.id}`)).json()).toMatchObject({
      status: "Pendiente",
      amountPaid: 0,
    });
    const freed = admin.getByTestId("credit-row").filter({ hasText: "TRANSFERENCIA RECIBIDA" });
    await expect(freed.getByLabel("Propuesta: Por referencia")).toHaveValue(/.+/);
    await freed.getByRole("button", { name: "Confirmar" }).click();
    await expect(admin.getByTestId("matched-table")).toContainText(`#${order.number}`);
    expect(await (await admin.request.get(`/api/sales/${purchase.id}`)).json()).toMatchObject({
      status: "Completado",
      amountPaid: purchase.total,
    });

    // The same file again adds nothing.
    await admin
      .getByLabel("Archivo del banco (CSV o XLSX)")
      .setInputFiles({ name: "estado.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
    await admin.getByTestId("import-statement").click();
    await expect(admin.getByText("0 movimientos nuevos, 2 ya conocidos")).toBeVisible();

    // Another buyer declares the same reference, typed another way: refused.
    const other = await browser.newContext();
    const second = await other.newPage();
    await transferOrder(second, [order.product]);
    await declare(second, reference.toLowerCase().replace("-", " "));
    await expect(
      second
        .locator("form", { has: second.getByLabel("Número de referencia") })
        .getByText("Esa referencia ya fue usada para otro pago a esa cuenta. Revise el número o escríbanos."),
    ).toBeVisible();
    await other.close();
    await context.close();
  });
});
