import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import {
  button,
  composeEmail,
  html,
  type MailBrand,
  type RenderedEmail,
  registerMailTemplate,
} from "../mail";

/** The estimate, with its link: the customer approves or rejects it there, without an account. */
export function estimateEmail(
  brand: MailBrand,
  d: { customerName: string; number: string; watch: string; total: string; url: string },
): RenderedEmail {
  const intro = m.serviceEstimateIntro(d.customerName, d.watch, d.total);
  return composeEmail(brand, {
    subject: m.serviceEstimateEmailSubject(brand.storeName, d.number),
    html: html`<p>${intro}</p>${button(d.url, m.serviceEstimateButton)}<p style="word-break:break-all"><a href="${d.url}">${d.url}</a></p>`,
    text: `${intro}\n\n${d.url}`,
  });
}

/** Ready to collect, with the claim code and what is left to pay. */
export function readyEmail(
  brand: MailBrand,
  d: { customerName: string; number: string; watch: string; claimCode: string; owed: string | null },
): RenderedEmail {
  const intro = m.serviceReadyIntro(d.customerName, d.watch, d.claimCode);
  const owed = d.owed ? m.serviceReadyOwed(d.owed) : "";
  return composeEmail(brand, {
    subject: m.serviceReadySubject(brand.storeName, d.number),
    html: html`<p>${intro}</p>${owed ? html`<p>${owed}</p>` : ""}`,
    text: [intro, owed].filter(Boolean).join("\n\n"),
  });
}

/** A watch still waiting at the shop. */
export function reminderEmail(
  brand: MailBrand,
  d: { customerName: string; number: string; watch: string; claimCode: string; days: number },
): RenderedEmail {
  const intro = m.serviceReminderIntro(d.customerName, d.watch, d.days, d.claimCode);
  return composeEmail(brand, {
    subject: m.serviceReminderSubject(brand.storeName, d.number),
    html: html`<p>${intro}</p>`,
    text: intro,
  });
}

const sample = { customerName: "Ana Pérez", number: "OS-0042", watch: "Seiko Presage · Serie SRPB41J1" };

registerMailTemplate({
  template: "service-estimate",
  label: "Presupuesto de servicio técnico",
  sample: (b) =>
    estimateEmail(b, {
      ...sample,
      total: "L. 1,450.00",
      url: new URL("/servicio/presupuesto?t=ejemplo", b.baseUrl).href,
    }),
});
registerMailTemplate({
  template: "service-ready",
  label: "Reloj listo para entregar",
  sample: (b) => readyEmail(b, { ...sample, claimCode: "K7P2XM", owed: "L. 950.00" }),
});
registerMailTemplate({
  template: "service-reminder",
  label: "Recordatorio de retiro del reloj",
  sample: (b) => reminderEmail(b, { ...sample, claimCode: "K7P2XM", days: 20 }),
});
