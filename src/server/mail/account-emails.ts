import type { AuthMail } from "../auth/auth";
import { RESET_LINK_SECONDS } from "../auth/auth";
import type { Config } from "../config";
import type { Db, DbOrTx } from "../db/client";
import { newId } from "../db/ids";
import { mailBrand } from "./brand";
import { button, composeEmail, html, type MailBrand, type RenderedEmail } from "./html";
import { enqueueEmail } from "./outbox";
import { registerMailTemplate } from "./templates";

/**
 * The page where a reset or invitation link lands. Besides the token, an invitation's link says it
 * is one, so the page greets a new member instead of speaking of a "new" password.
 */
export const RESET_PAGE = "/restablecer-contrasena";
export const INVITATION_PARAM = "invitacion";
export const resetLinkUrl = (baseUrl: string, token: string, invitation = false) =>
  `${new URL(RESET_PAGE, baseUrl).href}?token=${encodeURIComponent(token)}${invitation ? `&${INVITATION_PARAM}=1` : ""}`;

export function resetLinkEmail(brand: MailBrand, name: string, url: string): RenderedEmail {
  const subject = `Elija una contraseña nueva en ${brand.storeName}`;
  return composeEmail(brand, {
    subject,
    greet: name,
    html: html`<p>Recibimos una solicitud para elegir una contraseña nueva para su cuenta. El enlace es válido por una hora y sirve una sola vez.</p>
${button(url, "Elegir mi contraseña")}
<p style="font-size:13px;color:#777">Si no la pidió usted, ignore este correo: su contraseña no cambia.</p>`,
    text: `Recibimos una solicitud para elegir una contraseña nueva para su cuenta. El enlace es válido por una hora y sirve una sola vez:\n\n${url}\n\nSi no la pidió usted, ignore este correo: su contraseña no cambia.`,
  });
}

export function invitationEmail(
  brand: MailBrand,
  name: string,
  roleLabel: string,
  url: string,
): RenderedEmail {
  const subject = `Le invitamos al equipo de ${brand.storeName}`;
  return composeEmail(brand, {
    subject,
    greet: name,
    html: html`<p>Ya tiene una cuenta de ${roleLabel} en ${brand.storeName}. Elija su contraseña con este enlace, válido por 72 horas:</p>
${button(url, "Elegir mi contraseña")}`,
    text: `Ya tiene una cuenta de ${roleLabel} en ${brand.storeName}. Elija su contraseña con este enlace, válido por 72 horas:\n\n${url}`,
  });
}

export function passwordChangedEmail(brand: MailBrand, name: string): RenderedEmail {
  const subject = `Su contraseña de ${brand.storeName} cambió`;
  return composeEmail(brand, {
    subject,
    greet: name,
    html: html`<p>La contraseña de su cuenta acaba de cambiar y se cerraron sus otras sesiones.</p>
<p>Si no fue usted, pida un enlace nuevo con «¿Olvidó su contraseña?» al iniciar sesión, o escríbanos.</p>`,
    text: `La contraseña de su cuenta acaba de cambiar y se cerraron sus otras sesiones.\nSi no fue usted, pida un enlace nuevo con «¿Olvidó su contraseña?» al iniciar sesión, o escríbanos.`,
  });
}

export function welcomeEmail(brand: MailBrand, name: string): RenderedEmail {
  const subject = `Bienvenido a ${brand.storeName}`;
  const url = new URL("/client", brand.baseUrl).href;
  return composeEmail(brand, {
    subject,
    greet: name,
    html: html`<p>Su cuenta está lista. Desde ella puede ver sus compras, sus saldos y escribirnos.</p>
${button(url, "Ir a mi cuenta")}`,
    text: `Su cuenta está lista. Desde ella puede ver sus compras, sus saldos y escribirnos:\n${url}`,
  });
}

const SAMPLE_URL = (brand: MailBrand) => resetLinkUrl(brand.baseUrl, "token-de-ejemplo");
registerMailTemplate({
  template: "reset-link",
  label: "Enlace para elegir contraseña",
  sample: (b) => resetLinkEmail(b, "Ana Pérez", SAMPLE_URL(b)),
});
registerMailTemplate({
  template: "invitation",
  label: "Invitación al equipo",
  sample: (b) =>
    invitationEmail(b, "Carlos Mejía", "vendedor", resetLinkUrl(b.baseUrl, "token-de-ejemplo", true)),
});
registerMailTemplate({
  template: "password-changed",
  label: "Aviso de contraseña cambiada",
  sample: (b) => passwordChangedEmail(b, "Ana Pérez"),
});
registerMailTemplate({
  template: "welcome",
  label: "Bienvenida",
  sample: (b) => welcomeEmail(b, "Ana Pérez"),
});

type Person = { id: string; name: string; email: string };

/** The account emails better-auth causes, for createAuth (bootstrap wires them). */
export function accountMail(db: Db, config: Config): AuthMail {
  const brand = () => mailBrand(db, config.baseUrl);
  return {
    async resetLink(user, token) {
      await enqueueEmail(db, {
        // One email per token: a second request makes a new token, so a new email.
        key: `reset:${user.id}:${token.slice(0, 12)}`,
        template: "reset-link",
        to: { address: user.email, name: user.name },
        ...resetLinkEmail(await brand(), user.name, resetLinkUrl(config.baseUrl, token)),
      });
    },
    async passwordChanged(user) {
      await enqueueEmail(db, {
        key: `password-changed:${user.id}:${newId()}`,
        template: "password-changed",
        to: { address: user.email, name: user.name },
        ...passwordChangedEmail(await brand(), user.name),
      });
    },
    async welcome(user) {
      await enqueueEmail(db, {
        key: `welcome:${user.id}`,
        template: "welcome",
        to: { address: user.email, name: user.name },
        ...welcomeEmail(await brand(), user.name),
      });
    },
  };
}

type AuthContext = {
  $context: Promise<{ internalAdapter: { createVerificationValue(d: object): Promise<unknown> } }>;
};

/**
 * A set-your-password token valid `seconds`, stored (hashed, like every token) in better-auth's
 * verification table so its reset page accepts it: staff's links (an hour) and invitations (72
 * hours, their own value since better-auth's expiry is global). Written through better-auth's
 * adapter, so call it before opening the transaction that queues the email (the embedded database
 * has one connection).
 */
export async function newPasswordToken(auth: AuthContext, userId: string, seconds: number): Promise<string> {
  const token = newId() + newId();
  const ctx = await auth.$context;
  await ctx.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}

/** Queues the email carrying a token from newPasswordToken, in the caller's transaction; false if its key was already queued. */
export async function queuePasswordLink(
  tx: DbOrTx,
  baseUrl: string,
  person: Person,
  token: string,
  invitationRole: string | null,
  /** The outbox key, when the cause is not the token (the bulk send's, decision 0196). */
  key?: string,
): Promise<boolean> {
  const brand = await mailBrand(tx, baseUrl);
  const url = resetLinkUrl(baseUrl, token, invitationRole !== null);
  return enqueueEmail(tx, {
    key: key ?? `${invitationRole ? "invitation" : "reset"}:${person.id}:${token.slice(0, 12)}`,
    template: invitationRole ? "invitation" : "reset-link",
    to: { address: person.email, name: person.name },
    ...(invitationRole
      ? invitationEmail(brand, person.name, invitationRole, url)
      : resetLinkEmail(brand, person.name, url)),
  });
}

export { RESET_LINK_SECONDS };
