import { TICKET_OPEN, ticketStatusAfterReply } from "../card-payments/notifications";
import { isAdmin, isCustomerRole, type Role } from "../kernel/roles";

/**
 * Support tickets (docs/product/states.md, roles.md; decisions 0081–0084): who may do what to a
 * ticket, its statuses and categories, and the per-side read state behind the unread marker.
 */
export const TICKET_STATUSES = [TICKET_OPEN, "En Proceso", "Resuelto", "Cerrado"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORIES = ["Pedido", "Pago", "Envío", "Garantía", "Producto", "Otro"] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Lengths of what people type (decision 0081). */
export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MAX = 2000;
/** A ticket photo: bytes accepted from the browser, and the width it is re-encoded to (decision 0081). */
export const TICKET_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const TICKET_PHOTO_MAX_WIDTH = 1600;
/** Raster formats a ticket photo may be, read from its content (never from its name or type). */
export const TICKET_PHOTO_FORMATS = ["jpeg", "png", "webp"] as const;

export const isTicketStatus = (value: unknown): value is TicketStatus =>
  typeof value === "string" && (TICKET_STATUSES as readonly string[]).includes(value);

export const isTicketPhotoFormat = (format: string | undefined): boolean =>
  format !== undefined && (TICKET_PHOTO_FORMATS as readonly string[]).includes(format);

/** Which side of a ticket a role speaks for: the customer who opened it, or the store. */
export type TicketSide = "client" | "staff";

/** Tickets de Soporte is an admin screen: sellers never read tickets (decision 0081). */
export const isSupportStaff = (role: Role): boolean => isAdmin(role);

export function sideOf(role: Role): TicketSide | null {
  if (isCustomerRole(role)) return "client";
  return isSupportStaff(role) ? "staff" : null;
}

/** Who may read a ticket (and so write in it): its owner, or an admin. Anyone else is told it does not exist. */
export function canReadTicket(actor: { id: string; role: Role }, ticket: { userId: string }): boolean {
  if (isSupportStaff(actor.role)) return true;
  return isCustomerRole(actor.role) && ticket.userId === actor.id;
}

/** Only the store sets a ticket's status or assigns it; a customer's answer reopens it. */
export const canManageTicket = (role: Role): boolean => isSupportStaff(role);

/** The status after a message by `role`: a client's or wholesaler's reply reopens the ticket. */
export const statusAfterMessage = (current: string, role: Role): string =>
  ticketStatusAfterReply(current, role);

/** What the unread marker and "needs answer" read: the last message of each side and each side's last visit. */
export interface TicketReadState {
  status: string;
  lastClientMessageAt: Date | null;
  lastStaffMessageAt: Date | null;
  clientReadAt: Date | null;
  staffReadAt: Date | null;
}

const after = (a: Date | null, b: Date | null): boolean => a !== null && (b === null || a > b);

/** Whether `side` has messages from the other side it has not opened yet (decision 0082). */
export function ticketUnread(side: TicketSide, t: TicketReadState): boolean {
  return side === "client"
    ? after(t.lastStaffMessageAt, t.clientReadAt)
    : after(t.lastClientMessageAt, t.staffReadAt);
}

/** The customer spoke last and the ticket is still open or in process: the store owes an answer. */
export function ticketNeedsAnswer(
  t: Pick<TicketReadState, "status" | "lastClientMessageAt" | "lastStaffMessageAt">,
): boolean {
  return (
    (t.status === TICKET_OPEN || t.status === "En Proceso") &&
    after(t.lastClientMessageAt, t.lastStaffMessageAt)
  );
}

/** A store-defined short answer staff insert into a reply. */
export interface CannedReply {
  title: string;
  text: string;
}

/** Used while the settings document has no `cannedReplies` of its own (decision 0084). */
export const DEFAULT_CANNED_REPLIES: readonly CannedReply[] = [
  {
    title: "Saludo",
    text: "¡Hola! Gracias por escribirnos. Ya estamos revisando su caso y le respondemos en breve.",
  },
  {
    title: "Envío en camino",
    text: "Su pedido ya fue enviado. Puede seguirlo con el número de guía que aparece en Mis Compras.",
  },
  {
    title: "Pago recibido",
    text: "Confirmamos que recibimos su pago. Su pedido sigue su curso normal.",
  },
  {
    title: "Garantía: foto",
    text: "Para revisar la garantía, por favor adjunte una foto del reloj donde se vea el defecto.",
  },
  {
    title: "Cierre",
    text: "Damos por resuelto este ticket. Si necesita algo más, responda aquí y lo reabrimos.",
  },
];

/** The canned replies of the store: its own list when it has one, else the defaults. */
export function cannedRepliesOf(stored: readonly CannedReply[] | null | undefined): readonly CannedReply[] {
  return stored ?? DEFAULT_CANNED_REPLIES;
}

/** A ticket's number as people say it: the first 6 characters of its id, in capitals. */
export const ticketNumber = (id: string): string => id.slice(0, 6).toUpperCase();
