import { describe, expect, it } from "vitest";
import { emptyScan, SCAN_MAX_GAP_MS, type ScanState, type ScanStep, scanStep } from "./scan-timing";

/** Feeds keys `gap` ms apart and returns every step. */
function feed(keys: string[], gap: number, start = 1_000, state: ScanState = emptyScan): ScanStep[] {
  const steps: ScanStep[] = [];
  let s = state;
  keys.forEach((key, i) => {
    const step = scanStep(s, key, start + i * gap);
    steps.push(step);
    s = step.state;
  });
  return steps;
}
const chars = (code: string) => [...code];

describe("scanStep", () => {
  it("reads a scan: six or more characters 10 ms apart, then Enter", () => {
    const steps = feed([...chars("750123"), "Enter"], 10);
    expect(steps.at(-1)).toEqual({ kind: "scan", state: emptyScan, code: "750123" });
    expect(steps.slice(0, -1).every((s) => s.kind === "key")).toBe(true);
  });

  it("accepts keys exactly at the 50 ms limit", () => {
    expect(feed([...chars("ABCDEF"), "Enter"], SCAN_MAX_GAP_MS).at(-1)?.kind).toBe("scan");
  });

  it("leaves typing alone: keys slower than 50 ms are not a scan", () => {
    const steps = feed([...chars("reloj azul"), "Enter"], SCAN_MAX_GAP_MS + 1);
    expect(steps.at(-1)).toEqual({ kind: "key", state: emptyScan });
  });

  it("needs at least six characters", () => {
    expect(feed([...chars("12345"), "Enter"], 10).at(-1)?.kind).toBe("key");
  });

  it("needs the Enter within the gap too", () => {
    const burst = feed(chars("750123"), 10);
    const late = scanStep(burst.at(-1)?.state ?? emptyScan, "Enter", 1_000 + 5 * 10 + 200);
    expect(late.kind).toBe("key");
  });

  it("starts a new burst after a pause: typed text before a scan is not part of the code", () => {
    const typed = feed(chars("ab"), 200);
    const steps = feed([...chars("4006381333931"), "Enter"], 10, 5_000, typed.at(-1)?.state);
    expect(steps.at(-1)).toMatchObject({ kind: "scan", code: "4006381333931" });
  });

  it("lets Shift pass inside a burst (scanners shift for capitals)", () => {
    const steps = feed(["S", "Shift", "R", "P", "D", "5", "5", "Enter"], 10);
    expect(steps[1]).toEqual({ kind: "key", state: steps[0]?.state });
    expect(steps.at(-1)).toMatchObject({ kind: "scan", code: "SRPD55" });
  });

  it("a non-character key (Tab, Backspace) ends the burst", () => {
    const steps = feed([...chars("ABC"), "Backspace", ...chars("DEF"), "Enter"], 10);
    expect(steps[3]).toEqual({ kind: "key", state: emptyScan });
    expect(steps.at(-1)?.kind).toBe("key");
  });

  it("an Enter with nothing before it is a key", () => {
    expect(scanStep(emptyScan, "Enter", 0)).toEqual({ kind: "key", state: emptyScan });
  });
});
