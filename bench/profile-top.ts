import { readFile } from "node:fs/promises";

/**
 * `npx tsx bench/profile-top.ts <file.cpuprofile> [n]`: the top frames of a V8 CPU profile (as
 * written by a bench run with BENCH_CPU_PROF=<dir>) by self time, and self time per package or
 * source folder, so a slow operation's profile can be read without a browser.
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function where(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /\/(src\/[^/]+\/[^/]+|dist\/server|\.bench-build\/\d+)\//.exec(url);
  if (src) return src[1]!;
  if (url.startsWith("node:")) return url;
  return url ? "other" : "(native/V8)";
}

const [file, count = "20"] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-top.ts <file.cpuprofile> [n]");
const profile = JSON.parse(await readFile(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const frames = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
  frames.set(name, (frames.get(name) ?? 0) + us);
  places.set(where(url), (places.get(where(url)) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(1)} s sampled\n\nself time by frame:`);
for (const [name, us] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`${pct(us)}  ${name}`);
console.log("\nself time by package / folder:");
for (const [name, us] of [...places].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`${pct(us)}  ${name}`);
