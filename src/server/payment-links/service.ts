import { and, eq } from "drizzle-orm";
import type { LinkEmailed } from "../../contracts/mail/mail";
import type { CreatedPaymentLink, PublicPaymentLink } from "../../contracts/payment-links/payment-links";
import { orderNumber } from "../../domain/kernel/roles";
import { STORE_NAME } from "../../domain/kernel/store";
import { linkEmailMsg } from "../../domain/mail/messages-mail";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import {
  type LinkCreator,
  type LinkStatus,
  linkAmount,
  linkExpiresAt,
  linkHoursOf,
  linkPaymentType,
  linkRefusal,
  linkShareText,
  linkState,
  linkWhatsapp,
} from "../../domain/payment-links/payment-links";
import { balanceDue } from "../../domain/sales/totals";
import { users } from "../auth/schema";
import type { Db, DbOrTx } from "../db/client";
import type { PaymentGateway } from "../gateways/payments/types";
import { AppError, notFound } from "../http/errors";
import { enqueueEmail, mailBrand } from "../mail";
import { loadSale } from "../sales";
import { loadSettings } from "../settings";
import { paymentLinkEmail } from "./link-email";
import { paymentLinks } from "./schema";
import { hashLinkToken, newLinkReference, newLinkToken } from "./tokens";

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export interface CreatePaymentLinkInput {
  saleId: string;
  /** Centavos; absent = the whole balance. */
  amount?: number;
  /** The user creating it (their name is kept on the link). */
  createdBy: string;
  /** Absolute origin of the store (config.baseUrl); without it the url is a path. */
  baseUrl?: string;
}

const refuse = (message: string) => new AppError("conflict", message);

async function storeNameOf(db: DbOrTx): Promise<string> {
  return (await loadSettings(db)).storeName?.trim() || STORE_NAME;
}

/**
 * A new link for a sale's balance, as staff make it (an amount up to the balance). Other
 * features (Cobranza) call this through the feature's index.ts; the routes add who may.
 */
export function createPaymentLink(db: Db, input: CreatePaymentLinkInput, now = new Date()) {
  return makePaymentLink(db, input, "staff", now);
}

export async function makePaymentLink(
  db: Db,
  input: CreatePaymentLinkInput,
  creator: LinkCreator,
  now = new Date(),
): Promise<CreatedPaymentLink> {
  const byCustomer = creator === "customer";
  const made = await db.transaction(async (tx) => {
    // A client's link is made under the sale's row lock, so two made at once still leave one open.
    const sale = await loadSale(tx, input.saleId, { forUpdate: byCustomer });
    if (!sale) throw notFound(m.notFound);
    const amount = linkAmount({ status: sale.status, balance: balanceDue(sale) }, input.amount, creator);
    if (!amount.ok) throw refuse(amount.error.message);
    const settings = await loadSettings(tx);
    const expiresAt = linkExpiresAt(now, linkHoursOf(settings.paymentLinkHours));
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.createdBy));
    if (byCustomer) {
      // At most one open client-made link per sale: the older one is replaced, and its page says so.
      await tx
        .update(paymentLinks)
        .set({ status: "replaced", replacedAt: now })
        .where(
          and(
            eq(paymentLinks.saleId, sale.id),
            eq(paymentLinks.madeByCustomer, true),
            eq(paymentLinks.status, "pending"),
          ),
        );
    }
    const token = newLinkToken();
    await tx.insert(paymentLinks).values({
      id: newLinkReference(),
      tokenHash: hashLinkToken(token),
      saleId: sale.id,
      amount: amount.value,
      expiresAt,
      createdById: author ? input.createdBy : null,
      createdByName: author?.name ?? "—",
      createdAt: now,
      madeByCustomer: byCustomer,
    });
    return { sale, amount, settings, expiresAt, token };
  });
  const { sale, amount, settings, expiresAt, token } = made;
  const url = `${input.baseUrl ?? ""}/pagar/${token}`;
  const share = {
    store: settings.storeName?.trim() || STORE_NAME,
    orderNumber: orderNumber(sale.id),
    amount: amount.value,
    url,
  };
  const whatsapp = linkWhatsapp(sale.customerPhone, share);
  return {
    token,
    url,
    amount: amount.value,
    expiresAt: expiresAt.toISOString(),
    whatsappUrl: whatsapp.ok ? whatsapp.value : null,
    shareText: linkShareText(share),
  };
}

async function linkByToken(db: DbOrTx, token: string): Promise<PaymentLinkRow> {
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.tokenHash, hashLinkToken(token)));
  if (!link) throw notFound(m.notFound);
  return link;
}

async function publicView(db: DbOrTx, link: PaymentLinkRow, now: Date): Promise<PublicPaymentLink> {
  return {
    storeName: await storeNameOf(db),
    orderNumber: orderNumber(link.saleId),
    amount: link.amount,
    expiresAt: link.expiresAt.toISOString(),
    state: linkState({ status: link.status as LinkStatus, expiresAt: link.expiresAt }, now),
  };
}

export async function publicPaymentLink(db: Db, token: string, now = new Date()): Promise<PublicPaymentLink> {
  return publicView(db, await linkByToken(db, token), now);
}

/** The gateway's return page reads the link by its reference (the order id the gateway knows). */
export async function paymentLinkResult(
  db: Db,
  reference: string,
  now = new Date(),
): Promise<PublicPaymentLink> {
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, reference));
  if (!link) throw notFound(m.notFound);
  return publicView(db, link, now);
}

/**
 * Sends the browser to the checkout's gateway for the link's amount, after the link and the
 * sale's balance were checked; the callback checks both again before anything is recorded.
 */
export async function startLinkPayment(
  db: Db,
  gateway: PaymentGateway,
  baseUrl: string,
  token: string,
  now = new Date(),
): Promise<{ redirectUrl: string }> {
  const link = await linkByToken(db, token);
  const refusal = linkRefusal(
    linkState({ status: link.status as LinkStatus, expiresAt: link.expiresAt }, now),
  );
  if (refusal) throw refuse(refusal);
  const sale = await loadSale(db, link.saleId);
  if (!sale) throw notFound(m.notFound);
  const payable = linkPaymentType(link.amount, { status: sale.status, balance: balanceDue(sale) });
  if (!payable.ok) throw refuse(payable.error.message);
  const back = `${baseUrl}/api/payments/return/${gateway.name}?orderId=${link.id}`;
  return gateway.startPayment({
    orderId: link.id,
    orderNumber: orderNumber(sale.id),
    amount: link.amount,
    customerName: sale.customerName,
    customerEmail: sale.customerEmail ?? "",
    callbackUrl: `${baseUrl}/api/payments/callback/${gateway.name}`,
    completeUrl: back,
    cancelUrl: `${baseUrl}/pagar/estado/${link.id}?reason=cancelled`,
  });
}

/**
 * The link just made, sent by email to the sale's recorded address. The token is the proof of
 * which link (only its hash is stored, so the address can be rebuilt from BASE_URL only with it).
 * Refused, with nothing queued, when the link is not this sale's, is no longer open, or the sale
 * has no address. One email per link and address: a second click queues nothing new.
 */
export async function emailPaymentLink(
  db: Db,
  input: { saleId: string; token: string; baseUrl: string },
  now = new Date(),
): Promise<LinkEmailed> {
  const link = await linkByToken(db, input.token);
  if (link.saleId !== input.saleId) throw notFound(m.notFound);
  const refusal = linkRefusal(
    linkState({ status: link.status as LinkStatus, expiresAt: link.expiresAt }, now),
  );
  if (refusal) throw refuse(refusal);
  const sale = await loadSale(db, link.saleId);
  if (!sale) throw notFound(m.notFound);
  const address = sale.customerEmail?.trim();
  if (!address) throw refuse(linkEmailMsg.noEmail);
  const queued = await db.transaction(async (tx) =>
    enqueueEmail(tx, {
      key: `payment-link:${link.id}:${address.toLowerCase()}`,
      template: "payment-link",
      to: { address, name: sale.customerName },
      ...paymentLinkEmail(await mailBrand(tx, input.baseUrl), {
        customerName: sale.customerName,
        orderNumber: orderNumber(sale.id),
        amount: link.amount,
        url: `${input.baseUrl.replace(/\/+$/, "")}/pagar/${input.token}`,
        expiresAt: link.expiresAt,
      }),
    }),
  );
  return {
    message: queued ? linkEmailMsg.queued(address) : linkEmailMsg.alreadyQueued(address),
    to: address,
    queued,
  };
}
