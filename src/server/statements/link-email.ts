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

export interface StatementLinkEmailData {
  customerName: string;
  /** The range as the customer reads it (e.g. "1 oct 2026"). */
  from: string;
  to: string;
  /** Centavos: the balance at the end of the range. */
  closing: number;
  /** The signed link to the PDF, built from BASE_URL. */
  url: string;
  expiresAt: Date;
}

/** The signed link to a customer's statement PDF, sent by email from the customer's page. */
export function statementLinkEmail(brand: MailBrand, d: StatementLinkEmailData): RenderedEmail {
  const subject = m.statementSubject(brand.storeName);
  const intro = m.statementIntro(d.customerName, d.from, d.to, formatMoney(d.closing));
  const expires = m.statementExpires(formatShopDateTime(d.expiresAt));
  return composeEmail(brand, {
    subject,
    html: html`<p>${intro}</p>${button(d.url, m.statementButton)}<p style="word-break:break-all"><a href="${d.url}">${d.url}</a></p>
<p style="color:#555">${expires}</p>`,
    text: `${intro}\n\n${d.url}\n\n${expires}`,
  });
}

registerMailTemplate({
  template: "statement-link",
  label: "Estado de cuenta (página del cliente)",
  sample: (b) =>
    statementLinkEmail(b, {
      customerName: "Ana Pérez",
      from: "1 sept 2026",
      to: "30 oct 2026",
      closing: 350_000,
      url: new URL("/api/statement-links?t=ejemplo", b.baseUrl).href,
      expiresAt: new Date("2026-11-06T18:00:00Z"),
    }),
});
