import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests: it accepts every message and keeps it parsed, with the raw
 * envelope recipients. `stop()` and `start()` take it down and bring it back on the same port.
 */
export interface TestSmtp {
  url: string;
  port: number;
  messages: (ParsedMail & { envelopeTo: string[] })[];
  /** Called on each message before it is accepted; throw an error with responseCode to refuse. */
  onMessage?: (raw: Buffer) => void | Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    url: "",
    port,
    messages: [],
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (smtp.messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} emails, got ${smtp.messages.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // Stopping cuts pooled client connections at once instead of waiting for them to quit.
        closeTimeout: 50,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", async () => {
            const raw = Buffer.concat(chunks);
            try {
              await smtp.onMessage?.(raw);
              const parsed = await simpleParser(raw);
              smtp.messages.push(
                Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }),
              );
              callback();
            } catch (error) {
              callback(error as Error);
            }
          });
        },
      });
      await new Promise<void>((resolve) => s.listen(smtp.port, "127.0.0.1", () => resolve()));
      smtp.port = (s.server.address() as AddressInfo).port;
      smtp.url = `smtp://127.0.0.1:${smtp.port}?tls=off`;
      server = s;
    },
  };
  await smtp.start();
  return smtp;
}
