import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { HandlerResult, OperationSpec } from "../../contracts/kernel/operation";
import { withPage } from "../../domain/kernel/paging";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { KeptJson, sendKeptJson } from "../http/kept-json";
import { type BusMessage, type LiveBus, watchPublishes } from "./bus";

/** A write whose event never comes back (its transaction rolled back) stops blocking the cache after this. */
const PENDING_LIMIT_MS = 10_000;

/**
 * The backstop of the reads that sum the whole book (dashboards, receivable, Cobranza): even if
 * some change published no event, an answer is at most this old.
 */
export const BOOK_READ_MAX_AGE_MS = 30_000;

export interface ReadCacheOptions {
  /**
   * Whether an event on `topic` changes what is cached; by default every event but the sessions'
   * announcements does. A topic this version does not know (another instance, newer) must answer
   * true.
   */
  changes?: (topic: string) => boolean;
  /** Most answers kept; the oldest is dropped first (search texts make the keys unbounded). */
  maxEntries?: number;
  /** An answer older than this is read again even if no event came (a backstop; default none). */
  maxAgeMs?: number;
  /**
   * Whether readers that miss together wait for one load (default). Off when loads run inside
   * the callers' transactions: one transaction's statement must not answer, fail or wait on a
   * lock for another's.
   */
  shareLoads?: boolean;
  now?: () => number;
}

/**
 * Answers of reads, kept until a live event says what they read changed (the catalogue's public
 * reads; the reports that sum every sale). Events travel through PostgreSQL NOTIFY, so every
 * instance hears every write once it commits. Between a write in this process and its event
 * coming back (the commit), and while the LISTEN connection is down, reads go to the database
 * and nothing is stored: an answer is never older than the last event this instance heard.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  /** Loads under way, by key, with the generation they began in. */
  private readonly loading = new Map<string, { generation: number; value: Promise<T> }>();
  /** Nonces of this process's own events it cares about, not heard back yet, with when they were published. */
  private readonly pending = new Map<string, number>();
  /** Bumped by every change: a read that started before it must not store its answer. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly shareLoads: boolean;
  private readonly changes: (topic: string) => boolean;
  private readonly now: () => number;
  private readonly stops: Array<() => void>;

  constructor(
    private readonly bus: LiveBus,
    options: ReadCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.shareLoads = options.shareLoads ?? true;
    // The sessions' announcements (docs/decisions/0255) concern only the kept sessions.
    this.changes = options.changes ?? ((topic) => topic !== "sessions");
    this.now = options.now ?? Date.now;
    const unsubscribe = bus.subscribe((message) => this.heard(message));
    const unwatchPublishes = watchPublishes((event, nonce) => {
      if (!this.changes(event.topic)) return;
      this.pending.set(nonce, this.now());
      this.invalidate();
    });
    const unwatchListening = bus.watchListening(() => this.invalidate());
    this.stops = [unsubscribe, unwatchPublishes, unwatchListening];
  }

  /** The cached answer for `key`, or `load()`'s (stored when nothing changed while it ran). */
  async read(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.usable()) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined && this.now() - hit.at < this.maxAgeMs) return hit.value;
    // Readers that miss together share one load (a report summing the whole book, asked by ten
    // people at once, is read once), unless a change was heard since that load began.
    const flying = this.loading.get(key);
    if (this.shareLoads && flying && flying.generation === this.generation) return flying.value;
    const started = this.generation;
    const at = this.now();
    const loaded = load();
    if (this.shareLoads) this.loading.set(key, { generation: started, value: loaded });
    try {
      const value = await loaded;
      if (started === this.generation && this.usable()) {
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, { value, at });
      }
      return value;
    } finally {
      if (this.loading.get(key)?.value === loaded) this.loading.delete(key);
    }
  }

  /** Drops every answer now: this process changed what they read, outside any published event. */
  forget(): void {
    this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.entries.clear();
  }

  private heard(message: BusMessage): void {
    if (!this.changes(message.topic)) return;
    if (message.n) this.pending.delete(message.n);
    this.invalidate();
  }

  private invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private usable(): boolean {
    if (!this.bus.listening) return false;
    if (this.pending.size === 0) return true;
    const limit = this.now() - PENDING_LIMIT_MS;
    for (const [nonce, at] of this.pending) if (at < limit) this.pending.delete(nonce);
    return this.pending.size === 0;
  }
}

/**
 * How many answers a whole-book read keeps by default: per query or per person, each up to a few
 * hundred KB as bytes. A read whose answers are larger (a statement, Facturas' year, a whole
 * report behind its pages) keeps fewer, so memory stays bounded whatever people ask.
 */
const DEFAULT_KEPT_ENTRIES = 100;

/**
 * A whole-book read kept until any change is heard (docs/decisions/0226), per shop day since it is
 * computed for today, with the 30 s backstop; closed with the app. Answers `(key, load)`.
 */
export function keptPerShopDay<T>(app: FastifyInstance, bus: LiveBus, maxEntries = DEFAULT_KEPT_ENTRIES) {
  const cache = new ReadCache<T>(bus, { maxAgeMs: BOOK_READ_MAX_AGE_MS, maxEntries });
  app.addHook("onClose", async () => cache.close());
  return (key: string, load: () => Promise<T>): Promise<T> =>
    cache.read(`${key}|${shopDay(new Date())}`, load);
}

/**
 * keptPerShopDay for a whole answer of `operation`, kept as the bytes it is sent as: encoded by
 * the operation's response schema once, compressed once per encoding (KeptJson). A whole-book
 * answer of thousands of rows (Por cobrar, Cobranza, Reportes › Inventario) cost its encoding and
 * compression on every request, 2–3 s at ten connections on a ten-year shop; kept, it costs a
 * write (docs/decisions/0258). Answers `(request, reply, key, load)`.
 */
export function keptAnswersPerShopDay<T extends OperationSpec & { response: z.ZodType }>(
  app: FastifyInstance,
  bus: LiveBus,
  operation: T,
  maxEntries = DEFAULT_KEPT_ENTRIES,
) {
  const kept = keptPerShopDay<KeptJson>(app, bus, maxEntries);
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<HandlerResult<T>>,
  ): Promise<FastifyReply> =>
    sendKeptJson(
      request,
      reply,
      await kept(key, async () => new KeptJson(JSON.stringify(z.encode(operation.response, await load())))),
    );
}

/**
 * A whole-book report shown a page at a time: the whole report (`loadWhole(key)`) is kept, computed
 * once for every page; each page's answer, the whole with its list under `listKey` cut to the page
 * (withPage), is kept as its bytes. Both are dropped by the same events. Answers
 * `(request, reply, key, page)`.
 */
export function keptPagesPerShopDay<
  T extends OperationSpec & { response: z.ZodType },
  K extends string,
  W extends Record<K, readonly unknown[]>,
>(app: FastifyInstance, bus: LiveBus, operation: T, listKey: K, loadWhole: (key: string) => Promise<W>) {
  // A whole report is megabytes of objects at ten times the benches' data: a few keys at most.
  const wholes = keptPerShopDay<W>(app, bus, 4);
  const pages = keptAnswersPerShopDay(app, bus, operation);
  return (request: FastifyRequest, reply: FastifyReply, key: string, page: number): Promise<FastifyReply> =>
    pages(request, reply, `${key}|${page}`, async () => {
      const whole = await wholes(key, () => loadWhole(key));
      return withPage(whole, listKey, page) as HandlerResult<T>;
    });
}
