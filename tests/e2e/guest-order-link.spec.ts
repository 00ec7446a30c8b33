import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { shopDay } from "../../src/domain/kernel/shop-calendar";
import { newProduct } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { declare, transferOrderOf } from "./transfer-helpers";

/**
 * A guest reaches their order without an account (docs/decisions/0242): the order email's
 * "Ver mi compra" link opens it in a browser that never saw the shop, after staff converted it
 * and took an abono; without the link, the order number and the buyer's email open it too.
 * GUEST_SHOTS=<dir> also writes the page at 1280 and 390 px, light and dark.
 */
const SHOTS = process.env.GUEST_SHOTS;
const BUYER = "ana.e2e@correo.hn";
/** The API refuses a state change without its own origin, as a browser's form sends it. */
const headers = { origin: E2E_BASE_URL };

/** The "Ver mi compra" link of the order's confirmation, as the outbox holds the email. */
async function emailedLink(staff: APIRequestContext, number: string): Promise<string> {
  let id = "";
  await expect
    .poll(
      async () => {
        const list = await (await staff.get("/api/mail/outbox?limit=200")).json();
        const mail = list.items.find(
          (m: { toAddress: string; subject: string; template: string }) =>
            m.toAddress === BUYER &&
            m.template === "order-confirmation-transfer" &&
            m.subject.includes(number),
        );
        id = mail?.id ?? "";
        return id;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  const mail = await (await staff.get(`/api/mail/outbox/${id}`)).json();
  const link = /Ver mi compra: (\S+)/.exec(mail.text ?? "")?.[1] ?? "";
  // Built from BASE_URL only, on the storefront's own route.
  expect(link.startsWith(`${E2E_BASE_URL}/payment/success?orderId=`)).toBe(true);
  expect(new URL(link).searchParams.get("t")).toBeTruthy();
  return link;
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png`,
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("a guest's order without an account", () => {
  test.describe.configure({ timeout: 150_000 });
  test("the email's link opens the converted order in a browser with no cookies; the lookup opens it too", async ({
    page,
    browser,
  }) => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await loginByApi(staff, DEMO.admin);
    // The guest buys a watch of this journey's own: a demo watch in stock now may be sold out by a
    // parallel journey before the checkout, which then refuses it for want of stock.
    const watch = await newProduct(
      staff.request,
      `Reloj Invitado ${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
      100_000,
    );
    const order = await transferOrderOf(page, watch.id);
    const reference = `GX-${Date.now().toString().slice(-8)}`;
    await declare(page, reference);
    await expect(page.getByText("Transferencia en verificación")).toBeVisible();

    const link = await emailedLink(staff.request, order.number);
    const orderId = new URL(link).searchParams.get("orderId")!;
    // Staff convert the order and take an abono of L. 100.00.
    expect((await staff.request.post(`/api/web-purchases/${orderId}/convert`, { headers })).status()).toBe(
      200,
    );
    const sale = await (await staff.request.get(`/api/sales/${orderId}`)).json();
    const paid = await staff.request.post(`/api/sales/${orderId}/payments`, {
      headers,
      data: {
        amount: 10_000,
        // The shop's day, not UTC's: after 18:00 in Honduras UTC is already tomorrow.
        date: shopDay(new Date()),
        type: "partial",
        method: "efectivo",
        version: sale.version,
      },
    });
    expect(paid.status()).toBe(200);
    await staffContext.close();

    // A browser that never saw the shop: no order cookie, no account.
    const guestContext = await browser.newContext();
    expect(await guestContext.cookies()).toEqual([]);
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await expect(guest.getByTestId("order-number")).toHaveText(order.number);
    await expect(guest.getByTestId("order-status")).toHaveText("Abonado");
    const payments = guest.getByTestId("order-payments");
    await expect(payments).toContainText("Abono al Crédito");
    await expect(payments).toContainText("Efectivo");
    await expect(payments).toContainText("L.\u00a0100.00");
    await expect(guest.getByTestId("order-balance")).toContainText("Saldo pendiente: L.");
    await expect(guest.getByRole("button", { name: "Pagar el saldo con tarjeta" })).toBeVisible();
    await expect(guest.getByTestId("order-transfer")).toContainText(reference);
    await shots(guest, "guest-order");
    // Pay by card opens the card link's page for the balance.
    await guest.getByRole("button", { name: "Pagar el saldo con tarjeta" }).click();
    await expect(guest).toHaveURL(/\/pagar\//);

    // Without the link: the page offers the lookup; a wrong email is refused, the right one opens it.
    await guest.goto(`/payment/success?orderId=${orderId}`);
    await expect(
      guest.getByText("No encontramos esta orden en este navegador.", { exact: false }),
    ).toBeVisible();
    const lookup = guest.getByRole("region", { name: "Buscar mi orden" });
    await lookup.getByLabel("Número de orden").fill(order.number.toLowerCase());
    await lookup.getByLabel("Correo o teléfono").fill("otra@correo.hn");
    await lookup.getByRole("button", { name: "Ver mi orden" }).click();
    await expect(lookup.getByRole("alert")).toHaveText(
      "No encontramos una orden con ese número y ese correo o teléfono. Revise los datos e intente de nuevo.",
    );
    await shots(guest, "guest-lookup");
    await lookup.getByLabel("Correo o teléfono").fill(BUYER);
    await lookup.getByRole("button", { name: "Ver mi orden" }).click();
    await expect(guest.getByTestId("order-status")).toHaveText("Abonado");
    await expect(guest).toHaveURL(/[?&]t=/);
    await guestContext.close();
  });
});
