import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";
export const DEMO = {
  superadmin: "superadmin@demo.hn",
  admin: "admin@demo.hn",
  seller: "vendedor@demo.hn",
  client: "cliente@demo.hn",
  wholesaler: "mayorista@demo.hn",
} as const;
export type DemoRole = keyof typeof DEMO;

/** Signs in through the API (cookies land in the page's context), as epic-stack's fixtures do. */
export async function loginByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(res.status(), `sign-in ${email}`).toBe(200);
}

/** Creates a fresh client account through the API and signs it in; deleted never (fresh DB per run). */
export async function registerByApi(
  page: Page,
  name = "Cliente Prueba",
): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@prueba.hn`;
  const password = "clave123";
  const [firstName, ...rest] = name.split(" ");
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: {
      name,
      email,
      password,
      phone: "9999-1111",
      city: "Tegucigalpa",
      firstName,
      lastName: rest.join(" "),
    },
  });
  expect(res.status()).toBe(200);
  return { email, password };
}

export async function openLoginModal(page: Page) {
  await page.getByRole("button", { name: "Acceder" }).click();
  return page.getByRole("dialog");
}

export async function loginThroughModal(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Contraseña", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Iniciar Sesión" }).click();
}

export const test = base;
export { expect };
