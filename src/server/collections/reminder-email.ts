import { unsubscribeMsg } from "../../domain/mail/messages-mail";
import { composeEmail, html, type MailBrand, type RenderedEmail, registerMailTemplate } from "../mail";

/**
 * Cobranza's reminder by email: the same words as the WhatsApp one (domain reminderText, with each
 * sale's payment link), and at the foot the link to stop receiving reminders.
 */
export function reminderEmail(brand: MailBrand, text: string, unsubscribeUrl: string): RenderedEmail {
  const subject = `Recordatorio de saldo pendiente en ${brand.storeName}`;
  const links = text.split(/(https?:\/\/\S+)/);
  const body = links.map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
  return composeEmail(brand, {
    subject,
    html: html`<p style="white-space:pre-wrap">${body}</p>
<p style="font-size:12px;color:#777;margin-top:24px"><a href="${unsubscribeUrl}" style="color:#777">${unsubscribeMsg.confirm}</a> (seguirá recibiendo sus recibos).</p>`,
    text: `${text}\n\n${unsubscribeMsg.confirm}: ${unsubscribeUrl}`,
  });
}

registerMailTemplate({
  template: "payment-reminder",
  label: "Recordatorio de saldo (Cobranza)",
  sample: (b) =>
    reminderEmail(
      b,
      `Estimado(a) Ana Pérez, reciba un cordial saludo de ${b.storeName}.\n\nLe recordamos amablemente que su cuenta tiene un saldo pendiente de L.\u00a03,500.00.\n\n• Pedido #A1B2C3 del 2 oct 2026: L.\u00a03,500.00\n  Puede pagarlo con tarjeta aquí: ${new URL("/pagar/ejemplo", b.baseUrl).href}\n\nSi ya realizó su pago, por favor ignore este mensaje.`,
      new URL("/api/mail/unsubscribe?token=ejemplo", b.baseUrl).href,
    ),
});
