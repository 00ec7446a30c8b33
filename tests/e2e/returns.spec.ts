import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { seriousViolations } from "./axe";
import { dialog, expectStatus, newProduct } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/**
 * Returns from the order dialog (docs/decisions/0249): an admin takes back one watch of a sale paid
 * in cash, refunds part of it in efectivo and leaves the rest as saldo a favor — the dialog's total,
 * its "Devoluciones" line, the saldo and the returns list follow, and Flujo de caja loses the refund
 * that day; a seller's return on their own sale waits as Solicitada until an admin applies it; an
 * admin exchanges a watch for a dearer one in one step, collecting the difference.
 */

const origin = { origin: E2E_BASE_URL };
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
/** Money as the screens write it: 'L. 1,500.00' with a no-break space. */
const L = (centavos: number) =>
  `L.\u00a0${(centavos / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.use({ colorScheme: "light" });

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme: "light" })).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginByApi(page, email);
  return page;
}

/** A pickup sale paid in full in efectivo on the shop's day: Completado at once. */
async function paidSale(
  request: APIRequestContext,
  today: string,
  customer: string,
  items: { productId: string; quantity: number; price: number; serials?: string[] }[],
  saleDate?: string,
) {
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const res = await request.post("/api/sales", {
    headers: origin,
    data: {
      customer: { kind: "new", name: customer, phone: "9911-4455" },
      items,
      shipping: { mode: "pickup" },
      firstPayment: { amount: total, date: today, type: "full", method: "efectivo" },
      ...(saleDate ? { saleDate } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const sale = (await res.json()) as { id: string; orderNumber: string };
  const saved = await (await request.get(`/api/sales/${sale.id}`)).json();
  expect(saved.status).toBe("Completado");
  return { ...sale, sellerId: saved.sellerId as string | null };
}

async function shopToday(request: APIRequestContext): Promise<string> {
  return (await (await request.get("/api/reports/dashboard")).json()).today as string;
}

async function cashFlowRefunds(request: APIRequestContext, today: string): Promise<number> {
  const res = await request.get(`/api/reports/cash-flow?from=${today}&to=${today}&grain=day`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).totals.refunds as number;
}

const returnDialog = (page: Page) => page.getByRole("dialog", { name: /^Devolución de la orden/ });
const confirmDialog = (page: Page) => page.getByRole("dialog", { name: "Confirmar devolución" });
const totalsLine = (page: Page, kind: string) =>
  dialog(page).getByTestId("sale-totals").locator(`[data-line="${kind}"]`);

/** The return dialog at a phone's and a laptop's width, light and dark, for a person to look at. */
async function shoot(page: Page, target: Locator, name: string, prefix = "returns") {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app's theme is a class on <html> (the toggle's), not the system's scheme.
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), scheme === "dark");
    expect(await seriousViolations(page), `${name} ${scheme}`).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await target.evaluate((el) => el.scrollTo?.(0, 0));
      await page.screenshot({ path: `/tmp/${prefix}-${name}-${width}-${scheme}.png` });
      await target.evaluate((el) => el.scrollTo?.(0, el.scrollHeight));
      await page.screenshot({ path: `/tmp/${prefix}-${name}-${width}-${scheme}-end.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin returns one watch of a paid sale, refunds part in efectivo and leaves the rest as saldo a favor", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const id = tag();
  const admin = await signedIn(browser, DEMO.admin);
  const today = await shopToday(admin.request);
  const strap = await newProduct(admin.request, `Reloj Devolución A ${id}`, 100_000);
  const watch = await newProduct(admin.request, `Reloj Devolución B ${id}`, 50_000);
  const sale = await paidSale(admin.request, today, `Lucía Devolución ${id}`, [
    { productId: strap.id, quantity: 1, price: 100_000 },
    { productId: watch.id, quantity: 1, price: 50_000 },
  ]);
  const refundsBefore = await cashFlowRefunds(admin.request, today);

  await admin.goto(`/admin/orders?order=${sale.id}`);
  await expectStatus(admin, "Completado");
  await expect(dialog(admin).getByTestId("order-total")).toHaveText(L(150_000));
  // No returns yet: no list, no "Devoluciones" line.
  await expect(dialog(admin).getByTestId("sale-returns")).toHaveCount(0);
  await expect(totalsLine(admin, "returns")).toHaveCount(0);

  await dialog(admin).getByRole("button", { name: "Devolver" }).click();
  const form = returnDialog(admin);
  await expect(form.getByTestId("return-line")).toHaveCount(2);
  await expect(form.getByText("Elija qué devuelve para ver cuánto vale.")).toBeVisible();
  await form.getByRole("button", { name: `Una unidad más de ${watch.name}` }).click();
  await expect(form.getByLabel(`Cantidad a devolver de ${watch.name}`)).toHaveValue("1");
  await expect(form.getByLabel(`Destino de ${watch.name}`)).toHaveValue("stock");

  const preview = form.getByTestId("return-preview");
  await expect(preview).toContainText(`Valor de la devolución${L(50_000)}`);
  await expect(preview).toContainText(`Nuevo total de la venta${L(100_000)}`);
  await expect(preview).toContainText(`Saldo a favor después de la devolución${L(50_000)}`);

  // Enter in a field never sends the return: the reason is required, and nothing is confirmed yet.
  await form.getByLabel("Motivo de la devolución").fill("No le gustó el tamaño");
  await form.getByLabel("Motivo de la devolución").press("Enter");
  await form.getByLabel("Reembolsar ahora (L.)").fill("200");
  await form.getByLabel("Reembolsar ahora (L.)").press("Enter");
  await expect(confirmDialog(admin)).toHaveCount(0);
  await expect(form.getByTestId("return-stays-credit")).toHaveText(
    `${L(30_000)} queda como saldo a favor del cliente.`,
  );
  // More than the saldo the return leaves is refused before anything is sent.
  await form.getByLabel("Reembolsar ahora (L.)").fill("600");
  await expect(form.getByText(/^El reembolso no puede superar/)).toBeVisible();
  await form.getByLabel("Reembolsar ahora (L.)").fill("200");
  await expect(form.getByLabel("Método del reembolso")).toHaveValue("efectivo");

  await shoot(admin, form, "admin");

  await form.getByRole("button", { name: "Revisar devolución" }).click();
  await expect(confirmDialog(admin)).toContainText(
    `Se devuelven ${L(50_000)} y el total de la venta queda en ${L(100_000)}; se reembolsan ${L(20_000)} en efectivo`,
  );
  await expect(confirmDialog(admin)).toContainText(`${L(30_000)} queda como saldo a favor.`);
  await confirmDialog(admin).getByRole("button", { name: "Confirmar devolución" }).click();

  await expect(admin.getByText(/^Devolución DEV-\d{4,} registrada\.$/)).toBeVisible();
  await expect(returnDialog(admin)).toHaveCount(0);
  await expect(dialog(admin).getByTestId("order-total")).toHaveText(L(100_000));
  await expect(totalsLine(admin, "returns")).toContainText(`Devoluciones-${L(50_000)}`);
  await expect(dialog(admin).getByTestId("sale-credit")).toContainText(L(30_000));
  const row = dialog(admin).getByTestId("return-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/DEV-\d{4,}/);
  await expect(row.getByTestId("return-status")).toHaveText("Aplicada");
  await expect(row).toContainText(`1 × ${watch.name} (A stock para la venta)`);
  await expect(row).toContainText(`Valor${L(50_000)}`);
  await expect(row).toContainText(`Reembolso${L(20_000)} (Efectivo)`);
  await expect(row).toContainText(`Saldo a favor${L(30_000)}`);
  await expect(row).toContainText("No le gustó el tamaño");
  await dialog(admin).getByTestId("sale-returns").scrollIntoViewIfNeeded();
  await admin.screenshot({ path: "/tmp/returns-list-1280-light.png" });

  // The watch is back in stock for sale.
  // The catalogue answers from memory until the live event of the return reaches it: asked again.
  await expect
    .poll(async () => (await (await admin.request.get(`/api/catalog/${watch.id}`)).json()).quantity)
    .toBe(5);

  // Flujo de caja for today: the refund left efectivo.
  const refundsAfter = await cashFlowRefunds(admin.request, today);
  expect(refundsAfter - refundsBefore).toBe(20_000);
  await admin.goto(`/admin/reports/cash-flow?from=${today}&to=${today}`);
  await expect(admin.locator("table").first()).toContainText(L(refundsAfter));
});

test("a seller's return of a watch by its serial waits as Solicitada and an admin applies it with a refund", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const id = tag();
  const admin = await signedIn(browser, DEMO.admin);
  const today = await shopToday(admin.request);
  const serials = [`DEV-${id}-1`, `DEV-${id}-2`];
  const product = await newProduct(admin.request, `Reloj Serie Devolución ${id}`, 80_000, serials);

  const seller = await signedIn(browser, DEMO.seller);
  const sale = await paidSale(seller.request, today, `Mario Devolución ${id}`, [
    { productId: product.id, quantity: 2, price: 80_000, serials },
  ]);
  expect(sale.sellerId).not.toBeNull();

  await seller.goto(`/admin/orders?order=${sale.id}`);
  await expect(dialog(seller)).toContainText("Solo lectura");
  await dialog(seller).getByRole("button", { name: "Devolver" }).click();
  const form = returnDialog(seller);
  // A watch kept by serial is named, not counted; sellers see no money part.
  await expect(form.getByRole("checkbox")).toHaveCount(2);
  await expect(form.getByTestId("return-money")).toHaveCount(0);
  await form.getByRole("checkbox", { name: serials[1]! }).check();
  await form
    .getByLabel(`Destino de ${product.name}`)
    .selectOption({ label: "Dañado / taller (no se vende)" });
  await form.getByLabel("Motivo de la devolución").fill("Llegó con el cristal rayado");
  await expect(form).toContainText(`Valor de la devolución: ${L(80_000)}`);
  await expect(form).toContainText("quedará como Solicitada hasta que un administrador la apruebe");
  await shoot(seller, form, "seller");
  await form.getByRole("button", { name: "Enviar para aprobación" }).click();
  await expect(confirmDialog(seller)).toContainText(
    `Se enviará a un administrador una devolución por ${L(80_000)}`,
  );
  await confirmDialog(seller).getByRole("button", { name: "Enviar para aprobación" }).click();
  await expect(seller.getByText(/^Devolución DEV-\d{4,} enviada para aprobación/)).toBeVisible();
  const requested = dialog(seller).getByTestId("return-row").first();
  await expect(requested.getByTestId("return-status")).toHaveText("Solicitada");
  // Nothing changes until an admin applies it; sellers have no Aplicar.
  await expect(dialog(seller).getByTestId("order-total")).toHaveText(L(160_000));
  await expect(requested.getByRole("button", { name: "Aplicar" })).toHaveCount(0);

  await admin.goto(`/admin/orders?order=${sale.id}`);
  const row = dialog(admin).getByTestId("return-row").first();
  await expect(row.getByTestId("return-status")).toHaveText("Solicitada");
  await expect(row).toContainText(`1 × ${product.name} (Dañado / taller (no se vende))`);
  await row.getByRole("button", { name: "Aplicar" }).click();
  const apply = admin.getByRole("dialog", { name: /^Aplicar la devolución DEV-/ });
  await expect(apply.getByTestId("return-preview")).toContainText(`Valor de la devolución${L(80_000)}`);
  await apply.getByRole("button", { name: `Reembolsar todo (${L(80_000)})` }).click();
  await expect(apply.getByLabel("Reembolsar ahora (L.)")).toHaveValue("800.00");
  await apply.getByLabel("Método del reembolso").selectOption({ label: "Transferencia" });
  await shoot(admin, apply, "apply");
  await apply.getByRole("button", { name: "Revisar devolución" }).click();
  await expect(confirmDialog(admin)).toContainText(`se reembolsan ${L(80_000)} en transferencia`);
  await confirmDialog(admin).getByRole("button", { name: "Confirmar devolución" }).click();
  await expect(admin.getByText(/^Devolución DEV-\d{4,} registrada\.$/)).toBeVisible();
  await expect(row.getByTestId("return-status")).toHaveText("Aplicada");
  await expect(row).toContainText(`Reembolso${L(80_000)} (Transferencia)`);
  await expect(dialog(admin).getByTestId("order-total")).toHaveText(L(80_000));
  await expect(totalsLine(admin, "returns")).toContainText(`Devoluciones-${L(80_000)}`);
  await expect(dialog(admin).getByTestId("sale-credit")).toHaveCount(0);
  // The seller's screen follows live.
  await expect(requested.getByTestId("return-status")).toHaveText("Aplicada");

  // A second request, for the other watch, is rejected with a reason: nothing changes.
  await dialog(seller).getByRole("button", { name: "Devolver" }).click();
  await expect(form.getByRole("checkbox")).toHaveCount(1);
  await form.getByRole("checkbox", { name: serials[0]! }).check();
  await form.getByLabel("Motivo de la devolución").fill("Ya no lo quiere");
  await form.getByRole("button", { name: "Enviar para aprobación" }).click();
  await confirmDialog(seller).getByRole("button", { name: "Enviar para aprobación" }).click();
  await expect(dialog(seller).getByTestId("return-status").nth(1)).toHaveText("Solicitada");
  const second = dialog(admin).getByTestId("return-row").nth(1);
  await expect(second.getByTestId("return-status")).toHaveText("Solicitada");
  await dialog(admin).getByTestId("sale-returns").scrollIntoViewIfNeeded();
  await admin.screenshot({ path: "/tmp/returns-list-requested-1280-light.png" });
  await second.getByRole("button", { name: "Rechazar" }).click();
  const reject = admin.getByRole("dialog", { name: /^Rechazar la devolución DEV-/ });
  await reject.getByRole("button", { name: "Rechazar devolución" }).click();
  await expect(reject.getByText("Indique por qué se rechaza la devolución.")).toBeVisible();
  await reject.getByLabel("Motivo del rechazo").fill("El reloj no es de esta venta");
  await reject.getByRole("button", { name: "Rechazar devolución" }).click();
  await expect(admin.getByText(/^Devolución DEV-\d{4,} rechazada\.$/)).toBeVisible();
  await expect(second.getByTestId("return-status")).toHaveText("Rechazada");
  await expect(second).toContainText("Rechazada: El reloj no es de esta venta");
  await expect(dialog(admin).getByTestId("order-total")).toHaveText(L(80_000));
});

test("past the window a seller is told only an admin can accept it, and an admin gives the reason", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const id = tag();
  const admin = await signedIn(browser, DEMO.admin);
  const today = await shopToday(admin.request);
  const product = await newProduct(admin.request, `Reloj Tardío ${id}`, 60_000);
  const longAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const seller = await signedIn(browser, DEMO.seller);
  const sale = await paidSale(
    seller.request,
    today,
    `Rosa Tardía ${id}`,
    [{ productId: product.id, quantity: 2, price: 60_000 }],
    longAgo,
  );

  await seller.goto(`/admin/orders?order=${sale.id}`);
  await dialog(seller).getByRole("button", { name: "Devolver" }).click();
  const sellerForm = returnDialog(seller);
  await expect(sellerForm.getByTestId("return-window-ended")).toContainText(
    "Solo un administrador puede aceptar una devolución fuera de plazo.",
  );
  await expect(sellerForm.getByRole("button", { name: "Enviar para aprobación" })).toBeDisabled();

  await admin.goto(`/admin/orders?order=${sale.id}`);
  await dialog(admin).getByRole("button", { name: "Devolver" }).click();
  const form = returnDialog(admin);
  await expect(form.getByTestId("return-window-ended")).toContainText(
    "El plazo de devolución de 7 días terminó",
  );
  await form.getByLabel(`Cantidad a devolver de ${product.name}`).fill("2");
  await form.getByLabel("Motivo de la devolución").fill("Regalo repetido");
  await expect(form.getByTestId("return-preview")).toContainText(`Valor de la devolución${L(120_000)}`);
  await form.getByRole("button", { name: "Revisar devolución" }).click();
  await expect(form.getByText("Indique por qué se acepta la devolución fuera del plazo.")).toBeVisible();
  await expect(confirmDialog(admin)).toHaveCount(0);
  await form.getByLabel("Motivo fuera de plazo").fill("Cliente frecuente, autorizado por gerencia");
  await form.getByRole("button", { name: "Revisar devolución" }).click();
  await expect(confirmDialog(admin)).toContainText(`${L(120_000)} queda como saldo a favor.`);
  await confirmDialog(admin).getByRole("button", { name: "Confirmar devolución" }).click();
  const row = dialog(admin).getByTestId("return-row");
  await expect(row.getByTestId("return-status")).toHaveText("Aplicada");
  await expect(row).toContainText("Fuera de plazo: Cliente frecuente, autorizado por gerencia");
  await expect(row).toContainText("Sin reembolso");
  await expect(dialog(admin).getByTestId("order-total")).toHaveText(L(0));
  await expect(dialog(admin).getByTestId("sale-credit")).toContainText(L(120_000));
  // Everything was returned: no more Devolver.
  await expect(dialog(admin).getByRole("button", { name: "Devolver" })).toHaveCount(0);
});

test("an admin exchanges a watch for a dearer one and collects the difference in efectivo", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const id = tag();
  const admin = await signedIn(browser, DEMO.admin);
  const today = await shopToday(admin.request);
  const old = await newProduct(admin.request, `Reloj Cambio Viejo ${id}`, 50_000);
  const dearer = await newProduct(admin.request, `Reloj Cambio Nuevo ${id}`, 120_000);
  const sale = await paidSale(admin.request, today, `Elena Cambio ${id}`, [
    { productId: old.id, quantity: 1, price: 50_000 },
  ]);

  await admin.goto(`/admin/orders?order=${sale.id}`);
  await dialog(admin).getByRole("button", { name: "Devolver" }).click();
  const form = returnDialog(admin);
  await form.getByRole("button", { name: "Cambiar por otro producto" }).click();
  const exchange = form.getByTestId("exchange-form");
  await exchange.getByRole("button", { name: `Una unidad más de ${old.name}` }).click();
  await expect(exchange.getByTestId("exchange-money")).toContainText(
    "Elija qué devuelve y qué se lleva el cliente para ver la diferencia.",
  );

  // What a scanner types, typed by hand: Enter in the search adds the watch and sends nothing.
  const search = exchange.getByLabel("Buscar producto por nombre o marca");
  await search.fill(dearer.name);
  await expect(exchange.getByRole("option", { name: new RegExp(dearer.name) })).toBeVisible();
  await search.press("Enter");
  await expect(exchange.getByTestId("sale-lines")).toContainText(dearer.name);
  await expect(admin.getByRole("dialog", { name: "Confirmar cambio" })).toHaveCount(0);

  await exchange.getByLabel("Motivo de la devolución").fill("Prefiere el modelo de acero");
  const preview = exchange.getByTestId("exchange-preview");
  await expect(preview).toContainText(`Valor de lo devuelto${L(50_000)}`);
  await expect(preview).toContainText(`Total de la venta nueva${L(120_000)}`);
  await expect(exchange.getByTestId("exchange-difference")).toHaveText(`El cliente paga ${L(70_000)}`);
  await expect(exchange.getByRole("radio", { name: "Cobrar ahora" })).toBeChecked();
  await expect(exchange.getByLabel("Método de pago")).toHaveValue("efectivo");

  await shoot(admin, form, "mode", "exchange");

  await exchange.getByRole("button", { name: "Revisar cambio" }).click();
  const confirm = admin.getByRole("dialog", { name: "Confirmar cambio" });
  await expect(confirm).toContainText(
    `Se reciben ${L(50_000)} en devolución y la venta nueva suma ${L(120_000)}; el cliente paga ${L(70_000)} en efectivo`,
  );
  await confirm.getByRole("button", { name: "Confirmar cambio" }).click();

  await expect(
    admin.getByText(/^Cambio registrado: devolución DEV-\d{4,} y venta nueva [A-Z0-9]+\.$/),
  ).toBeVisible();
  // The original now shows what came back; its saldo paid the new sale.
  await expect(totalsLine(admin, "returns")).toContainText(`Devoluciones-${L(50_000)}`);
  await expect(dialog(admin).getByTestId("order-total")).toHaveText(L(0));
  await expect(dialog(admin).getByTestId("sale-credit")).toHaveCount(0);
  await expect(dialog(admin).getByTestId("return-row")).toHaveCount(1);

  const link = form.getByRole("link", { name: /^Ver venta nueva [A-Z0-9]+$/ });
  const orderNumber = ((await link.textContent()) ?? "").replace("Ver venta nueva ", "");
  await link.click();
  await expect(admin).toHaveURL(/[?&]order=/);
  const newId = new URL(admin.url()).searchParams.get("order");
  expect(newId).not.toBe(sale.id);
  await expectStatus(admin, "Completado");
  await expect(dialog(admin).getByTestId("order-total")).toHaveText(L(120_000));
  const created = await (await admin.request.get(`/api/sales/${newId}`)).json();
  expect(created.orderNumber).toBe(orderNumber);
  expect(created.status).toBe("Completado");
  expect(created.customerName).toBe(`Elena Cambio ${id}`);
  expect(created.items.map((i: { productId: string }) => i.productId)).toEqual([dearer.id]);
  expect(created.balance).toBe(0);
});
