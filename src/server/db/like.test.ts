import { describe, expect, it } from "vitest";
import { containsPattern } from "./like";

describe("containsPattern", () => {
  it("matches the text anywhere, taking a typed wildcard or backslash as a character", () => {
    expect(containsPattern("López")).toBe("%López%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
