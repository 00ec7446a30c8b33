import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { shopDay } from "../../src/domain/kernel/shop-calendar";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/**
 * Estado de cuenta in real Chromium on the demo data: opened from a customer's
 * page, its closing balance checked against the receivable report (another code path), the PDF
 * downloaded and read back with pdftotext, the WhatsApp share whose signed link opens the PDF
 * without an account (and refuses an altered one), screenshots and accessibility in both themes
 * at 1280 and 390 px, and a seller who sees only their own sales.
 */

/** As the store writes money: "L." and the digits joined by a no-break space (docs/decisions/0170). */
const money = (centavos: number) =>
  `L.\u00a0${(centavos / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const FROM = "2020-01-01";

interface Merged {
  id: string;
  role: string;
  name: string;
  email: string | null;
}

/** A customer record of the demo data that owes something today, with what the receivable report says. */
async function owingCustomer(page: Page) {
  const today = shopDay(new Date());
  const receivable = await (await page.request.get(`/api/reports/receivable?asOf=${today}`)).json();
  const merged = (await (await page.request.get("/api/customers/merged?q=")).json()) as Merged[];
  const records = new Map(merged.filter((m) => m.role === "customer").map((m) => [m.id, m]));
  const row = (receivable.customers as Array<{ customerKey: string; total: number }>).find(
    (c) => records.has(c.customerKey) && c.total > 0,
  );
  expect(row, "a demo customer record that owes").toBeTruthy();
  return { today, customer: records.get(row!.customerKey)!, owed: row!.total };
}

async function openStatement(page: Page, id: string, today: string) {
  await page.goto(`/admin/customers/${id}`);
  await page.getByTestId("tab-statement").click();
  await expect(page).toHaveURL(/vista=estado-de-cuenta/);
  const section = page.getByTestId("customer-statement");
  await section.getByLabel("Desde").fill(FROM);
  await section.getByLabel("Hasta").fill(today);
  await expect(section.getByTestId("statement-opening")).toHaveText("L. 0.00");
  return section;
}

const pdfText = (path: string) => execFileSync("pdftotext", ["-layout", path, "-"]).toString();

test.describe("Estado de cuenta", () => {
  test("from the customer's page: the closing balance is what the receivable says, in the PDF and the shared link", async ({
    page,
    context,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginByApi(page, DEMO.admin);
    const { today, customer, owed } = await owingCustomer(page);
    const section = await openStatement(page, customer.id, today);
    await expect(section.getByTestId("statement-closing")).toHaveText(money(owed));
    const lines = section.getByTestId("statement-line");
    expect(await lines.count()).toBeGreaterThan(0);
    await expect(lines.last().locator("td").last()).toHaveText(money(owed));

    // The PDF: downloaded from the button and read back as text.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByTestId("statement-pdf").click(),
    ]);
    expect(download.suggestedFilename()).toBe(`estado-de-cuenta-${FROM}-al-${today}.pdf`);
    const text = pdfText((await download.path()) as string);
    expect(text).toContain("Estado de cuenta");
    expect(text).toContain(`Cliente: ${customer.name}`);
    expect(text).toMatch(
      new RegExp(`Saldo final \\([^)]+\\)\\s+${money(owed).replace(/[.]/g, "\\.").replace("\u00a0", "\\s")}`),
    );
    // It renders as an image too.
    const png = execFileSync("sh", [
      "-c",
      `pdftoppm -png -r 50 -f 1 -l 1 "${await download.path()}" /tmp/statement-e2e && ls /tmp/statement-e2e*.png`,
    ]).toString();
    expect(png).toContain(".png");

    // Enviar por correo beside WhatsApp: queued to the customer's address, or off without one.
    const emailButton = section.getByTestId("statement-email");
    if (customer.email) {
      await emailButton.click();
      await expect(
        page.getByText(`Enlace puesto en cola para enviarse por correo a ${customer.email}.`),
      ).toBeVisible();
    } else await expect(emailButton).toBeDisabled();
    await section.getByTestId("statement-share").screenshot({ path: "test-results/statement-share.png" });
    await page.screenshot({ path: "test-results/statement-actions.png" });

    // WhatsApp: the text names the balance and carries the signed link.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ body: "WhatsApp", contentType: "text/plain" }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      section.getByTestId("statement-share").click(),
    ]);
    await popup.waitForURL(/^https:\/\/wa\.me\/504\d{8}\?text=/);
    const message = new URL(popup.url()).searchParams.get("text") ?? "";
    expect(message).toContain(`Estimado(a) ${customer.name}`);
    expect(message).toContain(`es de ${money(owed)}`);
    const link = /(https?:\/\/\S+\/api\/statement-links\?t=\S+)/.exec(message)?.[1];
    expect(link).toBeTruthy();
    await popup.close();
    await expect(section.getByTestId("statement-link")).toContainText("El enlace vence el");

    // The link works without an account, and an altered one is refused in Spanish.
    const stranger = await browser.newContext();
    const shared = await stranger.request.get(link!);
    expect(shared.status()).toBe(200);
    expect(shared.headers()["content-type"]).toBe("application/pdf");
    const altered = await stranger.request.get(`${link!.slice(0, -3)}AAA`);
    expect(altered.status()).toBe(403);
    expect(await altered.text()).toContain("Este enlace al estado de cuenta no es válido.");
    await stranger.close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`fits a phone and a desktop, with no serious accessibility violations (${theme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await loginByApi(page, DEMO.admin);
      const { today, customer, owed } = await owingCustomer(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const section = await openStatement(page, customer.id, today);
        await expect(section.getByTestId("statement-closing")).toHaveText(money(owed));
        await expect(section.getByTestId(width < 768 ? "statement-cards" : "statement-lines")).toBeVisible();
        await page.screenshot({ path: `test-results/statement-${theme}-${width}.png`, fullPage: true });
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  }

  test("a seller's statement holds only the sales they made; a client is refused by the API", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.seller);
    const merged = (await (await page.request.get("/api/customers/merged?q=")).json()) as Merged[];
    const record = merged.find((m) => m.role === "customer")!;
    const today = shopDay(new Date());
    const res = await page.request.get(`/api/customers/${record.id}/statement?from=${FROM}&to=${today}`);
    expect(res.status()).toBe(200);
    expect((await res.json()).ownSalesOnly).toBe(true);
    await openStatement(page, record.id, today);
    await expect(page.getByText("Solo se incluyen las ventas que usted registró.")).toBeVisible();

    await page.context().clearCookies();
    await loginByApi(page, DEMO.client);
    expect(
      (await page.request.get(`/api/customers/${record.id}/statement?from=${FROM}&to=${today}`)).status(),
    ).toBe(403);
  });
});
