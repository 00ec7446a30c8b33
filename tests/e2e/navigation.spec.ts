import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";

test.describe("guards and redirects (docs/product/screens.md, roles.md)", () => {
  test("a visitor on a guarded route is sent to / and the login modal opens", async ({ page }) => {
    await page.goto("/admin/orders");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Iniciar Sesión" })).toBeVisible();
  });

  test("after signing in from the guard, the visitor returns to where they were going", async ({ page }) => {
    await page.goto("/admin/orders");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(DEMO.admin);
    await dialog.getByLabel("Contraseña", { exact: true }).fill("demo1234");
    await dialog.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });

  test("a wrong role is sent to /unauthorized", async ({ page }) => {
    await loginByApi(page, DEMO.client);
    await page.goto("/admin/orders");
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole("heading", { name: "Acceso Denegado" })).toBeVisible();
    await expect(page.getByText("No tienes permiso para ver esta página.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Volver" })).toBeVisible();
  });

  test("a seller may not open admin-only pages", async ({ page }) => {
    await loginByApi(page, DEMO.seller);
    await page.goto("/admin/card-payments");
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test("staff may not open the client area", async ({ page }) => {
    await loginByApi(page, DEMO.admin);
    await page.goto("/client/purchases");
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test("index redirects: /admin per role, /seller, /client", async ({ page }) => {
    await loginByApi(page, DEMO.seller);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await page.goto("/seller");
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await page.context().clearCookies();
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.context().clearCookies();
    await loginByApi(page, DEMO.wholesaler);
    await page.goto("/client");
    await expect(page).toHaveURL(/\/client\/purchases$/);
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no-existe/para-nada");
    await expect(page.getByText("Página no encontrada.")).toBeVisible();
    await page.getByRole("link", { name: "Volver al Inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("shells (docs/product/screens.md)", () => {
  const adminOrder = [
    "Dashboard",
    "Mensajería",
    "Reportes",
    "Inventario",
    "Registrar Venta",
    "Órdenes",
    "Pagos con Tarjeta",
    "Compras Web",
    "Registrar Cliente",
    "Clientes Web",
    "Mayoristas",
    "Equipo",
    "Tickets de Soporte",
    "Configuración",
  ];
  const sellerOrder = [
    "Mi Dashboard",
    "Mensajería",
    "Inventario",
    "Registrar Venta",
    "Mis Órdenes",
    "Registrar Cliente",
    "Clientes Web",
  ];

  for (const [role, order] of [
    ["admin", adminOrder],
    ["superadmin", adminOrder],
    ["seller", sellerOrder],
  ] as const) {
    test(`${role} sidebar lists its items in the order of docs/product/screens.md`, async ({ page }) => {
      await loginByApi(page, DEMO[role]);
      await page.goto("/admin");
      const nav = page.getByRole("navigation", { name: /principal|Menú/i }).first();
      await expect(nav.getByRole("link").first()).toBeVisible();
      const labels = (await nav.getByRole("link").allInnerTexts())
        .map((t) => t.trim())
        .filter((t) => order.includes(t));
      expect(labels).toEqual(order);
      await expect(page.getByText(/Hola,? /).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Cerrar Sesión" }).first()).toBeVisible();
    });
  }

  test("client sidebar: greeting, links in order, bell", async ({ page }) => {
    await loginByApi(page, DEMO.client);
    await page.goto("/client");
    const nav = page.getByRole("navigation", { name: "Mi cuenta" });
    await expect(nav.getByRole("link", { name: "Mis Compras" })).toBeVisible();
    const labels = (await nav.locator("a, button").allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    const expected = [
      "Tienda",
      "Mis Compras",
      "Notificaciones",
      "Centro de Soporte",
      "Mi Información",
      "Cambiar Contraseña",
      "Cerrar Sesión",
    ];
    expect(labels.filter((l) => expected.includes(l))).toEqual(expected);
    await expect(page.getByRole("heading", { name: "Mis Compras" })).toBeVisible();
  });

  test("the public header adapts to the user", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Acceder" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await loginByApi(page, DEMO.seller);
    await page.reload();
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
    await page.context().clearCookies();
    await loginByApi(page, DEMO.client);
    await page.reload();
    await expect(page.getByRole("link", { name: "Mi Perfil" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Notificaciones" })).toBeVisible();
  });

  test("the theme choice persists across reloads", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    const wasDark = ((await html.getAttribute("class")) ?? "").includes("dark");
    await page.getByRole("button", { name: "Cambiar tema" }).first().click();
    await expect(html).toHaveClass(wasDark ? /^(?!.*dark).*$/ : /dark/);
    await page.reload();
    await expect(html).toHaveClass(wasDark ? /^(?!.*dark).*$/ : /dark/);
  });

  test("at phone width the back-office menu slides in", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("link", { name: "Pagos con Tarjeta" }).last()).toBeVisible();
    await page.getByRole("link", { name: "Inventario" }).last().click();
    await expect(page).toHaveURL(/\/admin\/inventory$/);
  });
});

/**
 * Every back-office section by direct address and by its sidebar link: its content shows (not an
 * empty frame), and the header and the tab carry its title. The marker is a text only that
 * section's page shows once it has loaded.
 */
const SECTIONS: ReadonlyArray<{ slug: string; title: string; marker: (main: Locator) => Locator }> = [
  { slug: "dashboard", title: "Dashboard", marker: (m) => m.getByText("Ventas de hoy") },
  { slug: "messages", title: "Mensajería", marker: (m) => m.getByRole("button", { name: "Nuevo mensaje" }) },
  { slug: "reports", title: "Reportes", marker: (m) => m.getByRole("link", { name: "Flujo de caja" }) },
  {
    slug: "inventory",
    title: "Inventario",
    marker: (m) => m.getByRole("searchbox", { name: "Buscar por nombre o marca" }),
  },
  {
    slug: "sales",
    title: "Registrar Venta",
    marker: (m) => m.getByText("Buscar producto por nombre o marca"),
  },
  { slug: "orders", title: "Órdenes", marker: (m) => m.getByTestId("orders-totals") },
  { slug: "card-payments", title: "Pagos con Tarjeta", marker: (m) => m.getByText("Últimos 7 días") },
  {
    slug: "unregistered",
    title: "Compras Web",
    marker: (m) => m.getByRole("link", { name: "Conciliación bancaria" }),
  },
  {
    slug: "customers",
    title: "Registrar Cliente",
    marker: (m) => m.getByRole("button", { name: "Agregar cliente" }),
  },
  {
    slug: "web-clients",
    title: "Clientes Web",
    marker: (m) => m.getByRole("searchbox", { name: /Buscar cliente web/ }),
  },
  {
    slug: "wholesalers",
    title: "Mayoristas",
    marker: (m) => m.getByRole("button", { name: "Crear mayorista" }),
  },
  {
    slug: "team",
    title: "Equipo",
    marker: (m) => m.getByRole("button", { name: "Nuevo miembro del equipo" }),
  },
  { slug: "support-tickets", title: "Tickets de Soporte", marker: (m) => m.getByText("Solo por responder") },
  { slug: "settings", title: "Configuración", marker: (m) => m.getByLabel("Nombre de la tienda") },
];

async function expectSection(page: Page, section: (typeof SECTIONS)[number]) {
  await expect(section.marker(page.getByRole("main")).first()).toBeVisible();
  await expect(page.getByTestId("page-title")).toHaveText(section.title);
  await expect(page).toHaveTitle(new RegExp(`^${section.title} · `));
}

/**
 * The search box writes the address after a pause in typing (SEARCH_PAUSE_MS in
 * src/web/lib/use-list-url.ts). To open a row "while a search is still being typed" on any
 * machine, however slow, the page's timers are held from the last keystroke until the row has
 * been opened; then the pause is run out and the journey checks where the person is.
 */
async function holdTimers(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}
/** Runs out every timer that was held, the search box's pause included, and lets time flow again. */
async function runOutTimers(page: Page) {
  await page.clock.runFor(2_000);
  await page.clock.resume();
}

test.describe("back-office navigation", () => {
  // One journey per section: each opens its address in a fresh browser, within its own time limit.
  for (const section of SECTIONS) {
    test(`${section.title} opens with its content and title by its address`, async ({ page }) => {
      await loginByApi(page, DEMO.admin);
      await page.goto(`/admin/${section.slug}`);
      await expectSection(page, section);
    });
  }

  test("every section opens with its content and title from the sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/settings");
    await expectSection(page, SECTIONS[SECTIONS.length - 1] as (typeof SECTIONS)[number]);
    const nav = page.getByTestId("back-office-nav");
    for (const section of SECTIONS) {
      await nav.getByRole("link", { name: section.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${section.slug}$`));
      await expectSection(page, section);
    }
  });

  test("deep links open a section's sub-routes, and pages outside the sidebar carry their titles", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.admin);
    const product = (await (await page.request.get("/api/inventory?sort=name&pageSize=1")).json())
      .items[0] as {
      id: string;
      name: string;
    };
    await page.goto(`/admin/inventory/${product.id}`);
    await expect(page.getByText(`Movimientos de ${product.name}`)).toBeVisible();
    await expect(page).toHaveTitle(/^Inventario · /);
    await page.goto("/admin/inventory/movements");
    await expect(page.getByRole("link", { name: "Movimientos", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("main").getByLabel("Tipo")).toBeVisible();
    await page.goto("/admin/reports/cash-flow");
    await expect(page.getByRole("main").getByRole("link", { name: "Flujo de caja" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/admin/unregistered/bank");
    await expect(page.getByRole("main").getByText("Cuenta bancaria").first()).toBeVisible();
    await page.goto("/admin/settings?tab=envios");
    await expect(page.getByRole("tab", { name: "Envíos" })).toHaveAttribute("aria-selected", "true");
    await page.goto("/admin/orders/deleted");
    await expect(page.getByRole("link", { name: /Volver a Órdenes/ })).toBeVisible();
    await expect(page.getByTestId("page-title")).toHaveText("Ventas eliminadas");
    await expect(page).toHaveTitle(/^Ventas eliminadas · /);
    await page.goto("/admin/notifications");
    await expect(page.getByRole("button", { name: "Marcar todas como leídas" })).toBeVisible();
    await expect(page.getByTestId("page-title")).toHaveText("Notificaciones");
    await expect(page).toHaveTitle(/^Notificaciones · /);
    // A path no route takes, even below /admin, is the 404 page.
    await page.goto("/admin/no-existe");
    await expect(page.getByText("Página no encontrada.")).toBeVisible();
  });

  test("a seller's own titles: Mi Dashboard and Mis Órdenes", async ({ page }) => {
    await loginByApi(page, DEMO.seller);
    await page.goto("/seller");
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await expect(page.getByTestId("page-title")).toHaveText("Mi Dashboard");
    await expect(page).toHaveTitle(/^Mi Dashboard · /);
    await page.getByTestId("back-office-nav").getByRole("link", { name: "Mis Órdenes" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByTestId("page-title")).toHaveText("Mis Órdenes");
    await expect(page).toHaveTitle(/^Mis Órdenes · /);
  });

  test("Inventario: a search still being typed when a row opens stays behind; Back returns to the search", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.admin);
    const product = (await (await page.request.get("/api/inventory?sort=name&pageSize=1")).json())
      .items[0] as {
      id: string;
      name: string;
    };
    await page.clock.install();
    await page.goto("/admin/inventory");
    const search = page.getByRole("searchbox", { name: "Buscar por nombre o marca" });
    await search.fill(product.name);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByTestId("inventory-row")).toHaveCount(1);
    // One more keystroke, and the row is opened before the search box's pause is over.
    await holdTimers(page);
    await search.fill(`${product.name} `);
    await page.getByRole("link", { name: `Ver movimientos: ${product.name}` }).click();
    await runOutTimers(page);
    await expect(page.getByText(`Movimientos de ${product.name}`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/admin/inventory/${product.id}`);
    await expect(page.getByText(`Movimientos de ${product.name}`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/inventory\?/);
    expect(new URL(page.url()).searchParams.get("q")).toBe(product.name);
    await expect(search).toHaveValue(product.name);
    await expect(page.getByTestId("inventory-row")).toHaveCount(1);
  });

  test("Órdenes: an order opened while a search is still being typed stays open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginByApi(page, DEMO.admin);
    await page.clock.install();
    await page.goto("/admin/orders");
    const row = page.getByTestId("order-row").first();
    await expect(row).toBeVisible();
    await holdTimers(page);
    await page.getByRole("searchbox", { name: "Buscar por N.º de orden, cliente o teléfono" }).fill("a");
    await row.click();
    await runOutTimers(page);
    await expect(page.getByTestId("order-dialog")).toBeVisible();
    expect(new URL(page.url()).searchParams.get("order")).toBeTruthy();
  });

  test("Registrar Cliente: a search still being typed when a customer opens stays behind; Back returns to the search", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.admin);
    await page.clock.install();
    await page.goto("/admin/customers");
    const search = page.getByRole("searchbox", { name: "Buscar por nombre, teléfono o email" });
    await search.fill("Andrea");
    await expect(page).toHaveURL(/[?&]q=Andrea/);
    const entry = page.getByTestId("customer-entry").first();
    await expect(entry).toContainText("Andrea");
    await holdTimers(page);
    await search.fill("Andrea Z");
    await entry.getByRole("link").click();
    await runOutTimers(page);
    await expect(page).toHaveURL(/\/admin\/customers\/[^/?]+/);
    const detail = new URL(page.url()).pathname;
    await expect(page.getByTestId("customer-name")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(detail);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/customers\?q=Andrea$/);
    await expect(search).toHaveValue("Andrea");
  });
});

test.describe("storefront navigation", () => {
  test("a link opens the next page at its top; Back returns to the same place in the catalogue", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/catalog");
    await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
    const last = page.locator("main a[href^='/products/']").last();
    await last.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(300);
    const href = (await last.getAttribute("href")) as string;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 5);
  });

  /** Holds the storefront pages' chunk until `release` is called. */
  async function holdShopPages(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/shop-pages-*.js", async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("the catalogue shows its shell with the watches before its page's chunk, then the page", async ({
    page,
  }) => {
    const release = await holdShopPages(page);
    await page.goto("/catalog", { waitUntil: "commit" });
    await expect(page.locator("main a[href^='/products/']").first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveCount(0);
    release();
    await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
  });

  test("a product shows its picture before its page's chunk, then the page", async ({ page }) => {
    const product = (
      (await (await page.request.get("/api/catalog?pageSize=1")).json()) as {
        items: Array<{ id: string; name: string }>;
      }
    ).items[0] as { id: string; name: string };
    const release = await holdShopPages(page);
    await page.goto(`/products/${product.id}`, { waitUntil: "commit" });
    await expect(page.getByRole("img", { name: new RegExp(product.name) }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  });

  test("a page whose chunk cannot load shows the error page, and Back leaves it", async ({ page }) => {
    await page.route("**/assets/shop-pages-*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Catálogo" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Catálogo" }).first().click();
    await expect(page.getByRole("heading", { name: "Algo salió mal al mostrar esta página." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Recargar la página" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Acceder" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Algo salió mal al mostrar esta página." })).toHaveCount(
      0,
    );

    // The same on a first visit to a lazy page.
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Algo salió mal al mostrar esta página." })).toBeVisible();
  });
});
