/** Configuración › Correo: what the store sends, sent, waiting or failed, and a preview of each template. */
export { MailTab } from "./mail-tab";
/** Staff actions that email a set-your-password link: one account, or every imported one without a password. */
export { ImportedLinksButton, SendPasswordLinkButton } from "./password-link-actions";
