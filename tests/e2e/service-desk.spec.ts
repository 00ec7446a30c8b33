import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_BASE_URL, E2E_SMTP_PORT } from "../../playwright.config";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { seriousViolations } from "./axe";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { scan } from "./scanner-helpers";

/**
 * The watch service desk end to end (docs/decisions/0248): a watch the store sold by its serial
 * comes back for a full service. The seller takes it in with a deposit and a photo, sends an
 * estimate whose signed link the customer approves without an account, moves it to repair and to
 * ready (the customer is emailed the claim code), and an admin hands it over against the claim code,
 * taking the rest by card. The watch's own history and the cash flow show both.
 */

/**
 * The ready email is read from the outbox as staff see it (as guest-order-link.spec.ts reads its
 * emails): the SMTP test server's port is mail-journey.spec.ts's, and that spec may run at the same
 * time on the other worker. On one worker no other spec runs meanwhile, so this one also takes the
 * port and receives the email over SMTP, as mail-journey.spec.ts does.
 */
let smtp: TestSmtp | null = null;
test.beforeAll(async () => {
  if (test.info().config.workers === 1) smtp = await startTestSmtp(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.stop();
});

test.use({ colorScheme: "light" });

/**
 * Axe (serious and critical) once the page's toasts have faded: a half-transparent toast reads as
 * low contrast. The pointer is moved off first: a toast under it (one pressed button away) stays.
 */
async function violations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  return seriousViolations(page);
}

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme: "light" })).newPage();
  await loginByApi(page, email);
  return page;
}

/** A public product kept by serial number with three watches in stock, created by an admin. */
async function serializedProduct(admin: Page, id: string) {
  const name = `Reloj Taller ${id}`;
  const serials = [`SRV-${id}-1`, `SRV-${id}-2`, `SRV-${id}-3`];
  const res = await admin.request.post("/api/products", {
    headers: { origin: E2E_BASE_URL },
    data: {
      name,
      description: "Reloj de la prueba del servicio técnico.",
      brand: "Vértice",
      model: `Taller ${id}`,
      specs: {},
      salePrice: 350_000,
      promoPrice: null,
      originalPublicPrice: null,
      wholesalePrice: null,
      unitCost: null,
      lowStockThreshold: null,
      isPublic: true,
      initialStock: 3,
      serialized: true,
      initialSerials: serials,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: (await res.json()).id as string, name, serials };
}

interface CashFlowTotals {
  efectivo: number;
  tarjeta: number;
  received: number;
}

/** Today's cash flow (Reportes › Flujo de caja), read by an admin. */
async function cashFlowToday(request: APIRequestContext): Promise<CashFlowTotals> {
  const { today } = await (await request.get("/api/reports/dashboard")).json();
  const res = await request.get(`/api/reports/cash-flow?from=${today}&to=${today}&grain=day`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).totals;
}

/** The newest email of `template` to `address` about `number`, as Configuración › Correo holds it. */
async function outboxEmail(request: APIRequestContext, address: string, template: string, number: string) {
  let id = "";
  await expect
    .poll(
      async () => {
        const list = await (await request.get("/api/mail/outbox?limit=200")).json();
        const mail = (
          list.items as { id: string; toAddress: string; template: string; subject: string }[]
        ).find(
          (m) =>
            m.toAddress === address && m.template === template && new RegExp(`${number}\\b`).test(m.subject),
        );
        id = mail?.id ?? "";
        return id;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return (await (await request.get(`/api/mail/outbox/${id}`)).json()) as { subject: string; text: string };
}

/** A small photo of the watch, as a phone's camera would hand it to the page. */
async function watchPhoto() {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c9a227" } })
    .png()
    .toBuffer();
  return { name: "reloj-recibido.png", mimeType: "image/png", buffer };
}

test("a watch sold by serial comes back for service: intake with a deposit, an estimate approved by its link, ready by email, delivered against its claim code", async ({
  page,
  browser,
}) => {
  // Many screens, two browser contexts and the mail worker's poll, on a machine that may be loaded.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = tag();
  const customer = { name: `Marta Taller ${id}`, email: `taller-${id.toLowerCase()}@prueba.hn` };

  // 1. An admin creates the product with three watches; a seller sells one by scanning its serial.
  const admin = await signedIn(browser, DEMO.admin);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const product = await serializedProduct(admin, id);
  const serial = product.serials[1]!;

  await loginByApi(page, DEMO.seller);
  await page.goto("/admin/sales");
  await page.getByRole("button", { name: "Nuevo cliente" }).click();
  await page.getByLabel("Nombre del cliente").fill(customer.name);
  await page.getByLabel("Teléfono").fill("9876-5432");
  await page.getByLabel("Email", { exact: true }).fill(customer.email);
  // Scanned with nothing focused: the watch with that serial joins the sale.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await scan(page, serial);
  const lines = page.getByTestId("sale-lines");
  const chips = lines.getByRole("list", { name: `Números de serie de ${product.name}` });
  await expect(chips.getByRole("listitem")).toHaveText([serial], { timeout: 20_000 });
  await expect(lines.getByLabel("Cantidad")).toHaveValue("1");
  const payment = page.getByRole("region", { name: "Primer pago (opcional)" });
  await payment.getByLabel("Monto (L.)").fill("3500");
  await payment.getByLabel("Tipo de pago").selectOption("full");
  await page.getByRole("button", { name: "Registrar Venta" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?order=/, { timeout: 30_000 });
  const saleId = new URL(page.url()).searchParams.get("order")!;
  await expect(page.getByTestId("sale-watches").getByTestId("sale-watches-list")).toContainText(serial);

  // The receipt names the watch and its warranty.
  await page.goto(`/api/sales/${saleId}/receipt.html`);
  await expect(page.locator("body")).toContainText(`Serie ${serial}`);
  await expect(page.locator("body")).toContainText("Garantía hasta");

  // Inventario › Buscar por serie: sold, its buyer, its warranty running.
  await page.goto("/admin/inventory");
  await page.getByRole("link", { name: "Buscar por serie" }).click();
  await expect(page).toHaveURL(/\/admin\/inventory\/serials/);
  await page.getByLabel("Número de serie").fill(serial.toLowerCase());
  await page.getByLabel("Número de serie").press("Enter");
  const lookup = page.getByTestId("serial-lookup-result");
  await expect(lookup.getByTestId("serial-lookup-serial")).toHaveText(serial);
  await expect(lookup.getByTestId("serial-lookup-sale")).toContainText(customer.name);
  await expect(lookup.getByTestId("warranty-label")).toHaveText(/^Quedan \d+ días de garantía$/);

  // The day's cash flow before the desk takes any money.
  const before = await cashFlowToday(admin.request);

  // 2. Órdenes › Servicio › Recibir reloj, as the seller: the same customer, the store's watch.
  await page.goto("/admin/orders");
  await page
    .getByRole("navigation", { name: "Órdenes y servicio" })
    .getByRole("link", { name: "Servicio", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders\/services$/);
  await page.getByRole("link", { name: "Recibir reloj" }).click();
  const intake = page.getByRole("form", { name: "Recibir un reloj" });
  await intake.getByLabel("Buscar cliente (nombre, teléfono o email)").fill(customer.email);
  await intake.getByRole("button", { name: new RegExp(customer.name) }).click();
  await expect(intake.getByTestId("picked-customer")).toContainText(customer.name);
  await intake.getByLabel("Marca").fill("Vértice");
  await intake.getByLabel("Modelo").fill(`Taller ${id}`);
  await intake.getByLabel("Número de serie").fill(serial);
  await intake.getByLabel("Tipo de servicio").selectOption("Servicio completo");
  await intake.getByLabel("Problema que reporta el cliente").fill("Se atrasa cinco minutos al día.");
  await intake.getByLabel("Precio estimado (L.)").fill("500");
  await intake.getByLabel("Recibir un anticipo").check();
  await intake.getByLabel("Anticipo (L.)").fill("200");
  await intake.getByLabel("Forma de pago del anticipo").selectOption("efectivo");
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/service-orders",
  );
  await intake.getByTestId("intake-submit").click();
  const createdRes = await created;
  expect(createdRes.status(), await createdRes.text()).toBe(200);
  const order = (await createdRes.json()) as { id: string; number: string; claimCode: string };
  await expect(page).toHaveURL(new RegExp(`/admin/orders/services/${order.id}$`), { timeout: 20_000 });

  const desk = page.getByTestId("service-order");
  const state = desk.locator("header").getByTestId("service-state");
  await expect(desk.getByTestId("service-number")).toHaveText(order.number);
  await expect(state).toHaveText("Recibido");
  await expect(desk.getByTestId("claim-code")).toHaveText(order.claimCode);
  // The store's own watch is recognised by its serial, with its warranty.
  await expect(desk.getByText(`Vendido por la tienda: ${product.name}`)).toBeVisible();
  await expect(desk.getByTestId("unit-warranty")).toHaveText(/Quedan \d+ días de garantía/);
  const money = desk.getByTestId("service-money");
  await expect(money).toContainText("L. 500.00");
  await expect(money).toContainText("L. 200.00");

  // A photo of the watch as received: its thumbnail shows (and has loaded).
  const photos = desk.getByTestId("service-photos");
  const uploaded = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/api/service-orders/${order.id}/photos`),
  );
  await photos.getByTestId("service-photo-input").setInputFiles(await watchPhoto());
  expect((await uploaded).status()).toBe(200);
  const thumbnail = photos.getByRole("img", { name: "Foto 1 del reloj" });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);

  // 3. The estimate: one labour line, previewed, confirmed, sent with its signed link.
  const estimates = desk.getByTestId("service-estimates");
  await estimates.getByTestId("new-estimate").click();
  const editor = estimates.getByTestId("estimate-editor");
  await editor.getByRole("button", { name: "Agregar mano de obra" }).click();
  await editor.getByLabel("Descripción").fill("Servicio de maquinaria");
  await editor.getByLabel("Monto (L.)").fill("500");
  await expect(editor.getByTestId("estimate-preview")).toContainText("L. 500.00");
  await editor.getByRole("button", { name: "Revisar y enviar" }).click();
  const confirm = editor.getByRole("alertdialog", { name: "Enviar presupuesto" });
  await expect(confirm).toContainText("¿Enviar al cliente el presupuesto por L. 500.00?");
  const sent = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/api/service-orders/${order.id}/estimates`),
  );
  await confirm.getByTestId("confirm-estimate").click();
  const sentRes = await sent;
  expect(sentRes.status(), await sentRes.text()).toBe(200);
  const answer = (await sentRes.json()) as { url: string; emailed: boolean };
  expect(answer.emailed).toBe(true);
  await expect(state).toHaveText("Presupuesto enviado");
  const share = estimates.getByTestId("share-result");
  await expect(share.getByRole("button", { name: "Copiar enlace" })).toBeVisible();
  await expect(share).toContainText("Correo enviado al cliente.");
  const link = (await share.getByRole("link", { name: /servicio\/presupuesto/ }).getAttribute("href"))!;
  expect(link).toBe(answer.url);
  expect(link.startsWith(`${E2E_BASE_URL}/servicio/presupuesto?t=`)).toBe(true);

  // The customer opens the link on a browser with no session, reads it and approves it.
  const anonymous = await browser.newContext({ colorScheme: "light" });
  const visitor = await anonymous.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Presupuesto de su reloj" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(visitor.getByTestId("estimate-order")).toContainText(order.number);
  await expect(visitor.getByTestId("estimate-order")).toContainText(serial);
  await expect(visitor.getByTestId("estimate-status")).toHaveAttribute("data-status", "enviado");
  const estimateLines = visitor.getByTestId("estimate-lines");
  await expect(estimateLines.getByRole("listitem")).toHaveText([/Servicio de maquinaria\s*L\.\s500\.00/]);
  await expect(estimateLines.getByTestId("estimate-total")).toHaveText("L. 500.00");
  await expect(estimateLines.getByTestId("estimate-paid")).toHaveText("L. 200.00");
  await expect(estimateLines).toContainText(/Saldo a pagar al retirar\s*L\.\s300\.00/);
  expect(await violations(visitor)).toEqual([]);
  await visitor.getByTestId("estimate-approve").click();
  const question = visitor.getByTestId("estimate-confirm");
  await expect(question).toContainText("¿Aprobar el presupuesto?");
  await expect(question).toContainText("L. 500.00");
  const approved = visitor.waitForResponse((r) => r.url().endsWith("/api/service-estimate-links/answer"));
  await question.getByTestId("estimate-confirm-answer").click();
  expect((await approved).status()).toBe(200);
  await expect(visitor.getByTestId("estimate-status")).toHaveAttribute("data-status", "aprobado");
  await expect(visitor.getByTestId("estimate-status")).toContainText("Presupuesto aprobado");
  await expect(visitor.getByTestId("estimate-approve")).toHaveCount(0);
  await anonymous.close();

  // Back at the desk the answer shows by itself (the page listens to the desk's live events).
  await expect(state).toHaveText("Aprobado", { timeout: 20_000 });
  const card = estimates.getByTestId("estimate-card");
  await expect(card).toContainText("Aprobado");
  await expect(card).toContainText("(por el enlace)");

  // 4. Repair, then ready: the customer is emailed the claim code and what is left to pay.
  const moves = desk.getByTestId("service-moves");
  await moves.getByRole("button", { name: "Pasar a «En reparación»" }).click();
  await expect(state).toHaveText("En reparación");
  await moves.getByRole("button", { name: "Pasar a «Listo para entregar»" }).click();
  await expect(state).toHaveText("Listo para entregar");
  await expect(moves.getByTestId("share-result")).toContainText("Correo enviado al cliente.");
  const ready = await outboxEmail(admin.request, customer.email, "service-ready", order.number);
  expect(ready.subject).toMatch(new RegExp(`su reloj está listo \\(${order.number}\\)$`));
  expect(ready.text).toContain(`código de retiro ${order.claimCode}`);
  expect(ready.text).toMatch(/Saldo a pagar al retirar: L\.\s300\.00\./);
  if (smtp) {
    const server = smtp;
    let received: TestSmtp["messages"][number] | undefined;
    await expect
      .poll(
        () => {
          received = server.messages.findLast(
            (m) => m.envelopeTo.includes(customer.email) && m.subject === ready.subject,
          );
          return Boolean(received);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(received!.text).toContain(`código de retiro ${order.claimCode}`);
  }

  // 5. An admin hands the watch over: the claim code typed, the rest paid by card, confirmed.
  await admin.goto(`/admin/orders/services/${order.id}`);
  const adminDesk = admin.getByTestId("service-order");
  const deliver = adminDesk.getByRole("form", { name: "Entregar el reloj" });
  await deliver.getByLabel("Código que presenta el cliente").fill(order.claimCode.toLowerCase());
  await expect(deliver.getByLabel("Cobrar ahora (L.)")).toHaveValue(/^300(\.00)?$/);
  await deliver.getByLabel("Forma de pago").selectOption("tarjeta");
  await deliver.getByTestId("deliver").click();
  const handOver = deliver.getByRole("alertdialog", { name: "Entregar el reloj" });
  await expect(handOver).toContainText("¿Entregar el reloj y cobrar L. 300.00?");
  const delivered = admin.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/api/service-orders/${order.id}/deliver`),
  );
  await handOver.getByTestId("confirm-deliver").click();
  const deliveredRes = await delivered;
  expect(deliveredRes.status(), await deliveredRes.text()).toBe(200);
  await expect(adminDesk.locator("header").getByTestId("service-state")).toHaveText("Entregado");
  await expect(adminDesk.getByTestId("service-money")).toContainText(/Saldo\s*L\.\s0\.00/);
  // The seller's page follows too.
  await expect(state).toHaveText("Entregado", { timeout: 20_000 });

  // 6. The watch's history names the desk's visit; the cash flow counts both payments.
  await page.goto("/admin/inventory/serials");
  await page.getByLabel("Número de serie").fill(serial);
  await page.getByLabel("Número de serie").press("Enter");
  const history = page.getByTestId("serial-lookup-history").getByTestId("unit-event-row");
  await expect(history.filter({ hasText: /^en servicio/i })).toContainText(order.number);
  await expect(history.filter({ hasText: /^servicio entregado/i })).toContainText(order.number);
  await expect(page.getByTestId("serial-lookup-sale")).toContainText(customer.name);

  // The service sale holds the two payments, each by its method...
  const detail = await (await admin.request.get(`/api/service-orders/${order.id}`)).json();
  const sale = await (await admin.request.get(`/api/sales/${detail.saleId}`)).json();
  expect(
    (sale.payments as { amount: number; method: string }[]).map((p) => `${p.method} ${p.amount}`).sort(),
  ).toEqual(["efectivo 20000", "tarjeta 30000"]);
  // ...and the day's cash flow counts them: exactly when this journey runs alone; in the full
  // suite other journeys take money at the same time, so at least these amounts.
  const after = await cashFlowToday(admin.request);
  const grew = {
    efectivo: after.efectivo - before.efectivo,
    tarjeta: after.tarjeta - before.tarjeta,
    received: after.received - before.received,
  };
  expect(grew.efectivo).toBeGreaterThanOrEqual(20_000);
  expect(grew.tarjeta).toBeGreaterThanOrEqual(30_000);
  expect(grew.received).toBeGreaterThanOrEqual(50_000);
  if (test.info().config.workers === 1)
    expect(grew).toEqual({ efectivo: 20_000, tarjeta: 30_000, received: 50_000 });
  await admin.context().close();
});
