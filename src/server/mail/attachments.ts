import type { Db } from "../db/client";
import type { OutboxAttachment } from "./schema";

/**
 * Attachments are produced when the email is sent or previewed, not stored: a receipt PDF is
 * rebuilt from its sale, so the outbox row stays small and the request that queued it does not
 * render a PDF. A feature registers the producer of its files from its index.ts.
 */
export type AttachmentProducer = (db: Db, ref: string) => Promise<{ content: Buffer; contentType: string }>;

const producers = new Map<string, AttachmentProducer>();

export function registerAttachmentProducer(source: string, producer: AttachmentProducer): void {
  producers.set(source, producer);
}

export async function produceAttachment(db: Db, attachment: OutboxAttachment) {
  const producer = producers.get(attachment.source);
  if (!producer) throw new Error(`no producer for attachment source ${attachment.source}`);
  return { filename: attachment.filename, ...(await producer(db, attachment.ref)) };
}
