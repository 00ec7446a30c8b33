import type { Feature } from "../feature";
import { mailJobs } from "./jobs";
import { mailRoutes } from "./routes";
// Declares the outbox gauges /metrics reads at scrape time.
import "./metrics";

/** Email: the outbox every feature writes to, the worker that sends it, Configuración › Correo. */
export const mailFeature: Feature = {
  name: "mail",
  register: async (app, deps) => {
    await app.register(mailJobs, deps);
    await app.register(mailRoutes, deps);
  },
};

export {
  accountMail,
  newPasswordToken,
  queuePasswordLink,
  RESET_LINK_SECONDS,
  RESET_PAGE,
} from "./account-emails";
/** For features that send email: queue one in their transaction, and produce their attachments. */
export { registerAttachmentProducer } from "./attachments";
export { mailBrand } from "./brand";
export {
  button,
  composeEmail,
  escapeHtml,
  Html,
  html,
  type MailBrand,
  type RenderedEmail,
} from "./html";
export { type EmailToSend, enqueueEmail, enqueueEmailWithCommit } from "./outbox";
export { registerMailTemplate } from "./templates";
/** Reminders only: their one-click unsubscribe link and headers, and who asked for no more. */
export { reminderUnsubscribeHeaders, unsubscribedAmong, unsubscribeUrl } from "./unsubscribe";
