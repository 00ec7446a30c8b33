import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../feature";
import { runJob } from "../metrics";
import { setMailSite, setMessageIdHost } from "./outbox";
import { smtpSender } from "./transport";
import { MailWorker, purgeOldBodies } from "./worker";

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The mail worker (only with a mail server: without one, email waits in the outbox and nothing is
 * marked failed) and the hourly purge of old bodies. Every instance runs both; the claim's lease
 * keeps them from sending one row twice.
 */
export async function mailJobs(app: FastifyInstance, { config, db }: FeatureDeps) {
  setMessageIdHost(config.mail.from);
  setMailSite(config.baseUrl);
  let worker: MailWorker | null = null;
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const smtpUrl = config.mail.smtpUrl;
    if (smtpUrl) {
      worker = new MailWorker(db, await smtpSender({ ...config.mail, smtpUrl }), config.mail, app.log);
      worker.start();
    }
    const purge = () =>
      runJob("mail_purge", () => purgeOldBodies(db, config.mail.purgeDays)).catch((err) =>
        app.log.error({ err }, "mail purge failed"),
      );
    purgeTimer = setInterval(purge, PURGE_EVERY_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    await worker?.stop();
  });
}
