import { DEMO, expect, loginByApi, test } from "./fixtures";

/**
 * Dashboard, Mi Dashboard and Reportes in real Chromium on the demo data. The expected
 * figures come from the Órdenes list API (another code path), never from the report endpoints.
 */

/** As the store writes money: "L." and the digits joined by a no-break space (docs/decisions/0170). */
const money = (centavos: number) =>
  `L.\u00a0${(centavos / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface OrderRow {
  status: string;
  total: number;
  saleDate: string;
}

test.describe("Dashboard and Reportes", () => {
  test("the dashboard's figures match the demo data and a tile opens the filtered orders list", async ({
    page,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("tile-sales-month")).toBeVisible();
    const dashboard = await (await page.request.get("/api/reports/dashboard")).json();
    const today = dashboard.today as string;
    const list = async (query: string) =>
      (await (await page.request.get(`/api/sales?pageSize=200&${query}`)).json()) as {
        items: OrderRow[];
        count: number;
        totals: { pending: number; total: number };
      };
    // Other journeys sell at the same time: each figure is compared with Órdenes read afresh until
    // both agree, and from the lists' totals (a month of journeys is more than one page of orders).
    const tile = (id: string) => page.getByTestId(id).locator("[data-value]");
    // This month's sales: every order of the month in Órdenes, cancelled ones left out.
    const range = `from=${dashboard.monthStart}&to=${today}`;
    await expect
      .poll(async () => {
        const [all, cancelled] = await Promise.all([list(range), list(`${range}&status=Cancelado`)]);
        return (
          (await tile("tile-sales-month").textContent()) === money(all.totals.total - cancelled.totals.total)
        );
      })
      .toBe(true);
    // Accounts receivable: what Órdenes says is still to collect.
    await expect
      .poll(
        async () =>
          (await tile("tile-receivable").textContent()) === money((await list("pending=yes")).totals.pending),
      )
      .toBe(true);
    // Orders by status: the counts of Órdenes filtered by each status.
    for (const status of ["Pendiente", "Abonado", "Completado"]) {
      await expect
        .poll(
          async () =>
            (await tile(`tile-status-${status}`).textContent()) ===
            String((await list(`status=${status}`)).count),
        )
        .toBe(true);
    }
    await expect(
      page.getByTestId("dashboard-chart").locator("svg.recharts-surface[role=application]"),
    ).toBeVisible();

    await page.getByTestId("tile-status-Abonado").click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=Abonado/);
    expect(baseURL).toBeTruthy();
  });

  test("a seller sees only their own figures and cannot open Reportes (the API refuses too)", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.seller);
    await page.goto("/seller/dashboard");
    await expect(page.getByTestId("tile-my-commission")).toBeVisible();
    const mine = await (await page.request.get("/api/reports/my-dashboard")).json();
    await expect(page.getByTestId("tile-my-owed").locator("[data-value]")).toHaveText(money(mine.owed));
    // Mis Órdenes is the seller's own list: its 'still to collect' is the same figure.
    const own = await (await page.request.get("/api/sales?pending=yes")).json();
    expect(mine.owed).toBe(own.totals.pending);
    expect((await page.request.get("/api/reports/sales?from=2025-01-01&to=2025-01-31")).status()).toBe(403);
    expect((await page.request.get("/api/reports/dashboard")).status()).toBe(403);
    await page.goto("/admin/reports/sales");
    await expect(page.getByTestId("reports")).toHaveCount(0);
  });

  test("a report exports a CSV that parses back to the table", async ({ page }) => {
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/reports/receivable");
    await expect(page.getByTestId("report-table")).toBeVisible();
    const rows = await page.getByTestId("report-table").locator("tbody tr").count();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-csv").click(),
    ]);
    const text = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Cliente,Teléfono,Ventas,0-30 días,31-60 días,61-90 días,Más de 90 días,Total,Saldo a favor",
    );
    const body = lines.slice(1, -1);
    const empty =
      rows === 1 && (await page.getByTestId("report-table").locator("tbody td[colspan]").count()) === 1;
    expect(body.length).toBe(empty ? 0 : rows);
    // The totals row: the table's footer, in lempiras, equals the CSV's last line (Total is the
    // second-to-last column; Saldo a favor, shown only when there is one, the last).
    const foot = await page.getByTestId("report-table").locator("tfoot td").allInnerTexts();
    const csvTotal = lines.at(-1)!.split(",").at(-2)!;
    expect(foot.at(-2)).toBe(money(Math.round(Number(csvTotal) * 100)));
    // Every chart axis reads as text: a customer's or bucket's name is never read as a date.
    await expect(page.getByTestId("report-chart")).not.toContainText("NaN");
  });

  for (const [name, width, height] of [
    ["phone", 390, 844],
    ["desk", 1280, 900],
  ] as const)
    for (const scheme of ["light", "dark"] as const)
      test(`screenshots: dashboard and a report on a ${name}, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await loginByApi(page, DEMO.admin);
        await page.goto("/admin/dashboard");
        await expect(
          page.getByTestId("dashboard-chart").locator("svg.recharts-surface[role=application]"),
        ).toBeVisible();
        await page.screenshot({
          path: `test-results/reports-dashboard-${name}-${scheme}.png`,
          fullPage: true,
        });
        await page.goto("/admin/reports/cash-flow");
        await expect(page.getByTestId("report-table")).toBeVisible();
        await page.screenshot({
          path: `test-results/reports-cashflow-${name}-${scheme}.png`,
          fullPage: true,
        });
      });
});
