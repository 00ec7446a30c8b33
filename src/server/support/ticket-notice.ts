import { ADMIN_ROLES } from "../../domain/kernel/roles";
import type { DbOrTx } from "../db/client";
import { type Audience, publish } from "../live/bus";
import type { TicketRow } from "./ticket-access";

/** Who hears a ticket's change: its owner and the admins (sellers never, decision 0081). */
const audienceOf = (t: Pick<TicketRow, "userId">): Audience => ({ roles: ADMIN_ROLES, userIds: [t.userId] });
export const notice = (tx: DbOrTx, t: Pick<TicketRow, "id" | "userId">) =>
  publish(tx, { topic: "support_tickets", id: t.id, audience: audienceOf(t) });

/** Where the customer's notification of a reply or a status change leads. */
export const clientLink = (id: string) => `/client/support/${id}`;
