import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../../contracts/auth/session";
import type { LiveEvent } from "../../contracts/live/live";
import type { Role } from "../../domain/kernel/roles";
import { beforeCommit } from "../db/before-commit";
import type { Database, DbOrTx } from "../db/client";

/**
 * Live events travel through PostgreSQL NOTIFY on one channel, so every server instance
 * (and PGlite in-process) hears every write. Publishing inside the writing transaction means
 * an event is delivered only if the write commits.
 */
export const LIVE_CHANNEL = "store_live";

/**
 * Who may hear an event (docs/product/roles.md visibility): everyone, or some roles and/or some users, and/or
 * the browsers holding an order's owner cookie (`ownerTokenHashes`: SHA-256 of the `order_owner`
 * token, decision 0242), so a guest's own payment page hears about its own order and nobody else does.
 */
export type Audience =
  | { everyone: true }
  | {
      roles?: readonly Role[];
      userIds?: readonly (string | null | undefined)[];
      ownerTokenHashes?: readonly (string | null | undefined)[];
    };

export interface BusMessage extends LiveEvent {
  audience: Audience;
  /** Unique per publish (this process's tag and a counter): lets this process match its own events. */
  n?: string;
}

/**
 * Told synchronously when this process publishes, before the writing transaction commits. The
 * catalogue cache stops answering from memory until the event comes back through the database
 * (the write then committed and every instance hears it), so a reader on the writer's own
 * instance never gets the old price or stock after the write's answer (docs/decisions/0140).
 */
export type PublishWatcher = (event: LiveEvent, nonce: string) => void;
const publishWatchers = new Set<PublishWatcher>();
export function watchPublishes(watcher: PublishWatcher): () => void {
  publishWatchers.add(watcher);
  return () => publishWatchers.delete(watcher);
}
const PROCESS_TAG = randomBytes(4).toString("hex");
let published = 0;

export function mayHear(
  audience: Audience,
  user: SessionUser | null,
  ownerTokenHashes: readonly string[] = [],
): boolean {
  if ("everyone" in audience) return true;
  if (ownerTokenHashes.some((hash) => audience.ownerTokenHashes?.includes(hash))) return true;
  if (!user) return false;
  return Boolean(audience.roles?.includes(user.role) || audience.userIds?.includes(user.id));
}

/** Publishes from inside a transaction (or directly). */
export async function publish(db: DbOrTx, message: BusMessage): Promise<void> {
  await publishAll(db, [message]);
}

/**
 * Several events, in order. Inside a transaction they are sent with every other event of that
 * transaction in one statement just before it commits (db/before-commit.ts); on the database
 * itself, at once.
 */
export async function publishAll(db: DbOrTx, messages: readonly BusMessage[]): Promise<void> {
  if (!messages.length) return;
  const payloads = messages.map(toPayload);
  const queued = queuedIn.get(db);
  if (queued) {
    queued.push(...payloads);
    return;
  }
  const queue = [...payloads];
  const flush = () => {
    // A publish after this point (another before-commit action) is sent on its own, not lost.
    queuedIn.delete(db);
    return notify(db, queue);
  };
  if (beforeCommit(db, flush)) {
    queuedIn.set(db, queue);
    return;
  }
  await notify(db, payloads);
}

/** Events of a transaction not sent yet. */
const queuedIn = new WeakMap<object, string[]>();

/**
 * Topics whose ids anyone may read: a product (the writer sends a hidden one to staff only), a
 * shipping location and the settings document are all on the storefront. An event to everyone
 * on any other topic says only that something changed (id null): a discount code's name, for one,
 * is a secret a visitor's stream must not learn.
 */
export const TOPICS_WITH_PUBLIC_IDS: ReadonlySet<LiveEvent["topic"]> = new Set([
  "products",
  "shipping_locations",
  "settings",
]);

/** Refuses (as the programming error it is) an event to everyone carrying an id not every visitor may read. */
export function assertNothingPrivateToEveryone(message: BusMessage): void {
  if ("everyone" in message.audience && message.id !== null && !TOPICS_WITH_PUBLIC_IDS.has(message.topic))
    throw new Error(`A '${message.topic}' event to everyone may not carry an id`);
}

/** The NOTIFY payload of a message; this process's watchers hear of it now, before any commit. */
function toPayload(message: BusMessage): string {
  assertNothingPrivateToEveryone(message);
  const audience =
    "everyone" in message.audience
      ? message.audience
      : {
          roles: message.audience.roles,
          userIds: message.audience.userIds?.filter(Boolean),
          ownerTokenHashes: message.audience.ownerTokenHashes?.filter(Boolean),
        };
  published += 1;
  const nonce = `${PROCESS_TAG}.${published}`;
  for (const watcher of publishWatchers) watcher(message, nonce);
  return JSON.stringify({ topic: message.topic, id: message.id, audience, n: nonce });
}

/**
 * PostgreSQL allows at most 1,664 entries in one select list: a transaction with more events (an
 * import of the old shop's sales) sends them in statements of this many.
 */
const NOTIFIES_PER_STATEMENT = 500;

async function notify(db: DbOrTx, payloads: readonly string[]): Promise<void> {
  for (let start = 0; start < payloads.length; start += NOTIFIES_PER_STATEMENT) {
    const notifies = payloads
      .slice(start, start + NOTIFIES_PER_STATEMENT)
      .map((payload) => sql`pg_notify(${LIVE_CHANNEL}, ${payload})`);
    await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
  }
}

export type Subscriber = (message: BusMessage) => void;
/** Told when the LISTEN connection is lost (events may be missed meanwhile) and when it is back. */
export type ListeningWatcher = (listening: boolean) => void;

/** Reads, from a stream's request, the hashes of the owner tokens it holds (see `Audience`). */
export type OwnerTokenReader = (request: FastifyRequest) => readonly string[];

/** One LISTEN per server instance, fanned out in memory to every open stream. */
export class LiveBus {
  private readonly subscribers = new Set<Subscriber>();
  private readonly listeningWatchers = new Set<ListeningWatcher>();
  private readonly streamEnders = new Set<() => void>();
  private readonly ownerTokenReaders: OwnerTokenReader[] = [];
  private stop: (() => Promise<void>) | null = null;
  /** False while the LISTEN connection is down: events published meanwhile never arrive here. */
  listening = false;

  // Only LISTEN is asked of the database (a test hands in a fake one).
  constructor(private readonly database: Pick<Database, "listen">) {}

  async start(): Promise<void> {
    this.stop = await this.database.listen(
      LIVE_CHANNEL,
      (payload) => {
        let message: BusMessage;
        try {
          message = JSON.parse(payload) as BusMessage;
        } catch {
          return;
        }
        for (const subscriber of this.subscribers) subscriber(message);
      },
      (listening) => this.setListening(listening),
    );
    this.setListening(true);
  }

  private setListening(listening: boolean): void {
    if (this.listening === listening) return;
    this.listening = listening;
    for (const watcher of this.listeningWatchers) watcher(listening);
  }

  /**
   * A feature that addresses events to the browsers holding a token of its own (checkout's
   * order-owner cookie) registers how to read it; the live stream asks every reader, so the
   * platform needs to know no feature's cookie.
   */
  readOwnerTokensWith(reader: OwnerTokenReader): void {
    this.ownerTokenReaders.push(reader);
  }

  /** The owner-token hashes a stream's request holds, from every registered reader. */
  ownerTokenHashesOf(request: FastifyRequest): string[] {
    return this.ownerTokenReaders.flatMap((read) => read(request));
  }

  watchListening(watcher: ListeningWatcher): () => void {
    this.listeningWatchers.add(watcher);
    return () => this.listeningWatchers.delete(watcher);
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** An open stream registers how to end it, so a shutting-down server can end them all. */
  onEndStreams(end: () => void): () => void {
    this.streamEnders.add(end);
    return () => this.streamEnders.delete(end);
  }

  /** Graceful shutdown: ends every open stream; browsers reconnect to another instance. */
  endStreams(): void {
    for (const end of [...this.streamEnders]) end();
  }

  /** Live (SSE) streams open on this instance now. */
  get openStreams(): number {
    return this.streamEnders.size;
  }

  get size(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    this.setListening(false);
    this.listeningWatchers.clear();
    await this.stop?.();
    this.stop = null;
  }
}
