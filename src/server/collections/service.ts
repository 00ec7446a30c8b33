import { type SQL, sql } from "drizzle-orm";
import type { CollectionsReport, LastReminder, ReminderResult } from "../../contracts/collections";
import { daysPastTerm, overdueDaysOf, reminderText } from "../../domain/collections";
import { collectionsMsg } from "../../domain/messages-collections";
import { orderNumber } from "../../domain/roles";
import { formatShopDate, shopDay } from "../../domain/shop-calendar";
import { storeNameOf } from "../../domain/store-settings";
import { whatsappShareLink } from "../../domain/whatsapp";
import type { Db } from "../db/client";
import { collectionReminders } from "../db/schema";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { num, rows } from "../reports";
import { loadSettings } from "../settings";
import { saleBalancesSql } from "./sql";

/** Reportes › Cobranza (docs/decisions/0126). */

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/**
 * One row per customer with an overdue sale: name and phone of their newest sale that owes, what
 * they owe in all and overdue, their oldest sale that owes, the age of the oldest overdue one, their
 * last payment on any sale and their last reminder.
 */
export function collectionsQuery(today: string, overdueDays: number): SQL {
  return sql`with b as (${saleBalancesSql(today, overdueDays)}),
      owing as (select * from b where balance > 0),
      late as (select distinct customer_key from owing where overdue),
      credits as (select customer_key, sum(credit) as credit from b
        where customer_key in (select customer_key from late) group by 1),
      paid as (select k.customer_key, max(p.date) as last_payment_at
        from sale_payments p join b k on k.id = p.sale_id
        where k.customer_key in (select customer_key from late) group by 1),
      reminded as (select distinct on (customer_key) customer_key, sent_at, sent_by_name, balance
        from collection_reminders where customer_key in (select customer_key from late)
        order by customer_key, sent_at desc)
    select o.customer_key,
      (array_agg(o.customer_name order by o.sale_date desc))[1] as customer_name,
      (array_agg(o.customer_phone order by o.sale_date desc) filter (where o.customer_phone is not null))[1]
        as customer_phone,
      count(*) as sales, sum(o.balance) as balance,
      coalesce(sum(o.balance) filter (where o.overdue), 0) as overdue_balance,
      min(o.sale_date) as oldest_sale_at,
      max(o.age_days) filter (where o.overdue) as oldest_overdue_age,
      max(paid.last_payment_at) as last_payment_at,
      max(cr.credit) as credit,
      max(r.sent_at) as reminded_at, max(r.sent_by_name) as reminded_by, max(r.balance) as reminded_balance
    from owing o
      join late using (customer_key)
      left join paid using (customer_key)
      left join credits cr using (customer_key)
      left join reminded r using (customer_key)
    group by o.customer_key
    order by oldest_overdue_age desc, overdue_balance desc, o.customer_key`;
}

/** The customers with an overdue balance today, most overdue first, with their last payment and reminder. */
export async function collectionsReport(db: Db, now = new Date()): Promise<CollectionsReport> {
  const today = shopDay(now);
  const overdueDays = overdueDaysOf((await loadSettings(db)).collectionOverdueDays);
  const found = await rows<Record<string, unknown>>(db, collectionsQuery(today, overdueDays));
  const customers = found.map((r) => ({
    customerKey: r.customer_key as string,
    customerName: r.customer_name as string,
    customerPhone: (r.customer_phone as string | null) ?? null,
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
  const today = shopDay(now);
  const data = await loadSettings(db);
  const overdueDays = overdueDaysOf(data.collectionOverdueDays);
  const owing = await rows<Record<string, unknown>>(
    db,
    sql`select * from (${saleBalancesSql(today, overdueDays)}) b
      where customer_key = ${input.customerKey} and balance > 0 order by sale_date, id`,
  );
  if (!owing.some((s) => s.overdue)) throw notFound(collectionsMsg.noOverdueBalance);
  const latest = owing[owing.length - 1] as Record<string, unknown>;
  const phone = [...owing].reverse().find((s) => s.customer_phone)?.customer_phone as string | undefined;
  const balance = owing.reduce((s, r) => s + num(r.balance), 0);
  // Checked before any link is made, so a customer without a phone leaves nothing behind.
  const noText = whatsappShareLink(phone, "");
  if (!noText.ok) throw new AppError("conflict", noText.error.message);

  const sales = [];
  for (const s of owing) {
    const id = s.id as string;
    sales.push({
      number: orderNumber(id),
      saleDay: formatShopDate(new Date(s.sale_date as string)),
      balance: num(s.balance),
      paymentLink: await input.makeLink({ saleId: id, amount: num(s.balance), createdBy: input.user.id }),
    });
  }
  const text = reminderText({
    customerName: latest.customer_name as string,
    storeName: storeNameOf(data.storeName),
    balance,
    sales,
  });
  const link = whatsappShareLink(phone, text);
  if (!link.ok) throw new AppError("conflict", link.error.message);

  const reminder: LastReminder = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collectionReminders)
      .values({
        customerKey: input.customerKey,
        balance,
        sentById: input.user.id,
        sentByName: input.user.name,
        sentAt: now,
      })
      .returning();
    await publish(tx, { topic: "sales", id: null, audience: { roles: ["admin", "superadmin"] } });
    return { at: (row as { sentAt: Date }).sentAt.toISOString(), byName: input.user.name, balance };
  });
  return {
    whatsappUrl: link.value,
    text,
    paymentLinks: sales.filter((s) => s.paymentLink).length,
    lastReminder: reminder,
  };
}
