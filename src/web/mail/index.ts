/** Configuración › Correo: what the store sends, sent, waiting or failed, and a preview of each template. */
export { MailTab } from "./mail-tab";
