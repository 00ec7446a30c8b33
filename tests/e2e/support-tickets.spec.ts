import { deflateSync } from "node:zlib";
import { DEMO, expect, loginByApi, registerByApi, test } from "./fixtures";

/** A small real PNG (a gold square), made here so the journey carries no binary file. */
function goldPng(size = 24): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.concat(
    Array.from({ length: size }, () =>
      Buffer.concat([Buffer.from([0]), Buffer.from("b8860b".repeat(size), "hex")]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const shots = process.env.SUPPORT_SHOTS;

/**
 * Two real browsers at once. A client opens a ticket with a photo; the admin sees it
 * appear without reloading and answers; the client's bell and ticket show the answer live; the
 * client answers again and the ticket is 'Abierto' once more.
 */
test("a ticket with a photo travels live between a client and an admin", async ({ browser }) => {
  test.setTimeout(90_000);
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const client = await clientContext.newPage();
  const admin = await adminContext.newPage();
  await registerByApi(client, "Lucía Ferrera");
  await loginByApi(admin, DEMO.admin);

  // The admin watches the list before the ticket exists.
  await admin.goto("/admin/support-tickets");
  await expect(admin.getByTestId("ticket-filters")).toBeVisible();

  await client.goto("/client/support");
  await expect(client.getByTestId("no-tickets")).toContainText("Aún no tiene tickets");
  await expect(client.getByTestId("notification-count")).toHaveCount(0);
  if (shots) await client.screenshot({ path: `${shots}/client-empty-390.png` });
  await client.getByTestId("new-ticket").click();
  const dialog = client.getByRole("dialog", { name: "Nuevo ticket" });
  const subject = `Cristal rayado ${Date.now()}`;
  await dialog.getByLabel("Asunto").fill(subject);
  await dialog.getByLabel("Categoría").selectOption("Garantía");
  await dialog.getByLabel("Mensaje").fill("El cristal llegó con una raya, adjunto foto.");
  await dialog
    .getByTestId("ticket-photo-input")
    .setInputFiles({ name: "reloj.png", mimeType: "image/png", buffer: goldPng(240) });
  await dialog.getByRole("button", { name: "Abrir ticket" }).click();
  await expect(client).toHaveURL(/\/client\/support\/[A-Za-z0-9]{20}$/);
  await expect(client.getByTestId("ticket-photo")).toBeVisible();
  const photoOk = await client
    .getByTestId("ticket-photo")
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(photoOk).toBe(true);

  // The admin's list shows it without a reload, marked unread and needing an answer.
  const row = admin.getByTestId("ticket-row").filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("ticket-unread")).toBeVisible();
  await expect(row).toContainText("Por responder");
  await row.click();
  const detail = admin.getByTestId("ticket-detail");
  await expect(detail.getByTestId("ticket-photo")).toBeVisible();
  await expect(admin.getByTestId("ticket-customer")).toContainText("Lucía Ferrera");
  await expect(row.getByTestId("ticket-unread")).toHaveCount(0);

  // Canned reply, then a reply of its own.
  await detail.getByRole("button", { name: "Respuestas rápidas" }).click();
  await detail.getByTestId("canned-replies").getByRole("button", { name: "Garantía: foto" }).click();
  await detail.getByLabel("Mensaje").fill("Gracias por la foto. Le enviamos un reloj nuevo esta semana.");
  await detail.getByRole("button", { name: "Enviar" }).click();
  await detail.getByTestId("ticket-status-select").selectOption("En Proceso");
  await expect(detail.getByTestId("ticket-status")).toHaveText("En Proceso");
  if (shots) {
    await admin.screenshot({ path: `${shots}/admin-1280.png` });
  }

  // The client sees the answer live: in the conversation and on the bell.
  await expect(client.getByTestId("ticket-conversation")).toContainText("Le enviamos un reloj nuevo");
  await expect(client.getByTestId("ticket-detail").getByTestId("ticket-status")).toHaveText("En Proceso");
  await expect(client.getByTestId("notification-count")).toBeVisible();
  if (shots) await client.screenshot({ path: `${shots}/client-conversation-390.png` });

  // XSS text is shown as text and runs nothing.
  const xss = `<img src=x onerror="window.__pwned=1">`;
  await client.getByLabel("Mensaje").fill(`Sigue igual ${xss}`);
  await client.getByRole("button", { name: "Enviar" }).click();
  await expect(client.getByTestId("ticket-detail").getByTestId("ticket-status")).toHaveText("Abierto");
  await expect(client.getByTestId("ticket-conversation")).toContainText(xss);
  await expect(admin.getByTestId("ticket-conversation")).toContainText(xss);
  await expect(detail.getByTestId("ticket-status")).toHaveText("Abierto");
  expect(await client.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await admin.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  if (shots) {
    await admin.emulateMedia({ colorScheme: "dark" });
    await admin.evaluate(() => document.documentElement.classList.add("dark"));
    await admin.screenshot({ path: `${shots}/admin-1280-dark.png` });
    await client.evaluate(() => document.documentElement.classList.add("dark"));
    await client.screenshot({ path: `${shots}/client-390-dark.png` });
    await client.setViewportSize({ width: 1280, height: 860 });
    await client.screenshot({ path: `${shots}/client-1280-dark.png` });
  }
  await clientContext.close();
  await adminContext.close();
});

test("the admin opens the order a ticket is about", async ({ page, browser, baseURL }) => {
  await loginByApi(page, DEMO.client);
  const purchases = (await (await page.request.get("/api/my/purchases")).json()) as {
    id: string;
    kind: string;
    orderNumber: string;
  }[];
  const sale = purchases.find((p) => p.kind === "sale");
  test.skip(!sale, "the demo client has no sale");
  const opened = await page.request.post("/api/support/tickets", {
    headers: { origin: baseURL! },
    data: {
      subject: "¿Cuándo llega?",
      category: "Envío",
      relatedPurchaseId: sale!.id,
      message: "Aún no llega.",
    },
  });
  expect(opened.status()).toBe(200);
  const { id } = (await opened.json()) as { id: string };
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const admin = await adminContext.newPage();
  await loginByApi(admin, DEMO.superadmin);
  await admin.goto(`/admin/support-tickets/${id}`);
  const order = admin.getByTestId("ticket-order");
  await expect(order).toContainText(`#${sale!.orderNumber}`);
  await order.getByRole("button", { name: "Ver orden" }).click();
  await expect(admin.getByRole("dialog")).toContainText(sale!.orderNumber);
  if (shots) await admin.screenshot({ path: `${shots}/admin-order-dialog.png` });
  await adminContext.close();
});

test("a seller has no Tickets de Soporte", async ({ page }) => {
  await loginByApi(page, DEMO.seller);
  expect((await page.request.get("/api/support/tickets")).status()).toBe(403);
  await page.goto("/admin/support-tickets");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
