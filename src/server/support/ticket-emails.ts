import { eq } from "drizzle-orm";
import { users } from "../auth/schema";
import type { Tx } from "../db/client";
import {
  button,
  composeEmail,
  enqueueEmail,
  html,
  type MailBrand,
  mailBrand,
  type RenderedEmail,
  registerMailTemplate,
} from "../mail";

interface TicketFacts {
  ticketId: string;
  number: string;
  subject: string;
  customerName: string;
}

const ticketLink = (brand: MailBrand, ticketId: string) =>
  new URL(`/client/support/${encodeURIComponent(ticketId)}`, brand.baseUrl).href;

/** A staff reply on the customer's ticket, with the reply's text (a photo reply says so). */
export function ticketReplyEmail(brand: MailBrand, facts: TicketFacts, reply: string): RenderedEmail {
  const subject = `Respuesta a su ticket ${facts.number}: ${facts.subject}`;
  const link = ticketLink(brand, facts.ticketId);
  const shown = reply.trim() || "Le enviamos una foto.";
  return composeEmail(brand, {
    subject,
    greet: facts.customerName,
    html: html`<p>Respondimos su ticket ${facts.number} («${facts.subject}»):</p>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f5f3ef;border-radius:8px;white-space:pre-wrap">${shown}</blockquote>
${button(link, "Ver el ticket")}
<p style="font-size:13px;color:#777">Para contestar, escriba en el ticket desde su cuenta.</p>`,
    text: `Respondimos su ticket ${facts.number} («${facts.subject}»):\n\n${shown}\n\nVer el ticket: ${link}\nPara contestar, escriba en el ticket desde su cuenta.`,
  });
}

/** Staff changed the ticket's status. */
export function ticketStatusEmail(brand: MailBrand, facts: TicketFacts, status: string): RenderedEmail {
  const subject = `Su ticket ${facts.number} está ${status}`;
  const link = ticketLink(brand, facts.ticketId);
  return composeEmail(brand, {
    subject,
    greet: facts.customerName,
    html: html`<p>Su ticket ${facts.number} («${facts.subject}») cambió a <strong>${status}</strong>.</p>
${button(link, "Ver el ticket")}`,
    text: `Su ticket ${facts.number} («${facts.subject}») cambió a ${status}.\n\nVer el ticket: ${link}`,
  });
}

/** The ticket owner's address and name (tickets belong to accounts). */
async function ownerOf(tx: Tx, userId: string) {
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return owner?.email ? owner : null;
}

/** Queues the reply email in the transaction that writes the staff message (key: the message). */
export async function queueTicketReplyEmail(
  tx: Tx,
  ticket: { id: string; userId: string; subject: string; number: string },
  messageId: string,
  reply: string,
): Promise<void> {
  const owner = await ownerOf(tx, ticket.userId);
  if (!owner) return;
  await enqueueEmail(tx, {
    key: `ticket-reply:${messageId}:${owner.email.toLowerCase()}`,
    template: "ticket-reply",
    to: { address: owner.email, name: owner.name },
    ...ticketReplyEmail(
      await mailBrand(tx),
      { ticketId: ticket.id, number: ticket.number, subject: ticket.subject, customerName: owner.name },
      reply,
    ),
  });
}

/** Queues the status email in the transaction that changes it (key: ticket, status and time). */
export async function queueTicketStatusEmail(
  tx: Tx,
  ticket: { id: string; userId: string; subject: string; number: string },
  status: string,
  at: Date,
): Promise<void> {
  const owner = await ownerOf(tx, ticket.userId);
  if (!owner) return;
  await enqueueEmail(tx, {
    key: `ticket-status:${ticket.id}:${status}:${at.getTime()}:${owner.email.toLowerCase()}`,
    template: "ticket-status",
    to: { address: owner.email, name: owner.name },
    ...ticketStatusEmail(
      await mailBrand(tx),
      { ticketId: ticket.id, number: ticket.number, subject: ticket.subject, customerName: owner.name },
      status,
    ),
  });
}

const SAMPLE: TicketFacts = {
  ticketId: "t1a2b3c4d5e6f7g8h9i0",
  number: "#T-4F2A",
  subject: "Mi reloj no enciende",
  customerName: "Ana Pérez",
};
registerMailTemplate({
  template: "ticket-reply",
  label: "Respuesta a un ticket de soporte",
  sample: (b) =>
    ticketReplyEmail(b, SAMPLE, "Hola Ana, cambiaremos la batería sin costo. Tráigalo a la tienda."),
});
registerMailTemplate({
  template: "ticket-status",
  label: "Cambio de estado de un ticket",
  sample: (b) => ticketStatusEmail(b, SAMPLE, "Resuelto"),
});
