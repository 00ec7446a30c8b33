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
    test(`${role} sidebar lists its items in SPEC order`, async ({ page }) => {
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
