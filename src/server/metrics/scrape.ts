import type { FeatureDeps } from "../feature";

/**
 * A figure read from the database when Prometheus scrapes (the outbox's depth and age), not kept
 * up to date on every write: one cheap query per scrape. A feature declares its gauges and how to
 * read them, once, at import time; each app's metrics route asks them with its own database.
 */
export interface ScrapeCollector<K extends string> {
  /** Gauge name → its help text. */
  gauges: Record<K, string>;
  collect(deps: FeatureDeps): Promise<Record<K, number>>;
}

const collectors: ScrapeCollector<string>[] = [];

export function collectAtScrape<K extends string>(collector: ScrapeCollector<K>): void {
  collectors.push(collector);
}

export function scrapeCollectors(): readonly ScrapeCollector<string>[] {
  return collectors;
}
