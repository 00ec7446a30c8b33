import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { shopDay } from "../../src/domain/kernel/shop-calendar";
import { DEMO, expect, loginByApi, test } from "./fixtures";

/**
 * Reportes › Cobranza in real Chromium on the demo data: the overdue total checked
 * against Órdenes (another code path), the term from Configuración, a WhatsApp reminder that is
 * noted on the row, the CSV, accessibility in both themes, and a seller kept out.
 */

/** As the store writes money: "L." and the digits joined by a no-break space (docs/decisions/0170). */
const money = (centavos: number) =>
  `L.\u00a0${(centavos / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

interface OrderRow {
  status: string;
  balance: number;
  saleDate: string;
  customerName: string;
}

async function overdueFromOrders(page: Page, today: string, term: number) {
  const res = await page.request.get("/api/sales?pending=yes&pageSize=200");
  const items = ((await res.json()) as { items: OrderRow[] }).items;
  const late = items.filter(
    (o) => o.status !== "Cancelado" && o.balance > 1 && daysBetween(shopDay(o.saleDate), today) > term,
  );
  return { total: late.reduce((s, o) => s + o.balance, 0), names: new Set(late.map((o) => o.customerName)) };
}

async function setTerm(page: Page, days: number) {
  await page.goto("/admin/settings?tab=ventas");
  const field = page.getByLabel("Días para considerar vencido un saldo");
  await field.fill(String(days));
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(field).toHaveValue(String(days));
}

test.describe("Reportes › Cobranza", () => {
  test("lists the overdue customers as Órdenes does, follows the term, reminds by WhatsApp and exports", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/reports/sales");
    await page.getByRole("link", { name: "Cobranza" }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/collections$/);
    await expect(page.getByTestId("collections-report")).toBeVisible();
    await expect(
      page.getByText("Se considera vencido el saldo de una venta con más de 30 días."),
    ).toBeVisible();

    // Make sure the demo data has overdue customers: a one-day term.
    await setTerm(page, 1);
    await page.goto("/admin/reports/collections");
    const report = await (await page.request.get("/api/reports/collections")).json();
    expect(report.overdueDays).toBe(1);
    expect(report.customers.length).toBeGreaterThan(0);
    const orders = await overdueFromOrders(page, report.today, 1);
    expect(report.totals.overdueBalance).toBe(orders.total);
    expect(new Set(report.customers.map((c: { customerName: string }) => c.customerName))).toEqual(
      orders.names,
    );
    const rows = page.getByTestId("collections-table").locator("tbody tr");
    await expect(rows).toHaveCount(report.customers.length);
    await expect(page.getByTestId("collections-totals")).toContainText(money(orders.total));

    // The reminder: WhatsApp opens at 504 + the phone with the amount owed; the row notes who and when.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ body: "WhatsApp", contentType: "text/plain" }),
    );
    const index = report.customers.findIndex((c: { customerPhone: string | null }) => c.customerPhone);
    const customer = report.customers[index];
    const row = rows.nth(index);
    await expect(row.getByTestId("last-reminded")).toHaveText("Nunca");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      row.getByRole("button", { name: "Enviar recordatorio" }).click(),
    ]);
    await popup.waitForURL(/^https:\/\/wa\.me\/504\d{8}\?text=/);
    const text = decodeURIComponent(new URL(popup.url()).searchParams.get("text") ?? "");
    expect(text).toContain(`saldo pendiente de ${money(customer.balance)}`);
    expect(text).toContain("¡Muchas gracias por su preferencia!");
    // Each sale that owes carries its card payment link, for that sale's balance.
    const links = [...text.matchAll(/Puede pagarlo con tarjeta aquí: (\S+)/g)].map((x) => new URL(x[1]!));
    expect(links.length).toBeGreaterThan(0);
    let linked = 0;
    for (const link of links) {
      const view = await (
        await page.request.get(`/api/payment-links/${link.pathname.split("/").pop()}`)
      ).json();
      expect(view.state).toBe("open");
      linked += view.amount;
    }
    expect(linked).toBe(customer.balance);
    await popup.close();
    await expect(row.getByTestId("last-reminded")).toContainText("por ");

    // The CSV: one line per customer, the reminder included.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("collections-csv").click(),
    ]);
    const csv = readFileSync((await download.path()) as string, "utf8")
      .replace(/^\uFEFF/, "")
      .trim();
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toContain("Cliente,Teléfono,Ventas con saldo,Saldo total,Saldo vencido");
    expect(lines).toHaveLength(report.customers.length + 1);

    await setTerm(page, 30);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`Cobranza has no serious accessibility violations and fits a phone (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await loginByApi(page, DEMO.admin);
      // A one-day term, so the demo data has rows to show (its older sales are paid).
      const patch = (days: number) =>
        page.request.patch("/api/settings", {
          data: { collectionOverdueDays: days },
          headers: { origin: new URL(page.url() === "about:blank" ? "http://x" : page.url()).origin },
        });
      await page.goto("/admin/reports/collections");
      expect((await patch(1)).status()).toBe(200);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/reports/collections");
        await expect(page.getByTestId("collections-report")).toBeVisible();
        await expect(
          page.getByTestId("collections-report").locator("[role=status], svg.animate-spin"),
        ).toHaveCount(0);
        await page.screenshot({ path: `test-results/collections-${theme}-${width}.png`, fullPage: true });
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
      await expect(page.getByRole("link", { name: "Cobranza" })).toHaveAttribute("aria-current", "page");
      await expect(page.locator("nav[aria-label=Reportes] [aria-current=page]")).toHaveCount(1);
      expect((await patch(30)).status()).toBe(200);
    });
  }

  test("a seller cannot open Cobranza (the API refuses too)", async ({ page }) => {
    await loginByApi(page, DEMO.seller);
    expect((await page.request.get("/api/reports/collections")).status()).toBe(403);
    expect(
      (
        await page.request.post("/api/reports/collections/reminders", {
          data: { customerKey: "x" },
          headers: { origin: new URL(page.url() || "http://localhost").origin },
        })
      ).status(),
    ).toBe(403);
    await page.goto("/admin/reports/collections");
    await expect(page.getByTestId("collections-report")).toHaveCount(0);
  });
});
