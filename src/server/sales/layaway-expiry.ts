import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { formatMoney } from "../../domain/kernel/money";
import { ADMIN_ROLES, orderNumber } from "../../domain/kernel/roles";
import { formatShopDate, shopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import {
  expiryDetails,
  isExpired,
  isOpenStatus,
  type LayawayTerms,
  layawayDeadline,
  layawayTermsOf,
  policySentence,
  reminderDue,
} from "../../domain/sales/layaway";
import { expireLayaway } from "../../domain/sales/layaway-expiry";
import { layawayMsg as m } from "../../domain/sales/messages-layaway";
import { balanceDue } from "../../domain/sales/totals";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { composeEmail, enqueueEmail, html, type MailBrand, mailBrand, registerMailTemplate } from "../mail";
import { notifyRoles, notifyUser } from "../notifications";
import { loadSettings } from "../settings";
import { loadSale } from "./load-sale";
import { fromDomain, mutateSaleIn, type SaleAuthor } from "./mutate";
import { sales } from "./schema";

/** Who the history names for what the store did by itself. */
const STORE: SaleAuthor = { id: null, name: "Sistema" };
const OPEN = ["Pendiente", "Abonado"] as const;
/** At most this many of each per run; the next hour takes the rest. */
const BATCH = 100;

/** The reminder of an apartado's deadline. */
export function layawayReminderEmail(
  brand: MailBrand,
  d: { customerName: string; order: string; deadline: string; left: string },
) {
  const intro = m.reminderIntro(d.customerName, d.order, d.deadline, d.left);
  return composeEmail(brand, {
    subject: m.reminderSubject(storeNameOf(brand.storeName), d.order),
    html: html`<p>${intro}</p>`,
    text: intro,
  });
}

registerMailTemplate({
  template: "layaway-reminder",
  label: "Recordatorio de apartado por vencer",
  sample: (b) =>
    layawayReminderEmail(b, {
      customerName: "Ana Pérez",
      order: "ABC123",
      deadline: "16 mar 2026",
      left: "L. 3,200.00",
    }),
});

export interface LayawaySweep {
  reminded: number;
  expired: number;
  /** Open apartados past their deadline the store could not expire (an invoiced sale): for an admin. */
  skipped: Array<{ id: string; reason: string }>;
}

/**
 * The hourly `layaway_expiry` job (docs/decisions/0250): (a) reminds each open apartado's customer
 * once within the last days before its deadline; (b) cancels each open apartado past its deadline
 * by the sales' one mutation path (stock released by the status rule, the change guard asked),
 * one sale per transaction (0146), its history stating the policy's outcome, its customer and the
 * admins notified. Every candidate is re-checked under its row lock, so two instances never
 * remind or expire twice. A sale the guard refuses to cancel (a valid factura) stays open and is
 * answered in `skipped`: Órdenes lists it under "Apartados vencidos".
 */
export async function sweepLayaways(
  db: Db,
  config: { baseUrl: string },
  now = new Date(),
): Promise<LayawaySweep> {
  const terms = layawayTermsOf(await loadSettings(db));
  const today = shopDay(now);
  const reminded = await remindDue(db, config, terms, today, now);
  const { expired, skipped } = await expireDue(db, terms, today, now);
  return { reminded, expired, skipped };
}

async function remindDue(db: Db, config: { baseUrl: string }, terms: LayawayTerms, today: string, now: Date) {
  if (terms.reminderDays <= 0) return 0;
  // Candidates by the same rule as reminderDue: deadline within the window, not reminded since it opened.
  const lastDeadline = layawayDeadline(today, terms.reminderDays);
  // A reminder within the window was sent on or after this day's start (the lock re-checks exactly).
  const windowEarliest = shopDayStart(layawayDeadline(today, -terms.reminderDays));
  const due = await db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        inArray(sales.status, [...OPEN]),
        isNotNull(sales.layawayUntil),
        gte(sales.layawayUntil, today),
        lte(sales.layawayUntil, lastDeadline),
        or(isNull(sales.layawayRemindedAt), lt(sales.layawayRemindedAt, windowEarliest)),
      ),
    )
    .orderBy(asc(sales.layawayUntil))
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) if (await remindOne(db, config, terms, id, today, now)) sent++;
  return sent;
}

async function remindOne(
  db: Db,
  config: { baseUrl: string },
  terms: LayawayTerms,
  id: string,
  today: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const sale = await loadSale(tx, id, { forUpdate: true });
    if (!sale?.layawayUntil || !isOpenStatus(sale.status)) return false;
    const last = sale.layawayRemindedAt ? shopDay(sale.layawayRemindedAt) : null;
    if (!reminderDue(sale.layawayUntil, last, today, terms.reminderDays)) return false;
    const order = orderNumber(sale.id);
    const deadline = formatShopDate(sale.layawayUntil);
    const left = formatMoney(balanceDue(sale));
    const address = sale.customerEmail?.trim();
    if (address) {
      const brand = await mailBrand(tx, config.baseUrl);
      await enqueueEmail(tx, {
        key: `layaway-reminder:${sale.id}:${sale.layawayUntil}:${address.toLowerCase()}`,
        template: "layaway-reminder",
        to: { address, name: sale.customerName },
        ...layawayReminderEmail(brand, { customerName: sale.customerName, order, deadline, left }),
      });
    }
    if (sale.customerUserId)
      await notifyUser(tx, sale.customerUserId, {
        title: m.reminderTitle,
        body: m.reminderBody(order, deadline, left),
        type: "purchase",
        link: `/client/purchases/${sale.id}`,
      });
    // Only the reminder's stamp: the sale's version stays, so an open order dialog is not made stale.
    await tx.update(sales).set({ layawayRemindedAt: now }).where(eq(sales.id, sale.id));
    return true;
  });
}

async function expireDue(db: Db, terms: LayawayTerms, today: string, now: Date) {
  const due = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(inArray(sales.status, [...OPEN]), lt(sales.layawayUntil, today)))
    .orderBy(asc(sales.layawayUntil))
    .limit(BATCH);
  let expired = 0;
  const skipped: LayawaySweep["skipped"] = [];
  for (const { id } of due) {
    try {
      if (await expireOne(db, terms, id, today, now)) expired++;
    } catch (error) {
      // The change guard's refusal (a valid factura): the apartado waits for an admin.
      if (!(error instanceof AppError)) throw error;
      skipped.push({ id, reason: error.message });
    }
  }
  return { expired, skipped };
}

async function expireOne(
  db: Db,
  terms: LayawayTerms,
  id: string,
  today: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    let done = false;
    const author = { ...STORE };
    const outcome = await mutateSaleIn(tx, id, author, undefined, (sale, actor) => {
      // Re-checked under the lock: another instance (or a last abono) may have been first.
      if (!sale.layawayUntil || !isOpenStatus(sale.status) || !isExpired(sale.layawayUntil, today))
        return { record: sale, history: [], notices: [] };
      done = true;
      return fromDomain(sale, expireLayaway(sale, today, terms, { ...actor, now: now.toISOString() }));
    });
    if (!done) return false;
    const sale = outcome.sale;
    const order = sale.orderNumber;
    const said = expiryDetails(sale.layawayUntil ?? today, sale.amountPaid, terms);
    await notifyRoles(tx, ADMIN_ROLES, {
      title: m.expiredTitle,
      body: m.expiredAdminBody(order, sale.customerName, said),
      type: "other",
      link: `/admin/orders?order=${sale.id}`,
    });
    if (sale.customerInfo.userId)
      await notifyUser(tx, sale.customerInfo.userId, {
        title: m.expiredTitle,
        body: m.expiredCustomerBody(order),
        type: "purchase",
        link: `/client/purchases/${sale.id}`,
      });
    return true;
  });
}

/** What the customer is told when the apartado opens: its deadline and the shop's expiry policy. */
export async function layawayNotice(db: Db, saleId: string): Promise<string | null> {
  const [row] = await db.select({ until: sales.layawayUntil }).from(sales).where(eq(sales.id, saleId));
  if (!row?.until) return null;
  const terms = layawayTermsOf(await loadSettings(db));
  return `${m.layawayLine(formatShopDate(row.until))}. ${policySentence(row.until, terms)}`;
}
