import { describe, expect, it } from "vitest";
import { dateText, dateTimeText, todayInput } from "./format";

describe("dates in the back office are the shop's calendar, not the browser's", () => {
  it("a payment at 23:30 in Tegucigalpa (05:30 UTC next day) reads as that shop day", () => {
    expect(dateText("2025-11-24T05:30:00.000Z")).toBe("23 nov 2025");
    expect(dateTimeText("2025-11-24T05:30:00.000Z")).toBe("23 nov 2025, 11:30 p. m.");
    expect(todayInput(new Date("2025-11-24T05:30:00.000Z"))).toBe("2025-11-23");
    expect(dateText(null)).toBe("—");
    expect(dateTimeText(undefined)).toBe("—");
  });
});
