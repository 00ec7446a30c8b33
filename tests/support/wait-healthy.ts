import type { ChildProcess } from "node:child_process";

export interface WaitHealthyOptions {
  /** Give up after this long (default 90 s: a cold PGlite start on a busy 2-core machine). */
  ms?: number;
  /** Between two attempts; a benchmark timing the start-up asks often. */
  everyMs?: number;
  /** What the process wrote, put in the error so a failed start says why. */
  output?: () => string;
}

/**
 * Resolves once GET <baseUrl>/api/health answers 200; fails when `child` ends first or after
 * `ms`. One wait for every server a test or benchmark starts as a process.
 */
export async function waitHealthy(
  baseUrl: string,
  child: ChildProcess,
  { ms = 90_000, everyMs = 100, output = () => "" }: WaitHealthyOptions = {},
): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`server not healthy after ${ms} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
