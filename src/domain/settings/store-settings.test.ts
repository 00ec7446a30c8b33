import { describe, expect, it } from "vitest";
import { STORE_NAME } from "../kernel/store";
import {
  DEFAULT_RESERVATION_MINUTES,
  MAX_RESERVATION_MINUTES,
  MIN_RESERVATION_MINUTES,
  moveItem,
  normalizeDiscountCode,
  reservationMinutesOf,
  storeNameOf,
  trackingUrlFor,
} from "./store-settings";

describe("store settings rules", () => {
  it("the store's name is the owner's, else the built-in one", () => {
    expect(storeNameOf("Relojes Copán")).toBe("Relojes Copán");
    expect(storeNameOf("  ")).toBe(STORE_NAME);
    expect(storeNameOf(null)).toBe(STORE_NAME);
    expect(storeNameOf(undefined)).toBe(STORE_NAME);
  });

  it("card reservation minutes default to 15 and stay within range", () => {
    expect(reservationMinutesOf(undefined)).toBe(DEFAULT_RESERVATION_MINUTES);
    expect(reservationMinutesOf(null)).toBe(15);
    expect(reservationMinutesOf(Number.NaN)).toBe(15);
    expect(reservationMinutesOf(30)).toBe(30);
    expect(reservationMinutesOf(29.6)).toBe(30);
    expect(reservationMinutesOf(1)).toBe(MIN_RESERVATION_MINUTES);
    expect(reservationMinutesOf(10_000)).toBe(MAX_RESERVATION_MINUTES);
  });

  it("a carrier's template gives the tracking URL of a number", () => {
    expect(trackingUrlFor("https://c.hn/rastreo/{guia}", " 123 ")).toBe("https://c.hn/rastreo/123");
    expect(trackingUrlFor("https://c.hn/?g={guia}&r={guia}", "A B")).toBe("https://c.hn/?g=A%20B&r=A%20B");
    expect(trackingUrlFor("https://c.hn/{guia}", "  ")).toBe("");
    expect(trackingUrlFor(null, "123")).toBe("");
    expect(trackingUrlFor(undefined, "123")).toBe("");
  });

  it("moves one item of a list (bank accounts' order)", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 0, 0)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], -1, 0)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 2, 0)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 0, 2)).toEqual(["a", "b"]);
  });

  it("discount codes are stored trimmed and in capitals", () => {
    expect(normalizeDiscountCode("  verano-25 ")).toBe("VERANO-25");
  });
});
