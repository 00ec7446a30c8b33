import type { Config } from "../config";

/** One message as the worker hands it to the mail server. */
export interface OutgoingMessage {
  messageId: string;
  to: { name: string; address: string };
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** The error a failed send reports: the SMTP reply code when the server answered. */
export interface SendFailure {
  message: string;
  responseCode?: number;
}

export interface MailSender {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL, loaded only when a mail server is configured (it is not needed to
 * try the shop). A small connection pool keeps one TLS handshake for many messages.
 */
export async function smtpSender(mail: Config["mail"] & { smtpUrl: string }): Promise<MailSender> {
  const nodemailer = await import("nodemailer");
  const url = new URL(mail.smtpUrl);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A local test server speaks plain SMTP; a real one upgrades with STARTTLS when offered.
    ignoreTLS: url.searchParams.get("tls") === "off",
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    dkim: mail.dkim ?? undefined,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: mail.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        attachments: message.attachments,
        messageId: message.messageId,
      });
    },
    close: () => transport.close(),
  };
}
