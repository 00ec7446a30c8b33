import type { SessionUser } from "../../contracts/auth/session";
import { type LayawayTerms, layawayTermsOf } from "../../domain/sales/layaway";
import type { DbOrTx } from "../db/client";
import { loadSettings } from "../settings";

/**
 * The apartado terms a buyer is offered at checkout (docs/decisions/0253): only when the shop
 * turned apartados on for the web, and only to a signed-in buyer, who follows and pays it from
 * Mis Compras. A guest costs no statement.
 */
export async function checkoutLayawayTerms(
  db: DbOrTx,
  user: SessionUser | null,
): Promise<LayawayTerms | null> {
  if (!user) return null;
  const settings = await loadSettings(db);
  return settings.layawayAtCheckout === true ? layawayTermsOf(settings) : null;
}
