import type { Page } from "@playwright/test";
import { saleOfOneThousand } from "./backoffice-helpers";
import { DEMO, type DemoRole, expect, loginByApi, test } from "./fixtures";
import { layoutProblems } from "./layout-check";
import { productWithStock } from "./storefront-helpers";

/**
 * The layout sweep: every page of the storefront, the client area and the back office, and the
 * dialogs where money is entered, as the role that uses them, at 1280 and 390 px, light and dark,
 * measured by layout-check.ts. One signed-in page per role; the viewport and the theme change
 * inside it, so the whole sweep costs a few seconds per role. A page's tabs (role tab, or the
 * links of a section's own nav) are swept too, so a screen added later is covered by its section.
 */
const WIDTHS = [1280, 390] as const;
const THEMES = ["light", "dark"] as const;

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((t) => {
    document.documentElement.classList.toggle("dark", t === "dark");
    localStorage.setItem("theme", t);
  }, theme);
}

/** Waits until the page's data has arrived: no loading spinner, and the fonts laid out. */
async function settled(page: Page) {
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.locator("[role='status']:has(.animate-spin)")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Checks what is on screen at every width and theme; returns the problems, each with where it was. */
async function sweepHere(page: Page, where: string, overlay?: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      // Two frames: the new width and theme are laid out before measuring.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      for (const problem of await layoutProblems(page, overlay))
        found.push(`${where} @${width} ${theme}: ${problem}`);
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  return found;
}

/**
 * Goes to a path inside the app without reloading it (the router follows the history), as a click
 * on a link would: the sweep pays for the app's start once per role, not once per page.
 */
async function visit(page: Page, path: string) {
  if (page.url() === "about:blank") {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({ idx: window.history.length }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** The page and each of its tabs. */
async function sweepPage(page: Page, path: string): Promise<string[]> {
  await visit(page, path);
  await settled(page);
  const found = await sweepHere(page, path);
  const tabs = await page.locator("main [role='tab']").count();
  for (let i = 0; i < tabs; i++) {
    const tab = page.locator("main [role='tab']").nth(i);
    if ((await tab.getAttribute("aria-selected")) === "true") continue;
    const name = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    await settled(page);
    found.push(...(await sweepHere(page, `${path} › ${name}`)));
  }
  const pathname = new URL(page.url()).pathname;
  const subRoutes = await page.locator("main nav a[href]").evaluateAll((links, base) => {
    const hrefs = links.map((a) => new URL((a as HTMLAnchorElement).href).pathname);
    return [...new Set(hrefs)].filter((h) => h !== base && h.startsWith(`${base.replace(/\/$/, "")}/`));
  }, pathname);
  for (const sub of subRoutes) {
    await visit(page, sub);
    await settled(page);
    found.push(...(await sweepHere(page, sub)));
  }
  return found;
}

async function sweepDialog(page: Page, where: string, open: () => Promise<void>): Promise<string[]> {
  await open();
  await expect(page.getByRole("dialog")).toBeVisible();
  await settled(page);
  const found = await sweepHere(page, where, "[role='dialog']");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  return found;
}

async function signIn(page: Page, role: DemoRole | "guest") {
  if (role !== "guest") await loginByApi(page, DEMO[role]);
}

test.describe("layout sweep", () => {
  test.describe.configure({ mode: "parallel" });

  test("storefront, as a guest", async ({ page, request }) => {
    const product = await productWithStock(request, 1);
    await signIn(page, "guest");
    const found: string[] = [];
    for (const path of [
      "/",
      "/catalog",
      `/products/${product.id}`,
      "/about",
      "/privacy",
      "/terms",
      "/shipping",
    ])
      found.push(...(await sweepPage(page, path)));
    await page.goto(`/products/${product.id}`);
    await page.getByRole("button", { name: /Agregar al carrito/ }).click();
    for (const path of ["/cart", "/checkout"]) found.push(...(await sweepPage(page, path)));
    await page.goto("/");
    found.push(
      ...(await sweepDialog(page, "acceso", () => page.getByRole("button", { name: "Acceder" }).click())),
    );
    expect(found).toEqual([]);
  });

  for (const role of ["client", "wholesaler"] as const) {
    test(`client area, as a ${role}`, async ({ page }) => {
      await signIn(page, role);
      const found: string[] = [];
      for (const path of [
        "/client/purchases",
        "/client/profile",
        "/client/notifications",
        "/client/support",
        "/client/store",
      ])
        found.push(...(await sweepPage(page, path)));
      expect(found).toEqual([]);
    });
  }

  test("back office and its money dialogs, as an admin", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signIn(page, "admin");
    const sale = await saleOfOneThousand(page.request, baseURL!, "Cliente Barrido Diseño");
    const sections = [
      "dashboard",
      "messages",
      "reports",
      "inventory",
      "orders",
      "card-payments",
      "unregistered",
      "customers",
      "web-clients",
      "wholesalers",
      "team",
      "support-tickets",
      "settings",
    ];
    const found: string[] = [];
    for (const slug of sections) found.push(...(await sweepPage(page, `/admin/${slug}`)));
    for (const path of ["/admin/notifications", "/admin/orders/deleted", "/admin/inventory/new"])
      found.push(...(await sweepPage(page, path)));

    await page.goto("/admin/inventory");
    await settled(page);
    for (const name of ["Agregar stock", "Ajuste manual"]) {
      found.push(
        ...(await sweepDialog(page, `Inventario › ${name}`, () =>
          page
            .getByRole("button", { name: new RegExp(`^${name}:`) })
            .first()
            .click(),
        )),
      );
    }
    found.push(
      ...(await sweepDialog(page, "orden con su pago", async () => {
        await page.goto(`/admin/orders?order=${sale.id}`);
      })),
    );
    expect(found).toEqual([]);
  });

  test("back office, as a seller", async ({ page }) => {
    await signIn(page, "seller");
    const found: string[] = [];
    for (const path of [
      "/seller/dashboard",
      "/admin/sales",
      "/admin/orders",
      "/admin/inventory",
      "/admin/customers",
    ])
      found.push(...(await sweepPage(page, path)));
    expect(found).toEqual([]);
  });
});
