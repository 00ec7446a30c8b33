import { generateKeyPairSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addSettings } from "../../../tests/support/factory";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { loadConfig } from "../config";
import { enqueueEmail } from "./outbox";
import { outboxEmails } from "./schema";
import { smtpSender } from "./transport";
import { claimDueEmails, MailWorker, purgeOldBodies } from "./worker";

const quiet = { error() {}, warn() {} };

describe.each(DB_KINDS)("outbox and mail worker (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let counter = 0;
  const mailConfig = () =>
    loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: '"Tiempo HN" <ventas@tiempo.hn>', MAIL_RETRY_BASE_MS: "1" })
      .mail as ReturnType<typeof loadConfig>["mail"] & { smtpUrl: string };
  const workers: MailWorker[] = [];
  const worker = async (config = mailConfig()) => {
    const w = new MailWorker(t.ctx.database.db, await smtpSender(config), config, quiet);
    workers.push(w);
    return w;
  };
  const email = (overrides: Partial<Parameters<typeof enqueueEmail>[1]> = {}) => {
    counter += 1;
    return {
      key: `prueba:${counter}`,
      template: "prueba",
      to: { address: `cliente${counter}@prueba.hn`, name: `Cliente ${counter}` },
      subject: `Asunto ${counter}`,
      html: `<p>Hola ${counter}</p>`,
      text: `Hola ${counter}`,
      ...overrides,
    };
  };
  const rows = () => t.ctx.database.db.select().from(outboxEmails).orderBy(outboxEmails.createdAt);

  beforeAll(async () => {
    // No SMTP_URL: the app runs no worker of its own; each test drives its workers.
    t = await startTestApp(kind);
    smtp = await startTestSmtp();
    await addSettings(t.ctx.database.db, { storeEmail: "tienda@tiempo.hn" });
  });
  afterAll(async () => {
    await smtp.stop();
    await t.close();
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
  });
  beforeEach(async () => {
    await t.ctx.database.db.delete(outboxEmails);
    smtp.messages.length = 0;
    smtp.onMessage = undefined;
  });

  it("a rolled-back change queues nothing; a committed one queues its email once per key", async () => {
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, email());
        throw new Error("la venta falló");
      }),
    ).rejects.toThrow("la venta falló");
    expect(await rows()).toHaveLength(0);
    const one = email();
    await t.ctx.database.db.transaction(async (tx) => {
      expect(await enqueueEmail(tx, one)).toBe(true);
    });
    expect(await enqueueEmail(t.ctx.database.db, { ...one, subject: "otra vez" })).toBe(false);
    const [row, ...rest] = await rows();
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ status: "queued", subject: one.subject, attempts: 0 });
    expect(row!.messageId).toMatch(/^<[A-Za-z0-9]{20}@localhost>$/);
  });

  it("sends through SMTP with the store's Reply-To, and a name cannot add a header", async () => {
    await enqueueEmail(
      t.ctx.database.db,
      email({
        to: { address: "ana@prueba.hn", name: "x\r\nBcc: espia@malo.hn" },
        subject: "Hola\r\nBcc: espia@malo.hn",
      }),
    );
    expect(await (await worker()).drain()).toBe(1);
    const [message] = smtp.messages;
    expect(message!.envelopeTo).toEqual(["ana@prueba.hn"]);
    expect(message!.bcc).toBeUndefined();
    expect(message!.headers.has("bcc")).toBe(false);
    expect(message!.subject).toBe("Hola Bcc: espia@malo.hn");
    expect(message!.replyTo?.text).toBe("tienda@tiempo.hn");
    expect(message!.from?.text).toBe('"Tiempo HN" <ventas@tiempo.hn>');
    expect(message!.text?.trim()).toMatch(/^Hola \d+$/);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", claimedUntil: null, lastError: null });
    expect(message!.messageId).toBe(row!.messageId);
  });

  it("with the server down the email waits, keeps the reason, and goes out once it is back", async () => {
    await enqueueEmail(t.ctx.database.db, email());
    const port = smtp.port;
    await smtp.stop();
    const w = await worker();
    expect(await w.drain()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ status: "queued", attempts: 1, claimedUntil: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    expect(smtp.port).toBe(port);
    await new Promise((r) => setTimeout(r, 20));
    expect(await w.drain()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
    expect(await w.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it("with DKIM settings every message is signed for the store's domain", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const config = loadConfig({
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Tiempo HN" <ventas@tiempo.hn>',
      DKIM_DOMAIN: "tiempo.hn",
      DKIM_SELECTOR: "correo2026",
      DKIM_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    }).mail as ReturnType<typeof loadConfig>["mail"] & { smtpUrl: string };
    const raws: string[] = [];
    smtp.onMessage = (raw) => {
      raws.push(raw.toString("latin1"));
    };
    await enqueueEmail(t.ctx.database.db, email());
    expect(await (await worker(config)).drain()).toBe(1);
    // The header as it travelled (unfolded), not mailparser's reading of it.
    const signature =
      /^DKIM-Signature:(.*(?:\r\n[ \t].*)*)/im.exec(raws[0]!)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? "";
    expect(signature).toMatch(/d=tiempo\.hn/);
    expect(signature).toMatch(/s=correo2026/);
    expect(signature).toMatch(/b=[A-Za-z0-9+/]{40,}/);
    // Without the settings nothing is signed.
    smtp.messages.length = 0;
    await enqueueEmail(t.ctx.database.db, email());
    expect(await (await worker()).drain()).toBe(1);
    expect(smtp.messages[0]!.headers.has("dkim-signature")).toBe(false);
  });

  it("a refusal for good (5xx) marks the email failed with the server's reason", async () => {
    smtp.onMessage = () => {
      throw Object.assign(new Error("Buzón inexistente"), { responseCode: 550 });
    };
    await enqueueEmail(t.ctx.database.db, email());
    await (await worker()).drain();
    const [row] = await rows();
    expect(row!.status).toBe("failed");
    expect(row!.lastError).toContain("Buzón inexistente");
  });

  it("two workers at once never send one row twice, and send them all", async () => {
    for (let i = 0; i < 40; i++) await enqueueEmail(t.ctx.database.db, email());
    const [a, b] = [await worker(), await worker()];
    const [sentA, sentB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentA + sentB).toBe(40);
    const ids = smtp.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toHaveLength(40);
    expect((await rows()).every((r) => r.status === "sent")).toBe(true);
  });

  it("a worker that dies after the server accepted resends once, with the same Message-ID", async () => {
    await enqueueEmail(t.ctx.database.db, email());
    // The dying worker: claims with a short lease, hands the message to the server, never marks it.
    const [claimed] = await claimDueEmails(t.ctx.database.db, 10, 1500);
    const sender = await smtpSender(mailConfig());
    await sender.send({
      messageId: claimed!.message_id,
      to: { name: claimed!.to_name, address: claimed!.to_address },
      subject: claimed!.subject,
      html: claimed!.html!,
      text: claimed!.text_body!,
      headers: {},
      attachments: [],
    });
    sender.close();
    const w = await worker();
    // While the lease runs nobody else takes the row.
    expect(await w.drain()).toBe(0);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(smtp.messages.map((m) => m.messageId)).toEqual([claimed!.message_id, claimed!.message_id]);
  });

  it("without a mail server the app queues and never marks anything failed", async () => {
    const app = await startTestApp(kind, { MAIL_POLL_MS: "10" });
    try {
      await app.app.ready();
      await enqueueEmail(app.ctx.database.db, email());
      await new Promise((r) => setTimeout(r, 100));
      const [row] = await app.ctx.database.db.select().from(outboxEmails);
      expect(row).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    } finally {
      await app.close();
    }
  });

  it("the app's own worker sends what a request queued, without the request waiting", async () => {
    const app = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: "20" });
    try {
      await app.app.ready();
      await enqueueEmail(app.ctx.database.db, email({ to: { address: "pronto@prueba.hn" } }));
      await smtp.waitFor(1);
      expect(smtp.messages[0]!.envelopeTo).toEqual(["pronto@prueba.hn"]);
    } finally {
      await app.close();
    }
  });

  it("bodies of old emails that are no longer waiting are purged; the row stays", async () => {
    await enqueueEmail(t.ctx.database.db, email());
    await enqueueEmail(t.ctx.database.db, email());
    const [sent, waiting] = await rows();
    await t.ctx.database.db
      .update(outboxEmails)
      .set({ status: "sent", createdAt: sql`now() - interval '91 days'` })
      .where(eq(outboxEmails.id, sent!.id));
    await t.ctx.database.db
      .update(outboxEmails)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(outboxEmails.id, waiting!.id));
    expect(await purgeOldBodies(t.ctx.database.db, 90)).toBe(1);
    const after = await rows();
    expect(after.find((r) => r.id === sent!.id)).toMatchObject({ html: null, textBody: null });
    expect(after.find((r) => r.id === waiting!.id)!.html).toBe(waiting!.html);
  });
});
