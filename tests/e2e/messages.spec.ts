import type { Browser, Page } from "@playwright/test";
import { saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, expect, loginByApi, registerByApi, test } from "./fixtures";
import { productWithStock } from "./storefront-helpers";

/** Mensajería between two staff members, and a client's purchase updating live (two browsers at once). */

const SHOTS = process.env.E2E_SHOTS_DIR;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByApi(page, email);
  return page;
}

async function me(page: Page): Promise<{ id: string; name: string }> {
  return (await (await page.request.get("/api/me")).json()).user;
}

/** Screenshots at 390 px and 1280 px, light and dark, when E2E_SHOTS_DIR is set (to look at them). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => {
      localStorage.setItem("theme", t);
      document.documentElement.classList.toggle("dark", t === "dark");
    }, theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: width === 390 });
    }
  }
  await page.evaluate(() => {
    localStorage.setItem("theme", "light");
    document.documentElement.classList.remove("dark");
  });
  if (size) await page.setViewportSize(size);
}

test("a seller messages an admin, the admin replies, the seller deletes the thread for themself while the admin keeps it", async ({
  browser,
  baseURL,
}) => {
  // Three people in three browsers: give it the slow budget when the machine is loaded.
  test.slow();
  const seller = await signedIn(browser, DEMO.seller);
  const admin = await signedIn(browser, DEMO.admin);
  const adminUser = await me(admin);
  const sellerUser = await me(seller);
  const sale = await saleOfOneThousand(admin.request, baseURL!, "Cliente Mensajería E2E");
  const subject = `Consulta ${Date.now()}`;

  await admin.goto("/admin/messages");
  await expect(admin.getByText("Seleccione una conversación para leerla.")).toBeVisible();
  await seller.goto("/admin/messages");
  await expect(seller.getByRole("link", { name: /Mensajería/ })).toBeVisible();

  // The seller writes to the admin, mentioning an order by its number.
  await seller.getByRole("button", { name: "Nuevo mensaje" }).click();
  const compose = seller.getByRole("dialog", { name: "Nuevo mensaje" });
  await compose.getByRole("button", { name: "Enviar" }).click();
  await expect(compose.getByText("Elija al menos un destinatario.")).toBeVisible();
  await compose.getByRole("checkbox", { name: new RegExp(adminUser.name) }).check();
  await compose.getByLabel("Asunto").fill(subject);
  await compose.getByLabel("Mensaje").fill(`¿Ya se envió la orden #${sale.orderNumber}?`);
  await compose.getByRole("button", { name: "Enviar" }).click();
  await expect(compose).toBeHidden();
  await expect(seller.getByTestId("conversation")).toContainText(
    `¿Ya se envió la orden #${sale.orderNumber}?`,
  );
  await expect(seller).toHaveURL(/\/admin\/messages\/\w+/);

  // The admin's open page hears it live: the thread, its unread marker, the sidebar count and the bell.
  const thread = admin.getByTestId("thread-item").filter({ hasText: subject });
  await expect(thread).toHaveAttribute("data-unread", "true");
  await expect(admin.getByTestId("messages-unread-count")).toHaveAttribute(
    "title",
    "1 conversación sin leer",
  );
  await expect(admin.getByTestId("notification-count")).toBeVisible();
  await shots(admin, "messages-list");
  await thread.click();
  const conversation = admin.getByTestId("conversation");
  await expect(conversation).toContainText(sellerUser.name);
  // The admin may open that order: its number links to it.
  await expect(conversation.getByTestId("order-mention")).toHaveAttribute(
    "href",
    `/admin/orders?order=${sale.id}`,
  );
  await expect(admin.getByTestId("messages-unread-count")).toHaveCount(0);
  await expect(thread).toHaveAttribute("data-unread", "false");

  // The admin replies; the seller's open conversation shows it without reloading.
  await conversation.getByLabel("Mensaje").fill("Sí, salió esta mañana con Cargo Expreso.");
  await conversation.getByRole("button", { name: "Enviar" }).click();
  await expect(seller.getByTestId("conversation")).toContainText("Sí, salió esta mañana con Cargo Expreso.");
  await expect(conversation.getByTestId("message")).toHaveCount(2);
  await shots(admin, "messages-conversation");

  // The seller deletes it for themself; the admin still has it, after a reload too.
  await seller.getByRole("button", { name: "Eliminar para mí" }).click();
  const confirm = seller.getByRole("dialog", { name: "Eliminar para mí" });
  await expect(confirm).toContainText("Los demás participantes la seguirán viendo.");
  await confirm.getByRole("button", { name: "Eliminar para mí" }).click();
  await expect(seller).toHaveURL(/\/admin\/messages$/);
  await expect(seller.getByTestId("thread-item").filter({ hasText: subject })).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByTestId("conversation")).toContainText("Sí, salió esta mañana con Cargo Expreso.");
  await expect(admin.getByTestId("thread-item").filter({ hasText: subject })).toBeVisible();

  // The admin's bell says who wrote; 'Ver todas' opens the staff notifications page; mark all read.
  await admin.getByTestId("notification-bell").click();
  await expect(
    admin.getByRole("menu").getByText(`Nuevo mensaje de ${sellerUser.name}`).first(),
  ).toBeVisible();
  await admin.getByRole("menuitem", { name: "Ver todas" }).click();
  await expect(admin).toHaveURL(/\/admin\/notifications$/);
  await expect(admin.getByTestId("page-title")).toHaveText("Notificaciones");
  await expect(admin.getByTestId("notification-list")).toContainText(`Nuevo mensaje de ${sellerUser.name}`);
  await admin.getByRole("button", { name: "Marcar todas como leídas" }).click();
  await expect(admin.getByTestId("notification-count")).toHaveCount(0);
  await expect(admin.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
  await shots(admin, "staff-notifications");

  await seller.context().close();
  await admin.context().close();
});

test("an admin records a payment on a client's sale: the client's purchase detail and notifications update live; mark all read", async ({
  browser,
  baseURL,
}) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await registerByApi(client, "Clara Compradora");
  const clientUser = await me(client);
  const admin = await signedIn(browser, DEMO.admin);

  const inStock = await productWithStock(admin.request, 1);
  const created = await admin.request.post("/api/sales", {
    headers: { origin: baseURL! },
    data: {
      customer: { kind: "user", userId: clientUser.id },
      items: [{ productId: inStock.id, quantity: 1, price: 100_000 }],
      shipping: { mode: "pickup" },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const sale = (await created.json()) as { id: string; orderNumber: string };

  await client.goto(`/client/purchases/${sale.id}`);
  const detail = client.getByTestId("purchase-detail");
  await expect(detail.getByRole("heading", { name: `Orden #${sale.orderNumber}` })).toBeVisible();
  await expect(detail).toContainText("Aún no hay pagos registrados.");
  await expect(client.getByTestId("still-owed")).toContainText("Saldo pendiente: L. 1,000.00");
  await expect(client.getByTestId("ticket-about-order")).toHaveAttribute(
    "href",
    `/client/support?purchaseId=${sale.id}`,
  );
  await expect(client.getByTestId("notification-count")).toHaveText("1"); // 'Compra registrada'

  // The admin records L. 400.00 in the order dialog.
  await admin.goto(`/admin/orders?order=${sale.id}`);
  const payment = admin.getByRole("form", { name: "Registrar Pago" });
  await payment.getByLabel("Monto (L.)").fill("400");
  await payment.getByRole("button", { name: "Registrar Pago" }).click();
  await expect(admin.getByText("Pago registrado con éxito.").first()).toBeVisible();

  // The client's open page follows without a reload.
  const history = client.getByTestId("payment-history");
  await expect(history).toContainText("Abono al Crédito");
  await expect(history).toContainText("L. 400.00");
  await expect(client.getByTestId("still-owed")).toContainText("Saldo pendiente: L. 600.00");
  await expect(client.getByTestId("sale-totals-lines").locator('[data-line="balance"]')).toContainText(
    "L. 600.00",
  );
  await expect(client.getByTestId("notification-count")).toHaveText("3"); // + 'Pago registrado', 'Abonado'
  await shots(client, "purchase-detail");

  await client.getByTestId("notification-bell").click();
  const menu = client.getByRole("menu");
  await expect(menu.getByText("Pago registrado")).toBeVisible();
  await expect(menu).toContainText(`Registramos un pago de L. 400.00 en su orden #${sale.orderNumber}.`);
  await menu.getByRole("menuitem", { name: "Marcar todas como leídas" }).click();
  await expect(client.getByTestId("notification-count")).toHaveCount(0);
  await client.keyboard.press("Escape");
  await client.goto("/client/notifications");
  await expect(client.getByTestId("notification-item").first()).toHaveAttribute("data-read", "true");
  await expect(client.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);

  await clientContext.close();
  await admin.context().close();
});
