import { type SQL, sql } from "drizzle-orm";
import type {
  CollectionsReport,
  EmailReminderResult,
  LastReminder,
  ReminderResult,
} from "../../contracts/collections/collections";
import { daysPastTerm, overdueDaysOf, reminderText } from "../../domain/collections/collections";
import { collectionsMsg } from "../../domain/collections/messages-collections";
import { orderNumber } from "../../domain/kernel/roles";
import { formatShopDate, shopDay } from "../../domain/kernel/shop-calendar";
import { whatsappShareLink } from "../../domain/kernel/whatsapp";
import { unsubscribeMsg } from "../../domain/mail/messages-mail";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db, DbOrTx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { enqueueEmail, mailBrand, unsubscribedAmong } from "../mail";
import { num, rows } from "../reports";
import { loadSettings } from "../settings";
import { reminderEmail } from "./reminder-email";
import { collectionReminders } from "./schema";
import { saleBalancesSql } from "./sql";

/** Reportes › Cobranza (docs/decisions/0126). */

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/**
 * One row per customer with an overdue sale: name and phone of their newest sale that owes, what
 * they owe in all and overdue, their oldest sale that owes, the age of the oldest overdue one, their
 * last payment and Saldo a favor over all their sales, and their last reminder. Every sale is read
 * once and grouped by customer (the FILTERs keep the owing ones apart), instead of a pass over the
 * sales per column.
 */
export function collectionsQuery(today: string, overdueDays: number): SQL {
  return sql`select g.*, r.sent_at as reminded_at, r.sent_by_name as reminded_by, r.balance as reminded_balance
    from (select b.customer_key,
        (array_agg(b.customer_name order by b.sale_date desc) filter (where b.balance > 0))[1] as customer_name,
        (array_agg(b.customer_phone order by b.sale_date desc)
          filter (where b.balance > 0 and b.customer_phone is not null))[1] as customer_phone,
        (array_agg(b.customer_email order by b.sale_date desc)
          filter (where b.balance > 0 and b.customer_email is not null))[1] as customer_email,
        count(*) filter (where b.balance > 0) as sales,
        coalesce(sum(b.balance) filter (where b.balance > 0), 0) as balance,
        coalesce(sum(b.balance) filter (where b.overdue), 0) as overdue_balance,
        min(b.sale_date) filter (where b.balance > 0) as oldest_sale_at,
        max(b.age_days) filter (where b.overdue) as oldest_overdue_age,
        max(b.last_payment_at) as last_payment_at,
        sum(b.credit) as credit
      from (${saleBalancesSql(today, overdueDays)}) b
      group by b.customer_key
      having bool_or(b.overdue)) g
    left join lateral (select sent_at, sent_by_name, balance from collection_reminders
        where customer_key = g.customer_key order by sent_at desc limit 1) r on true
    order by g.oldest_overdue_age desc, g.overdue_balance desc, g.customer_key`;
}

/** The customers with an overdue balance today, most overdue first, with their last payment and reminder. */
export async function collectionsReport(db: Db, now = new Date()): Promise<CollectionsReport> {
  const today = shopDay(now);
  const overdueDays = overdueDaysOf((await loadSettings(db)).collectionOverdueDays);
  const found = await rows<Record<string, unknown>>(db, collectionsQuery(today, overdueDays));
  const unsubscribed = await unsubscribedAmong(
    db,
    found.map((r) => r.customer_email as string | null).filter((e): e is string => Boolean(e)),
  );
  const customers = found.map((r) => ({
    customerKey: r.customer_key as string,
    customerName: r.customer_name as string,
    customerPhone: (r.customer_phone as string | null) ?? null,
    customerEmail: (r.customer_email as string | null) ?? null,
    remindersUnsubscribed:
      Boolean(r.customer_email) && unsubscribed.has(String(r.customer_email).toLowerCase()),
    sales: num(r.sales),
    balance: num(r.balance),
    overdueBalance: num(r.overdue_balance),
    credit: num(r.credit),
    oldestSaleAt: iso(r.oldest_sale_at),
    daysOverdue: daysPastTerm(num(r.oldest_overdue_age), overdueDays),
    lastPaymentAt: r.last_payment_at ? iso(r.last_payment_at) : null,
    lastReminder: r.reminded_at
      ? { at: iso(r.reminded_at), byName: r.reminded_by as string, balance: num(r.reminded_balance) }
      : null,
  }));
  return {
    today,
    overdueDays,
    customers,
    totals: {
      customers: customers.length,
      balance: customers.reduce((s, c) => s + c.balance, 0),
      overdueBalance: customers.reduce((s, c) => s + c.overdueBalance, 0),
    },
  };
}

/** Makes a card payment link for one sale's balance; null when none can be made (the text goes without it). */
export type PaymentLinkMaker = (input: {
  saleId: string;
  amount: number;
  createdBy: string;
}) => Promise<string | null>;

/** What a reminder says for one customer: every sale that still owes, with its payment link. */
async function owingOf(db: Db, customerKey: string, now: Date) {
  const today = shopDay(now);
  const data = await loadSettings(db);
  const overdueDays = overdueDaysOf(data.collectionOverdueDays);
  const owing = await rows<Record<string, unknown>>(
    db,
    sql`select * from (${saleBalancesSql(today, overdueDays)}) b
      where customer_key = ${customerKey} and balance > 0 order by sale_date, id`,
  );
  if (!owing.some((s) => s.overdue)) throw notFound(collectionsMsg.noOverdueBalance);
  const latest = owing[owing.length - 1] as Record<string, unknown>;
  const newest = (column: string) =>
    [...owing].reverse().find((s) => s[column])?.[column] as string | undefined;
  return {
    data,
    owing,
    customerName: latest.customer_name as string,
    phone: newest("customer_phone"),
    email: newest("customer_email"),
    balance: owing.reduce((s, r) => s + num(r.balance), 0),
  };
}

async function reminderBody(
  owing: Awaited<ReturnType<typeof owingOf>>,
  input: { user: { id: string }; makeLink: PaymentLinkMaker },
) {
  const sales = [];
  for (const s of owing.owing) {
    const id = s.id as string;
    sales.push({
      number: orderNumber(id),
      saleDay: formatShopDate(new Date(s.sale_date as string)),
      balance: num(s.balance),
      paymentLink: await input.makeLink({ saleId: id, amount: num(s.balance), createdBy: input.user.id }),
    });
  }
  const text = reminderText({
    customerName: owing.customerName,
    storeName: storeNameOf(owing.data.storeName),
    balance: owing.balance,
    sales,
  });
  return { text, paymentLinks: sales.filter((s) => s.paymentLink).length };
}

/** Notes who reminded the customer and when (shown in Cobranza), in the given transaction. */
async function noteReminder(
  tx: DbOrTx,
  customerKey: string,
  user: { id: string; name: string },
  balance: number,
  now: Date,
): Promise<LastReminder> {
  const [row] = await tx
    .insert(collectionReminders)
    .values({ customerKey, balance, sentById: user.id, sentByName: user.name, sentAt: now })
    .returning();
  await publish(tx, { topic: "sales", id: null, audience: { roles: ["admin", "superadmin"] } });
  return { at: (row as { sentAt: Date }).sentAt.toISOString(), byName: user.name, balance };
}

/**
 * The WhatsApp reminder of one customer with an overdue balance: the text (every sale that still
 * owes, with its payment link), the wa.me link to their phone, and a note of who reminded them and
 * when. Refused, with nothing written, when the customer owes nothing overdue or has no phone.
 */
export async function sendReminder(
  db: Db,
  input: { customerKey: string; user: { id: string; name: string }; makeLink: PaymentLinkMaker },
  now = new Date(),
): Promise<ReminderResult> {
  const owing = await owingOf(db, input.customerKey, now);
  // Checked before any link is made, so a customer without a phone leaves nothing behind.
  const noText = whatsappShareLink(owing.phone, "");
  if (!noText.ok) throw new AppError("conflict", noText.error.message);
  const { text, paymentLinks } = await reminderBody(owing, input);
  const link = whatsappShareLink(owing.phone, text);
  if (!link.ok) throw new AppError("conflict", link.error.message);
  const reminder = await db.transaction((tx) =>
    noteReminder(tx, input.customerKey, input.user, owing.balance, now),
  );
  return { whatsappUrl: link.value, text, paymentLinks, lastReminder: reminder };
}

/**
 * The same reminder by email, to the customer's recorded address (an account's or a manual
 * customer's), with the one-click unsubscribe headers; queued and noted in one transaction.
 * Refused, with nothing written, without an address or when the customer unsubscribed.
 */
export async function sendReminderEmail(
  db: Db,
  input: {
    customerKey: string;
    user: { id: string; name: string };
    makeLink: PaymentLinkMaker;
    unsubscribe: (address: string) => { url: string; headers: Record<string, string> };
  },
  now = new Date(),
): Promise<EmailReminderResult> {
  const owing = await owingOf(db, input.customerKey, now);
  const address = owing.email?.trim();
  if (!address) throw new AppError("conflict", unsubscribeMsg.noEmail);
  if ((await unsubscribedAmong(db, [address])).size)
    throw new AppError("conflict", unsubscribeMsg.unsubscribedRefused);
  const { text, paymentLinks } = await reminderBody(owing, input);
  const unsubscribe = input.unsubscribe(address);
  const reminder = await db.transaction(async (tx) => {
    const brand = await mailBrand(tx);
    await enqueueEmail(tx, {
      key: `reminder:${input.customerKey}:${now.getTime()}:${address.toLowerCase()}`,
      template: "payment-reminder",
      to: { address, name: owing.customerName },
      ...reminderEmail(brand, text, unsubscribe.url),
      headers: unsubscribe.headers,
    });
    return noteReminder(tx, input.customerKey, input.user, owing.balance, now);
  });
  return { message: unsubscribeMsg.sentByEmail, to: address, paymentLinks, lastReminder: reminder };
}
