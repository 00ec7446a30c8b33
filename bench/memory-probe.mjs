// Preloaded into a benchmarked server (`node --expose-gc --import ./bench/memory-probe.mjs`):
// on SIGUSR2 it collects garbage and writes process.memoryUsage() to MEMORY_PROBE_FILE, so the
// memory bench can say where the resident memory goes (JS heap, buffers, the rest: code,
// compiled TypeScript, WebAssembly such as PGlite's, native libraries).
import { writeFileSync } from "node:fs";
import v8 from "node:v8";

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    globalThis.gc?.();
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]),
    );
    writeFileSync(file, JSON.stringify({ ...usage, spaces }));
  });
}
