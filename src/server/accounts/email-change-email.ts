import type { Tx } from "../db/client";
import {
  composeEmail,
  enqueueEmail,
  html,
  type MailBrand,
  mailBrand,
  type RenderedEmail,
  registerMailTemplate,
} from "../mail";

/**
 * The notice that an account's email address changed. The old address learns where its account
 * went (so a stolen session that moved it is noticed); the new one, that it is now the sign-in.
 */
export function emailChangedEmail(
  brand: MailBrand,
  facts: { name: string; oldEmail: string; newEmail: string },
  to: "old" | "new",
): RenderedEmail {
  const subject = `El correo de su cuenta de ${brand.storeName} cambió`;
  const line =
    to === "old"
      ? `El correo de su cuenta cambió de ${facts.oldEmail} a ${facts.newEmail}. Desde ahora inicia sesión con el nuevo correo y los avisos llegan allí.`
      : `Este correo (${facts.newEmail}) es ahora el de su cuenta; antes era ${facts.oldEmail}. Inicie sesión con él.`;
  const warning = "Si no fue usted, escríbanos de inmediato respondiendo a este correo.";
  return composeEmail(brand, {
    subject,
    greet: facts.name,
    html: html`<p>${line}</p>
<p style="font-size:13px;color:#777">${warning}</p>`,
    text: `${line}\n\n${warning}`,
  });
}

/** Queues the notice to both addresses, in the transaction that changes the address. */
export async function queueEmailChangedNotices(
  tx: Tx,
  user: { id: string; name: string },
  oldEmail: string,
  newEmail: string,
  at: Date,
): Promise<void> {
  const brand = await mailBrand(tx);
  const facts = { name: user.name, oldEmail, newEmail };
  for (const [side, address] of [
    ["old", oldEmail],
    ["new", newEmail],
  ] as const) {
    await enqueueEmail(tx, {
      key: `email-changed:${user.id}:${at.getTime()}:${address.toLowerCase()}`,
      template: "email-changed",
      to: { address, name: user.name },
      ...emailChangedEmail(brand, facts, side),
    });
  }
}

registerMailTemplate({
  template: "email-changed",
  label: "Aviso de correo cambiado",
  sample: (b) =>
    emailChangedEmail(
      b,
      { name: "Ana Pérez", oldEmail: "ana@correo.hn", newEmail: "ana.perez@correo.hn" },
      "old",
    ),
});
