import { describe, expect, it } from "vitest";
import { CAMERA_AWAY_MS, cameraReadStep, emptyCameraRead } from "./camera-reads";

/** Feeds frames [code or null, time] and returns the codes that counted. */
function counted(frames: [string | null, number][]): string[] {
  let state = emptyCameraRead;
  const out: string[] = [];
  for (const [seen, at] of frames) {
    const step = cameraReadStep(state, seen, at);
    state = step.state;
    if (step.code !== null) out.push(step.code);
  }
  return out;
}

describe("camera reads", () => {
  it("counts a code held in view once", () => {
    expect(
      counted([
        ["A", 0],
        ["A", 200],
        ["A", 400],
        ["A", 5000],
      ]),
    ).toEqual(["A"]);
  });

  it("counts it again after it was out of view long enough", () => {
    expect(
      counted([
        ["A", 0],
        [null, 200],
        [null, 500],
        ["A", 200 + CAMERA_AWAY_MS],
      ]),
    ).toEqual(["A", "A"]);
  });

  it("a glance away shorter than that does not count again", () => {
    expect(
      counted([
        ["A", 0],
        [null, 200],
        ["A", 200 + CAMERA_AWAY_MS - 1],
      ]),
    ).toEqual(["A"]);
  });

  it("a different code counts at once, and the first again after it", () => {
    expect(
      counted([
        ["A", 0],
        ["B", 100],
        ["A", 200],
      ]),
    ).toEqual(["A", "B", "A"]);
  });

  it("frames with no code before any read count nothing", () => {
    expect(
      counted([
        [null, 0],
        [null, 100],
      ]),
    ).toEqual([]);
  });
});
