import type { Page } from "@playwright/test";
import { E2E_BASE_URL, E2E_SMTP_PORT } from "../../playwright.config";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { DEMO, expect, loginByApi, registerByApi, test } from "./fixtures";

/**
 * Email end to end: the e2e server sends to a real SMTP server this spec starts (on the port
 * playwright.config.ts gives the server in SMTP_URL). The test reads each email as received and
 * follows its link like the person would.
 */
let smtp: TestSmtp;
// Each journey crosses the mail worker's poll twice and several lazy screens: slow on a loaded machine.
test.describe.configure({ timeout: 150_000 });
test.beforeAll(async () => {
  smtp = await startTestSmtp(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** The link of the newest email to `address` whose subject matches (the worker polls every 200 ms). */
async function linkIn(address: string, subject: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = smtp.messages.findLast(
          (m) => m.envelopeTo.includes(address) && subject.test(m.subject ?? ""),
        );
        link = /(http\S+\/restablecer-contrasena\?token=\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return link;
}

async function choosePassword(page: Page, link: string, password: string, invitation = false) {
  // Links are built from BASE_URL only, never from the request's Host.
  expect(link.startsWith(`${E2E_BASE_URL}/restablecer-contrasena?token=`)).toBe(true);
  await page.goto(link);
  await expect(
    page.getByRole("heading", {
      name: invitation ? "Elija su contraseña" : "Elija su contraseña nueva",
      exact: true,
    }),
  ).toBeVisible();
  await page.getByLabel("Nueva contraseña").fill(password);
  await page.getByLabel("Confirmar contraseña").fill(password);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  if (invitation) {
    // A new member is welcomed here; "¡Bienvenido de nuevo!" stays the sign-in's own words.
    const welcome = page.getByTestId("invitation-welcome");
    await expect(welcome).toContainText("¡Le damos la bienvenida al equipo!");
    await expect(welcome).toContainText("Su contraseña quedó guardada.");
    await expect(page.getByText("Contraseña guardada. Ya puede iniciar sesión con ella.")).toHaveCount(0);
    return;
  }
  await expect(
    page.getByText("Contraseña guardada. Ya puede iniciar sesión con ella.").first(),
  ).toBeVisible();
}

test("a client asks for a reset, follows the emailed link, and only the new password works", async ({
  page,
}) => {
  const { email, password: oldPassword } = await registerByApi(page, "Lucía Reyes");
  await page.context().clearCookies();
  await page.goto("/");
  await page.getByRole("button", { name: "Acceder" }).click();
  await page.getByRole("button", { name: "¿Olvidó su contraseña?" }).click();
  const dialog = page.getByRole("dialog", { name: "Recuperar contraseña" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(dialog.getByRole("status")).toContainText("Si existe una cuenta con ese correo");

  const link = await linkIn(email, /^Elija una contraseña nueva/);
  await choosePassword(page, link, "nueva-clave-77");

  // The page opened the sign-in dialog: the old password is refused, the new one signs in.
  const login = page.getByRole("dialog", { name: "Iniciar Sesión" });
  await expect(login).toBeVisible();
  const old = await page.request.post("/api/auth/sign-in/email", { data: { email, password: oldPassword } });
  expect(old.status()).toBe(401);
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Contraseña", { exact: true }).fill("nueva-clave-77");
  await login.getByTestId("auth-submit").click();
  await expect(login).toBeHidden();
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user.email).toBe(email);
  // The same link does not work twice.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("Nueva contraseña").fill("otra-clave-88");
  await page.getByLabel("Confirmar contraseña").fill("otra-clave-88");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText(/El enlace no es válido o ya venció/).first()).toBeVisible();
  // And a notice that the password changed reached the client.
  await expect
    .poll(() => smtp.messages.some((m) => m.envelopeTo.includes(email) && /cambió/.test(m.subject ?? "")))
    .toBe(true);
});

test("an admin invites a salesperson, whose emailed link sets the password and opens /seller", async ({
  page,
}) => {
  const email = `vendedora-${Date.now()}@prueba.hn`;
  await loginByApi(page, DEMO.admin);
  await page.goto("/admin/team");
  await page.getByTestId("invite-member").click();
  const dialog = page.getByRole("dialog", { name: "Invitar por correo" });
  await dialog.getByLabel("Nombre completo").fill("Marta Zúniga");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Rol").selectOption("seller");
  await dialog.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Invitación enviada a Marta Zúniga. El enlace vale 72 horas.")).toBeVisible();
  // The account is listed at once, with its role.
  await page.getByRole("searchbox").fill(email);
  await expect(page.getByTestId("team").getByText(email).filter({ visible: true })).toHaveCount(1);

  // The bulk send says first how many accounts it reaches (the demo store has no imported ones).
  await page.getByTestId("imported-links").click();
  const bulk = page.getByTestId("imported-links-dialog");
  // While it counts, the dialog shows a loading status too: wait for the counted one.
  await expect(bulk.getByRole("status").filter({ hasText: /cuenta/ })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();

  const link = await linkIn(email, /^Le invitamos al equipo/);
  await page.context().clearCookies();
  expect(link).toMatch(/&invitacion=1$/);
  await choosePassword(page, link, "clave-vendedora-1", true);
  await loginThroughModalFromDialog(page, email, "clave-vendedora-1");
  await expect(page).toHaveURL(/\/seller/);
});

/** The reset page opens the sign-in dialog itself: wait for it rather than racing it with "Acceder". */
async function loginThroughModalFromDialog(page: Page, email: string, password: string) {
  const login = page.getByRole("dialog", { name: "Iniciar Sesión" });
  await expect(login).toBeVisible();
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Contraseña", { exact: true }).fill(password);
  await login.getByTestId("auth-submit").click();
}
