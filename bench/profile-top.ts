import { readFile } from "node:fs/promises";

/**
 * `npx tsx bench/profile-top.ts <file.cpuprofile> [n]`: the top frames of a V8 CPU profile (as
 * written by a bench run with BENCH_CPU_PROF=<dir>) by self time, and self time per package or
 * source folder, so a slow operation's profile can be read without a browser.
 * `--timeline` prints instead, for each second of the profile, how busy the thread was (not idle,
 * not waiting) and its busiest frame: a stall shows as seconds of 100 % in one place, or of 0 %
 * while requests time out (the process was not given the CPU, or waited on something outside).
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

const args = process.argv.slice(2);
const timeline = args.includes("--timeline");
const [file, count = "20"] = args.filter((a) => a !== "--timeline");
if (!file) throw new Error("usage: profile-top.ts <file.cpuprofile> [n] [--timeline]");
const profile = JSON.parse(await readFile(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const frameName = (id: number) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  return `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
};

if (timeline) {
  const seconds = new Map<number, { busy: number; all: number; frames: Map<string, number> }>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    const second = Math.floor(at / 1e6);
    const s = seconds.get(second) ?? { busy: 0, all: 0, frames: new Map() };
    seconds.set(second, s);
    s.all += us;
    const name = frameName(id);
    if (name.startsWith("(idle)") || name.startsWith("(program)")) return;
    s.busy += us;
    s.frames.set(name, (s.frames.get(name) ?? 0) + us);
  });
  for (const [second, s] of [...seconds].sort((a, b) => a[0] - b[0])) {
    const top = [...s.frames].sort((a, b) => b[1] - a[1])[0];
    const busy = s.all ? Math.round((100 * s.busy) / s.all) : 0;
    console.log(`${String(second).padStart(5)} s  ${String(busy).padStart(3)} %  ${top ? top[0] : ""}`);
  }
  process.exit(0);
}
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const frames = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, us] of self) {
  const { url } = byId.get(id)!.callFrame;
  const name = frameName(id);
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
