import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, loginByApi, registerByApi, test } from "./fixtures";

/** People: Equipo, Registrar Cliente, Clientes Web, Mayoristas and Mi Información. */

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

async function asUser(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByApi(page, email, password);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => {
      localStorage.setItem("theme", t);
      document.documentElement.classList.toggle("dark", t === "dark");
    }, theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `/tmp/people-shots/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => {
    localStorage.setItem("theme", "light");
    document.documentElement.classList.remove("dark");
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("people", () => {
  test("an admin creates a seller who signs in, then resets their password; the new one works", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `vendedora-${unique()}@prueba.hn`;
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/team");
    await expect(page.getByTestId("team")).toBeVisible();
    await page.getByTestId("create-member").click();
    const create = page.getByRole("dialog");
    await create.getByLabel("Nombre completo").fill("Valeria Andino");
    await create.getByLabel("Email").fill(email);
    await create.getByLabel("Contraseña").fill("inicial1");
    // An admin may create only sellers: no admin or superadmin in the role list.
    await expect(create.getByLabel("Rol").locator("option")).toHaveText(["Vendedor"]);
    await create.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Miembro del equipo Valeria Andino creado con éxito.")).toBeVisible();

    const seller = await asUser(browser, email, "inicial1");
    await seller.goto("/admin");
    await expect(seller).toHaveURL(/\/seller\/dashboard/);

    await page.getByRole("searchbox").fill(email);
    const row = page.getByTestId("account-row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("role-badge")).toHaveText("Vendedor");
    // A click on a row the debounced search has just replaced is lost: click until the dialog opens.
    await expect(async () => {
      await row.getByTestId("reset-password").click();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("dialog").getByLabel("Nueva contraseña").fill("nueva-clave1");
    await page.getByRole("dialog").getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Contraseña restablecida con éxito.")).toBeVisible();
    // The reset ended the seller's sessions; the new password signs in, the old one does not.
    await seller.reload();
    // Signed out: the header's "Acceder", or the sign-in dialog a back-office route opens over it.
    await expect(
      seller
        .getByRole("button", { name: "Acceder" })
        .or(seller.getByRole("dialog", { name: "Iniciar Sesión" })),
    ).toBeVisible();
    await seller.context().close();
    const fresh = await browser.newContext();
    const old = await fresh.request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL! },
      data: { email, password: "inicial1" },
    });
    expect(old.status(), await old.text()).toBe(401);
    await loginByApi(await fresh.newPage(), email, "nueva-clave1");
    await fresh.close();
  });

  test("an admin cannot reset their own or a superadmin's password here; only a superadmin grants superadmin", async ({
    page,
    browser,
    baseURL,
  }) => {
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/team");
    for (const who of [DEMO.admin, DEMO.superadmin]) {
      const exact = new RegExp(`^${who.replaceAll(".", "\\.")}$`);
      const row = page.getByTestId("account-row").filter({ has: page.locator("td div", { hasText: exact }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("reset-password")).toHaveCount(0);
    }
    await expect(page.getByTestId("grant-superadmin")).toHaveCount(0);
    const me = (await (await page.request.get("/api/me")).json()).user.id as string;
    const own = await page.request.post("/api/team/reset-password", {
      headers: { origin: baseURL! },
      data: { uid: me, newPassword: "otra-clave1" },
    });
    expect(own.status()).toBe(403);
    expect((await own.json()).error.message).toBe(
      "Para cambiar su propia contraseña use Cambiar Contraseña.",
    );
    const grant = await page.request.post("/api/team/grant-superadmin", {
      headers: { origin: baseURL! },
      data: { email: DEMO.seller },
    });
    expect(grant.status()).toBe(403);

    const email = `jefa-${unique()}@prueba.hn`;
    const superadmin = await asUser(browser, DEMO.superadmin);
    const made = await superadmin.request.post("/api/team/create-member", {
      headers: { origin: baseURL! },
      data: { name: "Jefa Tienda", email, password: "secreta1", role: "admin" },
    });
    expect(made.status()).toBe(200);
    await superadmin.goto("/admin/team");
    await superadmin.getByTestId("grant-superadmin").click();
    await superadmin.getByRole("dialog").getByLabel("Email").fill(email);
    await superadmin.getByRole("dialog").getByRole("button", { name: "Guardar" }).click();
    await expect(superadmin.getByText(`Se otorgó el rol de superadmin a ${email}.`)).toBeVisible();
    await superadmin.getByRole("searchbox").fill(email);
    await expect(
      superadmin.getByTestId("account-row").filter({ hasText: email }).getByTestId("role-badge"),
    ).toHaveText("Superadmin");
    await shoot(superadmin, "team");
    await superadmin.context().close();
  });

  test("a seller registers a manual customer and a sale for them from the customer's page", async ({
    page,
  }) => {
    const name = `Doña Rosario ${unique()}`;
    await loginByApi(page, DEMO.seller);
    await page.goto("/admin/customers");
    await expect(page.getByTestId("customer-directory")).toBeVisible();
    await page.getByTestId("add-customer").click();
    const form = page.getByRole("dialog");
    await form.getByLabel("RTN (opcional)").fill("123");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form.getByText("Ingrese el nombre del cliente.")).toBeVisible();
    await expect(form.getByText("El RTN tiene 14 dígitos.")).toBeVisible();
    await form.getByLabel("Nombre del cliente").fill(name);
    await form.getByLabel("Teléfono").fill("9700-1234");
    await form.getByLabel("RTN (opcional)").fill("0801-1990-123456");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText(`Cliente ${name} registrado con éxito.`)).toBeVisible();
    await expect(page.getByTestId("customer-name")).toHaveText(name);
    await expect(page.getByTestId("balance-owed")).toHaveText("L. 0.00");
    await expect(page.getByText("Este cliente aún no tiene órdenes.")).toBeVisible();
    await shoot(page, "customer-page-empty");

    await page.getByTestId("register-sale-for").click();
    await expect(page).toHaveURL(/\/admin\/sales\?customerId=/);
    await expect(page.getByTestId("picked-customer")).toContainText(name);
    await page.getByLabel("Buscar producto por nombre o marca").fill("Vértice Ejecutivo");
    await page.getByRole("option", { name: /Vértice Ejecutivo 40mm/ }).click();
    await page.getByRole("button", { name: "Registrar Venta" }).click();
    await expect(page.getByText(/^Venta #[0-9A-Z]{6} registrada con éxito\.$/)).toBeVisible();

    await page.goto("/admin/customers");
    await page.getByRole("searchbox").fill("97001234");
    await expect(async () => {
      await page.getByTestId("customer-entry").filter({ hasText: name }).click();
      await expect(page.getByTestId("customer-orders")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId("customer-orders")).toContainText("Pendiente");
    await expect(page.getByTestId("balance-owed")).not.toHaveText("L. 0.00");
    await shoot(page, "customer-page");
    await page.goto("/admin/customers");
    await shoot(page, "customers");
  });

  test("Registrar venta from a client account's page starts the sale for them; the picker lists customers before staff, staff marked", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.admin);
    const [client] = await (await page.request.get(`/api/customers/merged?q=${DEMO.client}`)).json();
    await page.goto(`/admin/customers/${client.id}`);
    await page.getByTestId("register-sale-for").click();
    await expect(page).toHaveURL(/\/admin\/sales\?customerId=/);
    await expect(page.getByTestId("picked-customer")).toContainText(client.name);

    // Searching "demo" finds the demo's accounts: the client and the wholesaler come before staff,
    // and a staff account says what it is.
    await page.getByTestId("picked-customer").getByRole("button", { name: "Quitar" }).click();
    await page.getByLabel("Buscar cliente").fill("demo.hn");
    const found = page.getByRole("list", { name: "Cliente" }).getByRole("button");
    await expect(found.first()).toBeVisible();
    const names = await found.allTextContents();
    const firstStaff = names.findIndex((n) => /Vendedor|Administrador|Superadmin/.test(n));
    expect(firstStaff).toBeGreaterThan(0);
    expect(names.slice(firstStaff).every((n) => /Vendedor|Administrador|Superadmin/.test(n))).toBe(true);
  });

  test("an admin turns a client into a wholesaler; the client sees '¡P. Especial!' on their next page load", async ({
    page,
    browser,
  }) => {
    // Two browsers and a screenshot sweep at two widths and two themes.
    test.slow();
    const clientPage = await browser.newPage();
    const name = `Comercial ${unique()}`;
    const { email, password } = await registerByApi(clientPage, name);
    await clientPage.goto("/");
    await expect(clientPage.getByText("¡Oferta!").first()).toBeVisible();

    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/web-clients");
    await page.getByRole("searchbox").fill(email);
    // The list re-renders when the debounced search answers: a click on the row that was just
    // replaced is lost, so click until the client's page opens.
    await expect(async () => {
      await page.getByTestId("account-row").filter({ hasText: email }).getByRole("link", { name }).click();
      await expect(page.getByTestId("customer-name")).toHaveText(name, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    page.once("dialog", (d) => d.accept());
    await page.getByRole("button", { name: "Convertir en mayorista" }).click();
    await expect(page.getByText(`${name} ahora es mayorista.`)).toBeVisible();
    await expect(page.getByTestId("customer-page").getByTestId("role-badge")).toHaveText("Mayorista");
    await shoot(page, "web-client-page");

    await clientPage.reload();
    await expect(clientPage.getByText("¡P. Especial!").first()).toBeVisible();
    await page.goto("/admin/wholesalers");
    await page.getByRole("searchbox").fill(email);
    await expect(page.getByTestId("account-row").filter({ hasText: email })).toHaveCount(1);
    await page.getByRole("searchbox").fill("");
    await shoot(page, "wholesalers");
    await page.goto("/admin/web-clients");
    await shoot(page, "web-clients");
    expect(password).toBeTruthy();
    await clientPage.close();
  });

  test("a client edits their profile and their email", async ({ page }) => {
    const { password } = await registerByApi(page, "Lucía Cardona");
    await page.goto("/client/profile");
    const form = page.getByTestId("profile-form");
    // The city saved at registration is shown, also once the list of cities has arrived, and a
    // change to the phone alone may be saved.
    const city = form.getByLabel("Ciudad");
    await expect.poll(() => city.locator("option").count()).toBeGreaterThan(2);
    await expect(city).toHaveValue("Tegucigalpa");
    await expect(form.getByRole("button", { name: "Guardar" })).toBeDisabled();
    await form.getByLabel("Teléfono").fill("9555-1111");
    await expect(form.getByRole("button", { name: "Guardar" })).toBeEnabled();
    await form.getByLabel("Nombre completo").fill("");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form.getByText("Por favor, complete todos los campos.")).toBeVisible();
    await form.getByLabel("Nombre completo").fill("Lucía María Cardona");
    await form.getByLabel("Teléfono").fill("9555-4321");
    await form.getByLabel("Ciudad").selectOption("San Pedro Sula");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Datos actualizados con éxito.")).toBeVisible();
    await expect(page.getByTestId("sidebar-greeting")).toContainText("Lucía");

    const newEmail = `lucia-${unique()}@prueba.hn`;
    await page.getByRole("button", { name: "Cambiar email" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nuevo email").fill(newEmail);
    await dialog.getByLabel("Contraseña actual").fill("equivocada");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("La contraseña actual es incorrecta.")).toBeVisible();
    await dialog.getByLabel("Contraseña actual").fill(password);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Email actualizado con éxito.")).toBeVisible();
    await expect(page.getByTestId("profile-email")).toHaveText(newEmail);
    await shoot(page, "profile");
  });
});
