import { formatMoney } from "../../domain/kernel/money";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { linkEmailMsg as m } from "../../domain/mail/messages-mail";
import {
  button,
  composeEmail,
  html,
  type MailBrand,
  type RenderedEmail,
  registerMailTemplate,
} from "../mail";

export interface PaymentLinkEmailData {
  customerName: string;
  orderNumber: string;
  /** Centavos. */
  amount: number;
  /** The public page, built from BASE_URL with the link's token. */
  url: string;
  expiresAt: Date;
}

/** A card payment link sent by email from the order dialog: the amount, the button, when it expires. */
export function paymentLinkEmail(brand: MailBrand, d: PaymentLinkEmailData): RenderedEmail {
  const subject = m.paymentSubject(d.orderNumber, brand.storeName);
  const intro = m.paymentIntro(d.customerName, d.orderNumber, formatMoney(d.amount));
  const expires = m.paymentExpires(formatShopDateTime(d.expiresAt));
  return composeEmail(brand, {
    subject,
    html: html`<p>${intro}</p>${button(d.url, m.payButton)}<p style="word-break:break-all"><a href="${d.url}">${d.url}</a></p>
<p style="color:#555">${expires}</p><p style="color:#555">${m.ignore}</p>`,
    text: `${intro}\n\n${d.url}\n\n${expires}\n${m.ignore}`,
  });
}

registerMailTemplate({
  template: "payment-link",
  label: "Link de pago (diálogo de la orden)",
  sample: (b) =>
    paymentLinkEmail(b, {
      customerName: "Ana Pérez",
      orderNumber: "A1B2C3",
      amount: 350_000,
      url: new URL("/pagar/ejemplo", b.baseUrl).href,
      expiresAt: new Date("2026-10-04T18:00:00Z"),
    }),
});
