import { DEMO, expect, loginByApi, loginThroughModal, openLoginModal, registerByApi, test } from "./fixtures";

test.describe("login modal (docs/product/screens.md)", () => {
  const landings: Array<[keyof typeof DEMO, RegExp]> = [
    ["superadmin", /\/admin\/dashboard$/],
    ["admin", /\/admin\/dashboard$/],
    ["seller", /\/seller\/dashboard$/],
    ["client", /\/$/],
    ["wholesaler", /\/$/],
  ];
  for (const [role, landing] of landings) {
    test(`${role} signs in and lands where docs/product/screens.md says`, async ({ page }) => {
      await page.goto("/");
      await loginThroughModal(page, DEMO[role]);
      await expect(page.getByText("¡Bienvenido de nuevo!")).toBeVisible();
      await expect(page).toHaveURL(landing);
    });
  }

  test("a wrong password shows the error toast and stays signed out", async ({ page }) => {
    await page.goto("/");
    await loginThroughModal(page, DEMO.client, "incorrecta");
    await expect(page.getByText("Email o contraseña incorrectos.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Acceder" })).toBeVisible();
  });
});

test.describe("registration (docs/product/screens.md, validation.md)", () => {
  test("without a city it is refused with the toast; with one it lands on /client", async ({ page }) => {
    await page.goto("/");
    const dialog = await openLoginModal(page);
    await dialog
      .getByRole("button", { name: /Crear Cuenta|Regístrate|Crear una cuenta/ })
      .first()
      .click();
    await expect(dialog.getByRole("heading", { name: "Crear Cuenta" })).toBeVisible();
    const email = `nuevo-${Date.now()}@prueba.hn`;
    await dialog.getByLabel("Nombre completo").fill("Carlos Alberto Mejía");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Contraseña", { exact: true }).fill("clave123");
    await dialog.getByLabel("Teléfono").fill("9988-7766");
    await dialog.getByRole("button", { name: "Crear Cuenta" }).last().click();
    await expect(page.getByText("Por favor, seleccione una ciudad.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await dialog.getByLabel("Ciudad").selectOption({ label: "San Pedro Sula" });
    await dialog.getByRole("button", { name: "Crear Cuenta" }).last().click();
    await expect(page.getByText("¡Registro exitoso. Bienvenido!")).toBeVisible();
    await expect(page).toHaveURL(/\/client\/purchases$/);
    await expect(page.getByText("Carlos", { exact: false }).first()).toBeVisible();
  });
});

test.describe("session", () => {
  test("logout shows its toast and brings back 'Acceder'", async ({ page }) => {
    await loginByApi(page, DEMO.client);
    await page.goto("/");
    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page.getByText("Has cerrado sesión.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Acceder" })).toBeVisible();
  });

  test("change password: mismatch, too short, success, then sign in with the new one", async ({ page }) => {
    const { email, password } = await registerByApi(page, "Lucía Fernández");
    await page.goto("/client/purchases");
    await page.getByRole("button", { name: "Cambiar Contraseña" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Contraseña actual").fill(password);
    await dialog.getByLabel("Nueva contraseña").fill("nueva123");
    await dialog.getByLabel("Confirmar contraseña").fill("otra123");
    await dialog.getByRole("button", { name: /Guardar|Actualizar|Cambiar/ }).click();
    await expect(page.getByText("Las nuevas contraseñas no coinciden.")).toBeVisible();

    await dialog.getByLabel("Nueva contraseña").fill("123");
    await dialog.getByLabel("Confirmar contraseña").fill("123");
    await dialog.getByRole("button", { name: /Guardar|Actualizar|Cambiar/ }).click();
    await expect(page.getByText("La nueva contraseña debe tener al menos 6 caracteres.")).toBeVisible();

    await dialog.getByLabel("Nueva contraseña").fill("nueva123");
    await dialog.getByLabel("Confirmar contraseña").fill("nueva123");
    await dialog.getByRole("button", { name: /Guardar|Actualizar|Cambiar/ }).click();
    await expect(page.getByText("Contraseña actualizada con éxito.")).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/");
    await loginThroughModal(page, email, "nueva123");
    await expect(page.getByText("¡Bienvenido de nuevo!")).toBeVisible();
  });
});
