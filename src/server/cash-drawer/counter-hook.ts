import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CASH_REGISTER_HEADER, CASH_REGISTER_ID_PATTERN } from "../../contracts/cash-drawer/counter-header";
import { DEFAULT_CASH_CONTROL } from "../../domain/cash-drawer/sessions";
import { atCounter, type Counter } from "../journal";
import { SETTINGS_ID } from "../settings";
import { settings } from "../settings/schema";
import { drawerSessions } from "./schema";

/** The register the request's device names (counter-header.ts), or null when it names none (or garbage). */
export function registerOf(request: FastifyRequest): string | null {
  const value = request.headers[CASH_REGISTER_HEADER];
  return typeof value === "string" && CASH_REGISTER_ID_PATTERN.test(value) ? value : null;
}

/**
 * "Control de caja" read inside the statement that writes the entry, so it is never stale: the
 * setting's default when the document or the key is absent.
 */
const CASH_CONTROL = sql`coalesce((select (${settings.data}->>'cashControl')::boolean from ${settings}
  where ${settings.id} = ${SETTINGS_ID}), ${sql.raw(String(DEFAULT_CASH_CONTROL))})`;

/**
 * The open session of a register, read inside the entry's INSERT and locked FOR SHARE: a close
 * (which locks the session FOR UPDATE before it sums the entries) waits for this payment to
 * commit, or this payment, after the close, finds no open session.
 */
const openSessionOf = (registerId: string) =>
  sql`(select ${drawerSessions.id} from ${drawerSessions}
    where ${drawerSessions.registerId} = ${registerId} and ${drawerSessions.status} = 'open' for share)`;

export function counterOf(registerId: string | null): Counter {
  return { session: registerId ? openSessionOf(registerId) : null, cashControl: CASH_CONTROL };
}

/**
 * Every request runs at its device's counter (docs/decisions/0252): the journal stamps the money a
 * request takes with that counter's session (journal/write-entries.ts). Added to the root
 * instance before the features that take money register their routes; it reads only the header,
 * so it costs a request no statement.
 */
export function installCounter(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => atCounter(counterOf(registerOf(request)), done));
}
