import type { FastifyInstance, FastifyReply } from "fastify";
import type { SessionUser } from "../../contracts/auth/session";
import type { CustomerStatement } from "../../contracts/statements/statements";
import {
  emailCustomerStatement,
  getCustomerStatement,
  getCustomerStatementPdf,
  getSharedStatement,
  shareCustomerStatement,
} from "../../contracts/statements/statements";
import { formatMoney } from "../../domain/kernel/money";
import { isAdmin } from "../../domain/kernel/roles";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { whatsappShareLink } from "../../domain/kernel/whatsapp";
import { linkEmailMsg } from "../../domain/mail/messages-mail";
import { storeNameOf } from "../../domain/settings/store-settings";
import { statementMsg } from "../../domain/statements/messages-statements";
import { statementLinkExpiry } from "../../domain/statements/statement";
import { currentUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { AppError } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import { defineLimit } from "../http/rate-limit";
import { keptAnswersPerShopDay, keptPerShopDay } from "../live/read-cache";
import { enqueueEmail, mailBrand } from "../mail";
import { signStatementLink, verifyStatementLink } from "./link";
import { statementLinkEmail } from "./link-email";
import {
  customerStatement,
  dayText,
  type StatementScope,
  statementFilename,
  statementPdf,
  storeData,
} from "./service";

/** A seller's statement holds only the sales they made; an admin's, every sale (docs/product/roles.md). */
const sellerScope = (user: SessionUser) => (isAdmin(user.role) ? null : user.id);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A shared link opens in a phone's browser: a refusal is a small Spanish page, not JSON. */
function refusalPage(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#141a26"><h1 style="color:#9a7424">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
}

/** Estado de cuenta: staff (a seller only their own sales); the signed link for anyone who has it. */
export async function statementRoutes(app: FastifyInstance, { db, config, bus }: FeatureDeps) {
  // A statement reads every sale of its customer: kept, as its bytes (the PDF as rendered), until
  // any change is heard, per whose sales and range (docs/decisions/0226, 0258). A heavy credit
  // customer's year is 2,400 lines.
  // A heavy customer's year is 0.7 MB of JSON: twenty statements and twenty PDFs at most.
  const statements = keptAnswersPerShopDay(app, bus, getCustomerStatement, 20);
  const pdfs = keptPerShopDay<{ statement: CustomerStatement; pdf: Buffer }>(app, bus, 20);
  const keyOf = (scope: StatementScope, range: { from: string; to: string }) =>
    JSON.stringify([scope.customerId, scope.sellerId, range.from, range.to]);

  operationRoute(app, getCustomerStatement, {}, (request, reply) => {
    const scope = { customerId: request.params.id, sellerId: sellerScope(currentUser(request)) };
    return statements(request, reply, keyOf(scope, request.query), () =>
      customerStatement(db, scope, request.query),
    );
  });

  operationRoute(app, getCustomerStatementPdf, {}, async (request, reply) => {
    const scope = { customerId: request.params.id, sellerId: sellerScope(currentUser(request)) };
    const { statement, pdf } = await pdfs(keyOf(scope, request.query), async () => {
      const read = await customerStatement(db, scope, request.query);
      return { statement: read, pdf: await statementPdf(db, read) };
    });
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${statementFilename(statement)}"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });

  /** A signed link to the statement's PDF, built from BASE_URL only, valid for seven days. */
  const signedLink = (statement: CustomerStatement, sellerId: string | null) => {
    const expiresAt = statementLinkExpiry(new Date());
    const token = signStatementLink(config.authSecret, {
      customerId: statement.customer.id,
      from: statement.from,
      to: statement.to,
      sellerId,
      expiresAt,
    });
    return { expiresAt, url: `${config.baseUrl.replace(/\/+$/, "")}/api/statement-links?t=${token}` };
  };

  operationRoute(app, shareCustomerStatement, {}, async (request) => {
    const sellerId = sellerScope(currentUser(request));
    const statement = await customerStatement(db, { customerId: request.params.id, sellerId }, request.body);
    const { url, expiresAt } = signedLink(statement, sellerId);
    const store = await storeData(db);
    const text = statementMsg.whatsappText(
      statement.customer.name,
      storeNameOf(store.storeName),
      dayText(statement.from),
      dayText(statement.to),
      formatMoney(statement.closing),
      url,
    );
    const whatsapp = whatsappShareLink(statement.customer.phone, text);
    return {
      url,
      expiresAt: expiresAt.toISOString(),
      text,
      whatsappUrl: whatsapp.ok ? whatsapp.value : null,
    };
  });

  // Emails go out in the store's name: one staff account sends a bounded number of links an hour,
  // payment and statement links together (the same limit as the payment-links feature's).
  const linkEmailsPerSender = defineLimit(db, {
    name: "link-email-sender",
    points: config.limits.linkEmailsPerSender,
    durationSeconds: 3600,
  });
  operationRoute(app, emailCustomerStatement, {}, async (request, reply) => {
    const user = currentUser(request);
    const sellerId = sellerScope(user);
    const statement = await customerStatement(db, { customerId: request.params.id, sellerId }, request.body);
    const address = statement.customer.email?.trim();
    if (!address) throw new AppError("conflict", linkEmailMsg.noEmail);
    await linkEmailsPerSender.take(user.id, reply);
    const { url, expiresAt } = signedLink(statement, sellerId);
    // One email per link and address: the link is its claims (customer, range, scope, expiry).
    const key = `statement-link:${statement.customer.id}:${statement.from}:${statement.to}:${sellerId ?? "all"}:${expiresAt.getTime()}:${address.toLowerCase()}`;
    const queued = await db.transaction(async (tx) =>
      enqueueEmail(tx, {
        key,
        template: "statement-link",
        to: { address, name: statement.customer.name },
        ...statementLinkEmail(await mailBrand(tx, config.baseUrl), {
          customerName: statement.customer.name,
          from: dayText(statement.from),
          to: dayText(statement.to),
          closing: statement.closing,
          url,
          expiresAt,
        }),
      }),
    );
    return {
      message: queued ? linkEmailMsg.queued(address) : linkEmailMsg.alreadyQueued(address),
      to: address,
      queued,
      expiresAt: expiresAt.toISOString(),
    };
  });

  operationRoute(app, getSharedStatement, {}, async (request, reply) => {
    const verdict = verifyStatementLink(config.authSecret, request.query.t, new Date());
    if (!verdict.ok) {
      return verdict.reason === "expired"
        ? refusalPage(
            reply,
            410,
            statementMsg.linkExpiredTitle,
            statementMsg.linkExpired(formatShopDateTime(verdict.expiresAt)),
          )
        : refusalPage(reply, 403, statementMsg.linkInvalidTitle, statementMsg.linkInvalid);
    }
    const { customerId, sellerId, from, to } = verdict.claims;
    try {
      const statement = await customerStatement(db, { customerId, sellerId }, { from, to });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${statementFilename(statement)}"`)
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .send(await statementPdf(db, statement));
    } catch (error) {
      // The customer was deleted since the link was made.
      if (error instanceof AppError && error.status === 404)
        return refusalPage(reply, 404, statementMsg.linkInvalidTitle, statementMsg.linkInvalid);
      throw error;
    }
  });
}
