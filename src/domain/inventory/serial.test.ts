import { describe, expect, it } from "vitest";
import { newSerials, normaliseSerial, parseSerial } from "./serial";

describe("a watch's serial number", () => {
  it("is kept upper-cased and without spaces, so a typed serial and a scanned one are the same watch", () => {
    expect(normaliseSerial(" ab 12-34\t")).toBe("AB12-34");
    expect(parseSerial("sn 0001")).toEqual({ ok: true, value: "SN0001" });
  });

  it("refuses an empty, short, long or oddly written serial with a Spanish message", () => {
    expect(parseSerial("   ")).toMatchObject({ ok: false, error: { code: "serial_required" } });
    expect(parseSerial("ab")).toMatchObject({ ok: false, error: { code: "serial_invalid" } });
    expect(parseSerial("A".repeat(41))).toMatchObject({ ok: false, error: { code: "serial_invalid" } });
    expect(parseSerial("-AB123")).toMatchObject({ ok: false, error: { code: "serial_invalid" } });
    expect(parseSerial("AB=123")).toMatchObject({ ok: false, error: { code: "serial_invalid" } });
    expect(parseSerial("A".repeat(40))).toMatchObject({ ok: true });
    expect(parseSerial("7N43-01.5/B")).toEqual({ ok: true, value: "7N43-01.5/B" });
  });
});

describe("serials of arriving units", () => {
  const none = new Set<string>();

  it("takes one valid, new serial per unit", () => {
    expect(newSerials(["sn1 01", "SN102"], 2, none)).toEqual({ ok: true, value: ["SN101", "SN102"] });
    expect(newSerials(["SN101"], null, none)).toEqual({ ok: true, value: ["SN101"] });
  });

  it("refuses a serial twice in the list, even written differently", () => {
    expect(newSerials(["SN101", "sn 101"], 2, none)).toMatchObject({
      ok: false,
      error: { code: "serial_repeated" },
    });
  });

  it("refuses a serial the store already has", () => {
    expect(newSerials(["SN101", "SN102"], 2, new Set(["SN102"]))).toMatchObject({
      ok: false,
      error: { code: "serial_exists", message: expect.stringContaining("SN102") },
    });
  });

  it("refuses an invalid serial and a count that is not one per unit", () => {
    expect(newSerials(["x"], 1, none)).toMatchObject({ ok: false, error: { code: "serial_invalid" } });
    expect(newSerials(["SN101"], 2, none)).toMatchObject({
      ok: false,
      error: { code: "serial_count", message: expect.stringContaining("2 unidades, 1 número") },
    });
    expect(newSerials(["SN101", "SN102"], 1, none)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("1 unidad, 2 números") },
    });
  });
});
