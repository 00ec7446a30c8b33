import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { DEFAULT_DIFFERENCE_THRESHOLD } from "../../src/domain/cash-drawer/closing";
import { DEFAULT_CASH_CONTROL } from "../../src/domain/cash-drawer/sessions";
import { formatMoney } from "../../src/domain/kernel/money";
import { pdfText } from "../support/pdf-text";
import { seriousViolations } from "./axe";
import {
  dialog,
  expectStatus,
  newProduct,
  orderForm,
  paymentForm,
  registerPayment,
  saleOfOneThousand,
} from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/**
 * The cash drawer (docs/decisions/0252) through its screens: an owner names two registers and a
 * L. 10.00 threshold in Configuración › Cajas and turns "Control de caja" on; at device A a seller
 * opens "Mostrador" with L. 1,000.00, an admin at the same device takes two cash abonos and a cash
 * refund in the order dialog (the browser's header ties them to the session), the seller pays out
 * L. 150.00 for batteries; meanwhile the owner at device B works "Segundo local". The seller counts
 * blind L. 20.00 short, the close waits, the owner approves it with a note; the Z report on paper
 * and Flujo de caja agree with the session to the centavo. The settings go back to their defaults.
 */

const origin = { origin: E2E_BASE_URL };
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
/** Money as the screens and the reports write it: 'L. 1,500.00' (a no-break space), '-L. 20.00'. */
const L = formatMoney;
/** pdftotext keeps the no-break space; the needles are typed with a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const escaped = (text: string) => plain(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const CAJA = "/admin/sales/cash-drawer";
const CAJAS = "/admin/settings?tab=cajas";

test.use({ colorScheme: "light" });

/** A browser context of its own: one device at the counter. */
async function device(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme: "light" })).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginByApi(page, email);
  return page;
}

/** Another person at the same device: signed out, then in; the browser keeps its register. */
async function switchPerson(page: Page, email: string) {
  expect((await page.request.post("/api/auth/sign-out", { headers: origin, data: {} })).status()).toBe(200);
  await loginByApi(page, email);
}

async function nameOf(page: Page): Promise<string> {
  return ((await (await page.request.get("/api/me")).json()) as { user: { name: string } }).user.name;
}

async function shopToday(request: APIRequestContext): Promise<string> {
  return (await (await request.get("/api/reports/dashboard")).json()).today as string;
}

interface CashFlowTotals {
  efectivo: number;
  payIns: number;
  payOuts: number;
  drawerDifference: number;
}
async function cashFlow(request: APIRequestContext, today: string): Promise<CashFlowTotals> {
  const res = await request.get(`/api/reports/cash-flow?from=${today}&to=${today}&grain=day`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).totals as CashFlowTotals;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The page as it stands, in both themes (the app's theme is the class on <html>): no serious axe violation. */
async function accessible(page: Page, name: string) {
  // Toasts fade away first: axe reads a half-transparent toast as low contrast.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    expect(await seriousViolations(page), `${name} ${dark ? "dark" : "light"}`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** Chooses this device's register in Registrar Venta › Caja (the page open). */
async function chooseRegister(page: Page, name: string) {
  const chooser = page.getByTestId("register-chooser");
  await chooser.getByLabel("Caja registradora").selectOption({ label: name });
  await chooser.getByRole("button", { name: "Usar en este dispositivo" }).click();
  await expect(page.getByTestId("device-register")).toHaveText(
    `Este dispositivo usa la caja registradora «${name}».`,
  );
}

async function openWithFloat(page: Page, lempiras: string, centavos: number) {
  const form = page.getByTestId("drawer-open");
  await expect(form.getByRole("radio", { name: "Escribir el monto" })).toBeChecked();
  await form.getByLabel("Fondo inicial (L.)").fill(lempiras);
  await form.getByRole("button", { name: "Abrir caja" }).click();
  await expect(toast(page, `Caja abierta con un fondo inicial de ${L(centavos)}.`)).toBeVisible();
  await expect(page.getByTestId("drawer-session").getByTestId("drawer-status")).toHaveText("Abierta");
}

/** The blind count: quantities by the bill's name ("Cantidad de L. 500.00"), then its total. */
async function count(page: Page, quantities: Record<number, number>, total: number) {
  const grid = page.getByTestId("drawer-close").getByTestId("count-grid");
  for (const [denomination, quantity] of Object.entries(quantities))
    await grid.getByLabel(`Cantidad de ${L(Number(denomination))}`, { exact: true }).fill(String(quantity));
  await expect(grid.getByTestId("counted-total")).toHaveText(L(total));
}

async function sendCount(page: Page, total: number) {
  await page.getByRole("button", { name: "Enviar conteo y cerrar" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Enviar el conteo y cerrar la caja?" });
  await expect(confirm).toContainText(`Se cerrará la caja con ${L(total)} contados.`);
  await confirm.getByRole("button", { name: "Enviar conteo" }).click();
}

/** The order dialog's abono, in efectivo (the form's method unless chosen otherwise). */
async function cashAbono(page: Page, saleId: string, registerId: string, lempiras: string) {
  await page.goto(`/admin/orders?order=${saleId}`);
  await expect(paymentForm(page).getByLabel("Método", { exact: true })).toHaveValue("efectivo");
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith(`/api/sales/${saleId}/payments`),
  );
  await registerPayment(page, lempiras);
  // The browser names its register on the request: the server ties the abono to its session.
  expect((await sent).headers()["x-cash-register"]).toBe(registerId);
  await expect(toast(page, "Pago registrado con éxito.")).toBeVisible();
}

test.describe("Caja", () => {
  // Whatever happens, no session of this journey is left open and the settings go back to their
  // defaults: with "Control de caja" on, the other journeys' cash at the counter would be refused.
  const run = { registers: [] as string[] };
  test.afterAll(async ({ browser }) => {
    const admin = await device(browser, DEMO.admin);
    const owner = await device(browser, DEMO.superadmin);
    const { registers } = (await (await admin.request.get("/api/cash-registers")).json()) as {
      registers: { id: string; session: { id: string; status: string } | null }[];
    };
    for (const r of registers.filter((r) => run.registers.includes(r.id) && r.session)) {
      const id = r.session!.id;
      if (r.session!.status === "open")
        await admin.request.post(`/api/cash-drawer/sessions/${id}/close`, {
          headers: origin,
          data: { counts: [] },
        });
      const now = await (await admin.request.get(`/api/cash-drawer/sessions/${id}`)).json();
      if (now.status === "awaiting_approval")
        for (const approver of [owner, admin])
          await approver.request.post(`/api/cash-drawer/sessions/${id}/approval`, {
            headers: origin,
            data: { note: "Cierre de la prueba interrumpida" },
          });
    }
    const restored = await admin.request.patch("/api/cash-drawer/settings", {
      headers: origin,
      data: { cashControl: DEFAULT_CASH_CONTROL, differenceThreshold: DEFAULT_DIFFERENCE_THRESHOLD },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await admin.context().close();
    await owner.context().close();
  });

  test("two registers at once: abonos, a refund and a pay-out, a blind close stopped for approval, the Z report and Flujo de caja agree", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const id = tag();
    const counter = `Mostrador ${id}`;
    const branch = `Segundo local ${id}`;

    // ——— Device B: the owner (superadmin). Configuración › Cajas: the registers and the threshold.
    const owner = await device(browser, DEMO.superadmin);
    const ownerName = await nameOf(owner);
    const today = await shopToday(owner.request);
    // A watch of its own: run after every other journey, the first in stock may be one sold by serial.
    const watch = await newProduct(owner.request, `Reloj Caja ${id}`, 100_000);
    const [sale1, sale2, sale3] = [
      await saleOfOneThousand(owner.request, E2E_BASE_URL, `Cliente Caja Uno ${id}`, watch.id),
      await saleOfOneThousand(owner.request, E2E_BASE_URL, `Cliente Caja Dos ${id}`, watch.id),
      await saleOfOneThousand(owner.request, E2E_BASE_URL, `Cliente Caja Tres ${id}`, watch.id),
    ];

    await owner.goto(CAJAS);
    await expect(owner.getByRole("tab", { name: "Cajas" })).toHaveAttribute("aria-selected", "true");
    for (const name of [counter, branch]) {
      await owner.getByRole("button", { name: "Agregar caja registradora" }).click();
      const add = owner.getByRole("dialog", { name: "Nueva caja registradora" });
      await add.getByLabel("Nombre").fill(name);
      await add.getByRole("button", { name: "Guardar" }).click();
      await expect(toast(owner, `Caja registradora «${name}» guardada.`)).toBeVisible();
      await expect(add).toHaveCount(0);
      const row = owner.getByTestId("register-row").filter({ hasText: name });
      await expect(row).toContainText("En uso");
    }
    const registerIds = (
      (await (await owner.request.get("/api/cash-registers")).json()) as {
        registers: { id: string; name: string }[];
      }
    ).registers.filter((r) => r.name === counter || r.name === branch);
    run.registers.push(...registerIds.map((r) => r.id));
    const counterId = registerIds.find((r) => r.name === counter)!.id;
    const branchId = registerIds.find((r) => r.name === branch)!.id;

    // L. 20.00 short is within the default L. 50.00: the owner allows L. 10.00 first.
    const settings = owner.getByTestId("drawer-settings");
    const threshold = settings.getByLabel("Diferencia permitida (L.)");
    await expect(threshold).toHaveValue("50.00");
    await threshold.fill("10.00");
    await settings.getByRole("button", { name: "Guardar" }).click();
    await expect(toast(owner, "Configuración de caja guardada.")).toBeVisible();
    const control = owner.getByRole("switch", { name: "Control de caja" });
    await expect(control).toHaveAttribute("aria-checked", "false");
    await accessible(owner, "Configuración › Cajas");

    // ——— Device A: the seller chooses "Mostrador" and opens it with L. 1,000.00.
    const desk = await device(browser, DEMO.seller);
    const sellerName = await nameOf(desk);
    await desk.goto(CAJA);
    await expect(
      desk.getByRole("navigation", { name: "Registrar Venta y caja" }).getByRole("link", { name: "Caja" }),
    ).toHaveAttribute("aria-current", "page");
    await chooseRegister(desk, counter);
    expect(await desk.evaluate(() => localStorage.getItem("cashRegisterId"))).toBe(counterId);
    await openWithFloat(desk, "1000", 100_000);
    const session = desk.getByTestId("drawer-session");
    await expect(session).toContainText(`Abrió${sellerName}`);
    await expect(session).toContainText(`Fondo inicial${L(100_000)}`);
    await expect(session.getByTestId("drawer-workers")).toHaveText(sellerName);
    // A seller never reads what the drawer should hold: no Reporte X.
    await expect(desk.getByTestId("x-report")).toHaveCount(0);

    // ——— Device B: the owner opens "Segundo local" with L. 500.00; the chooser says who has Mostrador.
    await owner.goto(CAJA);
    await expect(
      owner
        .getByTestId("register-chooser")
        .getByRole("option", { name: `${counter} (abierta por ${sellerName})` }),
    ).toBeAttached();
    await chooseRegister(owner, branch);
    await openWithFloat(owner, "500", 50_000);

    // ——— Configuración: "Control de caja" on. Not needed to tie an abono to its session (the
    // device's header does, 0252), but with it on cash without an open session is refused: every
    // peso below goes through a session, so Flujo de caja's day moves by this journey alone.
    await owner.goto(CAJAS);
    await control.click();
    await expect(toast(owner, "Control de caja activado.")).toBeVisible();
    await expect(control).toHaveAttribute("aria-checked", "true");
    await expect(desk.getByTestId("cash-control-on")).toBeVisible();
    const flowBefore = await cashFlow(owner.request, today);

    // ——— Device A: an admin at the same counter takes two cash abonos and a cash refund in the order dialog.
    await switchPerson(desk, DEMO.admin);
    const adminName = await nameOf(desk);
    await cashAbono(desk, sale1.id, counterId, "300");
    await expectStatus(desk, "Abonado");
    await cashAbono(desk, sale2.id, counterId, "400");
    // The customer of the second sale changes their mind: cancelled, L. 100.00 given back in cash.
    await orderForm(desk).getByLabel("Estado").selectOption("Cancelado");
    await orderForm(desk).getByLabel("Monto a devolver (L.)").fill("100");
    await orderForm(desk).getByLabel("Motivo de cancelación").fill("El cliente desistió");
    const refundSent = desk.waitForRequest(
      (r) => r.method() === "PATCH" && r.url().endsWith(`/api/sales/${sale2.id}`),
    );
    await orderForm(desk).getByRole("button", { name: "Guardar cambios" }).click();
    expect((await refundSent).headers()["x-cash-register"]).toBe(counterId);
    await expectStatus(desk, "Cancelado");
    await expect(dialog(desk).getByTestId("sale-totals")).toContainText("Reembolsado");

    // ——— Device B, meanwhile: the owner's cash abono in the order dialog goes to "Segundo local".
    await cashAbono(owner, sale3.id, branchId, "350");

    // ——— Device A: the seller again. Both worked the drawer; L. 150.00 out for batteries.
    await switchPerson(desk, DEMO.seller);
    await desk.goto(CAJA);
    await expect(session.getByTestId("drawer-workers").getByRole("listitem")).toHaveText([
      sellerName,
      adminName,
    ]);
    const movement = desk.getByTestId("drawer-movement");
    await expect(movement.getByRole("radio", { name: "Salida de efectivo" })).toBeChecked();
    await movement.getByLabel("Monto (L.)").fill("150");
    await movement.getByLabel("Motivo").fill("compra de baterías");
    await movement.getByRole("button", { name: "Revisar" }).click();
    const payOut = desk.getByRole("dialog", { name: "¿Registrar la salida de efectivo?" });
    await expect(payOut.getByTestId("movement-preview")).toHaveText(
      `Se registrará que salieron ${L(15_000)} de la caja de «${counter}» por «compra de baterías». El efectivo que la caja debe tener al cerrarla baja en ${L(15_000)}.`,
    );
    await payOut.getByRole("button", { name: "Registrar" }).click();
    await expect(toast(desk, "Salida de efectivo registrada.")).toBeVisible();

    // ——— The blind count: L. 1,430.00 where L. 1,450.00 should be (1,000 + 300 + 400 − 100 − 150).
    const expected = 145_000;
    const counted = 143_000;
    await count(desk, { 50000: 2, 20000: 2, 2000: 1, 1000: 1 }, counted);
    // Nothing on the screen, nor in what the seller's browser was sent, says what was expected.
    await expect(desk.getByText(L(expected))).toHaveCount(0);
    await expect(desk.getByText("Efectivo esperado", { exact: true })).toHaveCount(0);
    const blind = await (await desk.request.get(`/api/cash-registers/${counterId}/session`)).json();
    expect([blind.session.totals, blind.session.movements]).toEqual([null, null]);
    await accessible(desk, "Caja, conteo a ciegas");
    await sendCount(desk, counted);

    const outcome = desk.getByTestId("drawer-outcome");
    await expect(outcome.getByTestId("drawer-status")).toHaveText("Por aprobar");
    await expect(outcome.getByTestId("outcome-expected")).toHaveText(`Efectivo esperado${L(expected)}`);
    await expect(outcome.getByTestId("outcome-counted")).toHaveText(`Efectivo contado${L(counted)}`);
    await expect(outcome.getByTestId("difference")).toHaveText(`${L(-2_000)} (faltante)`);
    await expect(outcome.getByTestId("awaiting-approval")).toContainText(
      `La diferencia supera ${L(1_000)}: un administrador distinto de quien cierra debe aprobarla con una nota.`,
    );
    // The seller who counted cannot approve it.
    await expect(outcome.getByTestId("approve-form")).toHaveCount(0);
    await accessible(desk, "Caja, por aprobar");

    // ——— The owner, not the closer, sees it waiting on the Dashboard and approves it with a note.
    await owner.goto("/admin");
    const waiting = owner
      .getByTestId("tile-cash-drawer")
      .getByTestId("tile-open-drawers")
      .getByRole("link")
      .filter({ hasText: counter });
    await expect(waiting.getByTestId("drawer-status")).toHaveText("Por aprobar");
    await waiting.click();
    await expect(owner).toHaveURL(/\/admin\/reports\/cash-drawer\?session=/);
    const sheet = owner.getByRole("dialog", { name: `Caja de «${counter}»` });
    await expect(sheet.getByTestId("outcome-expected")).toHaveText(`Efectivo esperado${L(expected)}`);
    const approve = sheet.getByTestId("approve-form");
    await approve.getByRole("button", { name: "Aprobar" }).click();
    await expect(approve.getByText("Escriba una nota que explique la diferencia.")).toBeVisible();
    await approve.getByLabel("Nota que explica la diferencia").fill("Vuelto mal entregado a un cliente");
    await approve.getByRole("button", { name: "Aprobar" }).click();
    await expect(toast(owner, "Diferencia aprobada: la caja quedó cerrada.")).toBeVisible();
    await expect(sheet.getByTestId("drawer-status")).toHaveText("Cerrada");

    // ——— Device A follows live: closed, with who approved it and why.
    await expect(outcome.getByTestId("drawer-status")).toHaveText("Cerrada");
    await expect(outcome).toContainText(`Aprobó${ownerName}`);
    await expect(outcome).toContainText("Nota de la aprobaciónVuelto mal entregado a un cliente");
    await expect(desk.getByTestId("drawer-open")).toBeVisible();

    // ——— The Z report on letter paper, downloaded through its link and read as a person reads it.
    const [download] = await Promise.all([
      desk.waitForEvent("download"),
      outcome.getByTestId("z-report-links").getByRole("link", { name: "Carta" }).click(),
    ]);
    const z = plain(await pdfText(readFileSync((await download.path())!)));
    for (const needle of [
      "Reporte Z (cierre de caja)",
      counter,
      sellerName,
      `Abono · Pedido ${sale1.orderNumber}`,
      `Abono · Pedido ${sale2.orderNumber}`,
      `Reembolso · Pedido ${sale2.orderNumber}`,
      "Salida de efectivo · compra de baterías",
      `Faltante de caja (${counter})`,
      `${plain(L(-2_000))} (faltante)`,
      ownerName,
      "Vuelto mal entregado a un cliente",
    ])
      expect(z, needle).toContain(needle);
    for (const [label, amount] of [
      ["Fondo inicial", 100_000],
      ["Abonos en efectivo", 70_000],
      ["Reembolsos en efectivo", -10_000],
      ["Salidas de efectivo", -15_000],
      ["Efectivo esperado", expected],
      ["Efectivo contado", counted],
    ] as const)
      expect(z, label).toMatch(new RegExp(`${label}\\s+${escaped(L(amount))}`));
    expect(z).toMatch(new RegExp(`Aprobó\\s+${escaped(ownerName)}`));
    // Each movement with its amount, signed as it moved the cash.
    for (const [concept, amount] of [
      [`Abono · Pedido ${sale1.orderNumber}`, 30_000],
      [`Abono · Pedido ${sale2.orderNumber}`, 40_000],
      [`Reembolso · Pedido ${sale2.orderNumber}`, -10_000],
      ["Salida de efectivo · compra de baterías", -15_000],
    ] as const)
      expect(z, concept).toMatch(new RegExp(`${escaped(concept)}.*${escaped(L(amount))}`));

    // ——— Device B: the owner counts "Segundo local" to the centavo (500 + 350) and it closes at once.
    await owner.goto(CAJA);
    await expect(owner.getByTestId("device-register")).toContainText(branch);
    await count(owner, { 50000: 1, 20000: 1, 10000: 1, 5000: 1 }, 85_000);
    await sendCount(owner, 85_000);
    const branchOutcome = owner.getByTestId("drawer-outcome");
    await expect(branchOutcome.getByTestId("drawer-status")).toHaveText("Cerrada");
    await expect(branchOutcome.getByTestId("difference")).toHaveText(`${L(0)} (cuadrada)`);

    // ——— Flujo de caja for the day agrees with the sessions to the centavo: the cash column took
    // both drawers' abonos; the drawer's line, the pay-out and the shortage.
    await owner.goto(`/admin/reports/cash-flow?from=${today}&to=${today}&grain=day`);
    const cashCol = owner.getByTestId("report-table").locator("tfoot td").nth(3);
    await expect(cashCol).toHaveText(L(flowBefore.efectivo + 30_000 + 40_000 + 35_000));
    await expect(owner.getByTestId("drawer-line")).toHaveText(
      `Caja, aparte de lo recibido: entradas de efectivo ${L(flowBefore.payIns)} · salidas de efectivo ${L(flowBefore.payOuts + 15_000)} · diferencias de arqueo ${L(flowBefore.drawerDifference - 2_000)}`,
    );
    const sessionOf = async (registerId: string) => {
      const rows = (
        await (await owner.request.get(`/api/cash-drawer/sessions?registerId=${registerId}`)).json()
      ).rows as { id: string }[];
      return (await (await owner.request.get(`/api/cash-drawer/sessions/${rows[0]!.id}`)).json()).totals;
    };
    const [a, b] = [await sessionOf(counterId), await sessionOf(branchId)];
    expect(a).toMatchObject({
      received: { efectivo: 70_000, tarjeta: 0, transferencia: 0 },
      refunded: { efectivo: 10_000 },
      payIns: 0,
      payOuts: 15_000,
      overShort: -2_000,
      expectedCash: expected,
    });
    expect(b).toMatchObject({ received: { efectivo: 35_000 }, overShort: 0, expectedCash: 85_000 });
    const flowAfter = await cashFlow(owner.request, today);
    expect(flowAfter.efectivo - flowBefore.efectivo).toBe(a.received.efectivo + b.received.efectivo);
    expect(flowAfter.payOuts - flowBefore.payOuts).toBe(a.payOuts + b.payOuts);
    expect(flowAfter.drawerDifference - flowBefore.drawerDifference).toBe(a.overShort + b.overShort);

    // ——— Reportes › Caja: the history of "Mostrador" with its figures.
    await owner
      .getByRole("navigation", { name: "Reportes" })
      .getByRole("link", { name: "Caja", exact: true })
      .click();
    await owner.getByLabel("Caja registradora").selectOption({ label: counter });
    const row = owner.getByTestId("drawer-session-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(counter);
    await expect(row).toContainText(L(expected));
    await expect(row).toContainText(L(counted));
    await expect(row.getByTestId("difference")).toHaveText(`${L(-2_000)} (faltante)`);
    await expect(row).toContainText(ownerName);
    await accessible(owner, "Reportes › Caja");
    await expect(owner.getByTestId("drawer-report-totals")).toHaveText(
      `1 caja · faltantes ${L(2_000)} · sobrantes ${L(0)}`,
    );
    // For the eye: the report at a desk and on a phone, light and dark (the header's theme switch).
    for (const scheme of ["light", "dark"] as const) {
      for (const width of [1280, 390]) {
        await owner.setViewportSize({ width, height: 900 });
        await owner.screenshot({ path: `/tmp/drawer-report-${width}-${scheme}.png`, fullPage: true });
      }
      await owner.getByRole("button", { name: "Cambiar tema" }).click();
    }
    await owner.setViewportSize({ width: 1280, height: 900 });

    // ——— Configuración back to its defaults: the control off (both sessions closed), L. 50.00.
    await owner.goto(CAJAS);
    await control.click();
    await expect(toast(owner, "Control de caja desactivado.")).toBeVisible();
    await expect(control).toHaveAttribute("aria-checked", "false");
    await threshold.fill("50.00");
    await settings.getByRole("button", { name: "Guardar" }).click();
    await expect(toast(owner, "Configuración de caja guardada.")).toBeVisible();
    const saved = await (await owner.request.get("/api/cash-drawer/settings")).json();
    expect(saved).toMatchObject({
      cashControl: DEFAULT_CASH_CONTROL,
      differenceThreshold: DEFAULT_DIFFERENCE_THRESHOLD,
    });
  });
});
