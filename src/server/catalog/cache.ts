import { CHANGES_CATALOGUE, type LiveTopic } from "../../contracts/live";
import { type BusMessage, type LiveBus, watchPublishes } from "../live/bus";

/** A topic this version does not know (another instance, newer) counts as a change. */
const changesCatalogue = (topic: string) => CHANGES_CATALOGUE[topic as LiveTopic] !== false;

/** A write whose event never comes back (its transaction rolled back) stops blocking the cache after this. */
const PENDING_LIMIT_MS = 10_000;

export interface ReadCacheOptions {
  /** Most answers kept; the oldest is dropped first (search texts make the keys unbounded). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Serialized answers of the public catalogue reads, kept until a live event says the catalogue
 * changed. Events travel through PostgreSQL NOTIFY, so every instance hears every write once it
 * commits. Between a write in this process and its event coming back (the commit), and while
 * the LISTEN connection is down, reads go to the database and nothing is stored: an answer is
 * never older than the last event this instance heard.
 */
export class CatalogReadCache {
  private readonly entries = new Map<string, string | null>();
  /** Nonces of this process's own catalogue events not heard back yet, with when they were published. */
  private readonly pending = new Map<string, number>();
  /** Bumped by every change: a read that started before it must not store its answer. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly stops: Array<() => void>;

  constructor(
    private readonly bus: LiveBus,
    options: ReadCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
    const unsubscribe = bus.subscribe((message) => this.heard(message));
    const unwatchPublishes = watchPublishes((event, nonce) => {
      if (!changesCatalogue(event.topic)) return;
      this.pending.set(nonce, this.now());
      this.invalidate();
    });
    const unwatchListening = bus.watchListening(() => this.invalidate());
    this.stops = [unsubscribe, unwatchPublishes, unwatchListening];
  }

  /** The cached answer for `key`, or `load()`'s (stored when nothing changed while it ran). */
  async read(key: string, load: () => Promise<string | null>): Promise<string | null> {
    if (!this.usable()) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const started = this.generation;
    const value = await load();
    if (started === this.generation && this.usable()) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.entries.clear();
  }

  private heard(message: BusMessage): void {
    if (!changesCatalogue(message.topic)) return;
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
