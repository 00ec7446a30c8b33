import type { Feature } from "../feature";
import { mailJobs } from "./jobs";

/** Email: the outbox every feature writes to, the worker that sends it, Configuración › Correo. */
export const mailFeature: Feature = {
  name: "mail",
  register: (app, deps) => app.register(mailJobs, deps),
};

/** For features that send email: queue one in their transaction, and produce their attachments. */
export { registerAttachmentProducer } from "./attachments";
export { type EmailToSend, enqueueEmail } from "./outbox";
