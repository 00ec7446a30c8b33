/**
 * The soak's load generator, in a Node process of its own (src/server/faults/soak.ts spawns it):
 * reads a SoakSpec (JSON) on stdin, sends the mixed workload at fixed rates (open loop: a request
 * starts on schedule whether or not earlier ones have answered), holds the live streams open, and
 * prints one SoakTally (JSON) line on stdout.
 */
import { openStream } from "../../support/sse";
import type { ChildServer } from "./child-server";
import { api } from "./child-server";
import { cardCheckout, type Outcome, type Store, saleWithPayment } from "./workload";

export interface SoakRates {
  /** Catalogue pages, product pages (API) and, when the web app is built, the home and product HTML. */
  browse: number;
  /** Cart prices (checkout quote). */
  cart: number;
  /** Card checkouts paid on the sandbox page (one in five is abandoned unpaid and keeps its reservation). */
  checkout: number;
  /** Counter sales with an admin's abono. */
  sale: number;
}

export interface SoakSpec {
  url: string;
  port: number;
  seconds: number;
  rates: SoakRates;
  streams: { visitors: number; staff: number };
  store: Omit<Store, "prices"> & { prices: Array<[string, number]>; scarceId: string };
  html: boolean;
}

export interface KindTally {
  started: number;
  ok: number;
  /** Refusals the workload expects: the scarce watch sold out. */
  soldOut: number;
  errors: number;
  latencies: number[];
}

export interface SoakTally {
  kinds: Record<
    string,
    { started: number; ok: number; soldOut: number; errors: number; p50: number; p99: number }
  >;
  /** Requests not started on time because too many of that kind were still waiting (the server fell behind). */
  behind: number;
  errorSamples: string[];
  streams: { opened: number; endedEarly: number; events: number };
}

const MAX_IN_FLIGHT = 64;

async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function drive(spec: SoakSpec): Promise<SoakTally> {
  const server = { url: spec.url, port: spec.port } as ChildServer;
  const store: Store = { ...spec.store, prices: new Map(spec.store.prices) };
  const tallies = new Map<string, KindTally>();
  const inFlight = new Map<string, number>();
  const errorSamples: string[] = [];
  let behind = 0;
  const tally = (kind: string) => {
    let t = tallies.get(kind);
    if (!t) {
      t = { started: 0, ok: 0, soldOut: 0, errors: 0, latencies: [] };
      tallies.set(kind, t);
    }
    return t;
  };
  const startedAt = Date.now();
  const record = (kind: string, detail: string) => {
    tally(kind).errors++;
    const at = ((Date.now() - startedAt) / 1000).toFixed(0);
    if (errorSamples.length < 10) errorSamples.push(`${at} s ${kind}: ${detail}`);
  };

  /** Runs `task` `rate` times a second until the end, each start on schedule. */
  const schedule = (kind: string, rate: number, task: (i: number) => Promise<Outcome>) => {
    if (rate <= 0) return;
    let i = 0;
    const every = 1000 / rate;
    const timer = setInterval(() => {
      if ((inFlight.get(kind) ?? 0) >= MAX_IN_FLIGHT) {
        behind++;
        return;
      }
      const n = i++;
      const t = tally(kind);
      t.started++;
      inFlight.set(kind, (inFlight.get(kind) ?? 0) + 1);
      const started = performance.now();
      task(n)
        .then((outcome) => {
          if (outcome.ok) {
            t.ok++;
            t.latencies.push(performance.now() - started);
          } else if (outcome.status === 409 || outcome.status === 400) {
            // Only the scarce watch may be refused, and only for stock (checked by the caller's tag).
            if (outcome.step === "sold-out") t.soldOut++;
            else record(kind, `${outcome.step} ${outcome.status} ${outcome.message ?? ""}`);
          } else record(kind, `${outcome.step} ${outcome.status} ${outcome.message ?? ""}`);
        })
        .catch((error: Error) => record(kind, error.message))
        .finally(() => inFlight.set(kind, (inFlight.get(kind) ?? 1) - 1));
    }, every);
    timers.push(timer);
  };
  const timers: NodeJS.Timeout[] = [];

  const get = async (step: string, path: string): Promise<Outcome> => {
    const res = await api(server, "GET", path);
    return { ok: res.status === 200, status: res.status, step, message: String(res.status) };
  };
  const ids = store.productIds;
  const pages = [
    "/api/catalog",
    "/api/catalog?page=2",
    "/api/catalog?sort=price_asc",
    "/api/catalog?q=reloj",
  ];
  const browse = (i: number) => {
    const id = ids[i % ids.length]!;
    const choice = i % (spec.html ? 4 : 2);
    if (choice === 0) return get("catalog", pages[i % pages.length]!);
    if (choice === 1) return get("product", `/api/catalog/${id}`);
    if (choice === 2) return get("home-html", "/");
    return get("product-html", `/products/${id}`);
  };
  const cart = async (i: number): Promise<Outcome> => {
    const res = await api(server, "POST", "/api/checkout/quote", {
      body: {
        items: [
          { productId: ids[i % ids.length], quantity: 1 },
          { productId: ids[(i + 1) % ids.length], quantity: 2 },
        ],
        cityId: store.cityId,
      },
    });
    return { ok: res.status === 200, status: res.status, step: "quote", message: JSON.stringify(res.json) };
  };
  // Every fourth checkout asks for the scarce watch: once it is sold out those are refused (a 4xx),
  // and the checker then proves no unit was sold twice.
  const checkout = async (i: number): Promise<Outcome> => {
    const scarce = i % 4 === 0;
    const target: Store = scarce ? { ...store, productIds: [spec.store.scarceId] } : store;
    const abandon = i % 5 === 4;
    const outcome = await cardCheckout(server, target, i, { pay: !abandon });
    if (!outcome.ok && scarce && outcome.step === "checkout" && outcome.status < 500) {
      return { ...outcome, step: "sold-out" };
    }
    return outcome;
  };

  const streams = [
    ...Array.from({ length: spec.streams.visitors }, () => openStream(spec.port, null)),
    ...Array.from({ length: spec.streams.staff }, () => openStream(spec.port, store.adminCookie)),
  ];
  await Promise.all(streams.map((s) => s.ready));

  schedule("browse", spec.rates.browse, browse);
  schedule("cart", spec.rates.cart, cart);
  schedule("checkout", spec.rates.checkout, checkout);
  schedule("sale", spec.rates.sale, (i) => saleWithPayment(server, store, i));
  await new Promise((r) => setTimeout(r, spec.seconds * 1000));
  for (const timer of timers) clearInterval(timer);
  // Let the last requests answer.
  const until = Date.now() + 30_000;
  while ([...inFlight.values()].some((n) => n > 0) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const endedEarly = streams.filter((s) => s.ended()).length;
  const events = streams.reduce((sum, s) => sum + s.events.length, 0);
  for (const s of streams) s.close();

  const kinds: SoakTally["kinds"] = {};
  for (const [kind, t] of tallies) {
    const sorted = t.latencies.sort((x, y) => x - y);
    kinds[kind] = {
      started: t.started,
      ok: t.ok,
      soldOut: t.soldOut,
      errors: t.errors,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  }
  return { kinds, behind, errorSamples, streams: { opened: streams.length, endedEarly, events } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tally = await drive(JSON.parse(await readStdin()) as SoakSpec);
  process.stdout.write(`${JSON.stringify(tally)}\n`);
  process.exit(0);
}
