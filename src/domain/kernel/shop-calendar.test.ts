import { describe, expect, it } from "vitest";
import {
  EARLIEST_REQUEST_DAY,
  formatPeriod,
  formatShopDate,
  formatShopDateTime,
  formatShopDayShort,
  isWithinRequestBounds,
  LATEST_REQUEST_DAY,
  parseShopDate,
  shopDay,
  shopDayEnd,
  shopDayStart,
  shopPeriodStarts,
  startOfLast7ShopDays,
  startOfShopDay,
  startOfShopMonth,
} from "./shop-calendar";

/** 23:30 on 23 Nov 2024 in Tegucigalpa is 05:30 UTC on the 24th. */
const lateEvening = "2024-11-24T05:30:00.000Z";

describe("shop calendar (America/Tegucigalpa, UTC−6 all year)", () => {
  it("reads an instant's day on the shop's calendar, not UTC's", () => {
    expect(shopDay(lateEvening)).toBe("2024-11-23");
    expect(shopDay(new Date(lateEvening))).toBe("2024-11-23");
    expect(shopDay("2024-11-24T06:00:00Z")).toBe("2024-11-24");
    expect(shopDay("2024-11-24T05:59:59.999Z")).toBe("2024-11-23");
  });

  it("starts the shop day, month and last 7 days at midnight in the shop", () => {
    const now = "2025-03-01T03:00:00Z"; // still 28 Feb, 21:00 in Tegucigalpa
    expect(startOfShopDay(now).toISOString()).toBe("2025-02-28T06:00:00.000Z");
    expect(startOfShopMonth(now).toISOString()).toBe("2025-02-01T06:00:00.000Z");
    expect(startOfLast7ShopDays(now).toISOString()).toBe("2025-02-22T06:00:00.000Z");
    expect(startOfShopMonth("2025-01-01T05:00:00Z").toISOString()).toBe("2024-12-01T06:00:00.000Z");
    expect(shopPeriodStarts(new Date(now))).toEqual({
      today: new Date("2025-02-28T06:00:00Z"),
      last7Days: new Date("2025-02-22T06:00:00Z"),
      month: new Date("2025-02-01T06:00:00Z"),
    });
  });

  it("parses a date-only input as that shop day; a timestamp keeps its instant", () => {
    expect(shopDayStart("2024-11-23").toISOString()).toBe("2024-11-23T06:00:00.000Z");
    expect(shopDayEnd("2024-11-23").toISOString()).toBe("2024-11-24T06:00:00.000Z");
    expect(parseShopDate("2024-11-23").toISOString()).toBe("2024-11-23T06:00:00.000Z");
    expect(shopDay(parseShopDate("2024-11-23"))).toBe("2024-11-23");
    expect(shopDay("2024-11-23")).toBe("2024-11-23");
    expect(formatShopDate("2024-11-23")).toBe("23 nov 2024");
    expect(parseShopDate(lateEvening).toISOString()).toBe(lateEvening);
    expect(parseShopDate("2024-11-23T12:00:00-06:00").toISOString()).toBe("2024-11-23T18:00:00.000Z");
  });

  it("formats a shop date and time for people (es-HN medium style)", () => {
    expect(formatShopDate(lateEvening)).toBe("23 nov 2024");
    expect(formatShopDate("2024-09-05T18:00:00Z")).toBe("5 sept 2024");
    expect(formatShopDateTime(lateEvening)).toBe("23 nov 2024, 11:30 p. m.");
    expect(formatShopDateTime("2024-01-01T06:05:00Z")).toBe("1 ene 2024, 12:05 a. m.");
    expect(formatShopDateTime("2024-01-01T15:07:00Z")).toBe("1 ene 2024, 9:07 a. m.");
    expect(formatShopDateTime("2024-01-01T18:00:00Z")).toBe("1 ene 2024, 12:00 p. m.");
  });
});

describe("the days a request may name", () => {
  it("are 1 Jan 2000 to 31 Dec 2100 on the shop's calendar, both included", () => {
    expect(isWithinRequestBounds(EARLIEST_REQUEST_DAY)).toBe(true);
    expect(isWithinRequestBounds(LATEST_REQUEST_DAY)).toBe(true);
    expect(isWithinRequestBounds("1999-12-31")).toBe(false);
    expect(isWithinRequestBounds("2101-01-01")).toBe(false);
    expect(isWithinRequestBounds("9999-12-31")).toBe(false);
  });

  it("judges a timestamp by its shop day, not its UTC day", () => {
    // 05:59 UTC on 1 Jan 2101 is still 23:59 on 31 Dec 2100 in Tegucigalpa.
    expect(isWithinRequestBounds("2101-01-01T05:59:59Z")).toBe(true);
    expect(isWithinRequestBounds("2101-01-01T06:00:00Z")).toBe(false);
    expect(isWithinRequestBounds("2000-01-01T05:59:59Z")).toBe(false);
  });

  it("refuses a text that is no date", () => {
    expect(isWithinRequestBounds("mañana")).toBe(false);
  });
});

describe("the interface's one date format", () => {
  it("writes a day as '3 nov 2026', on an axis '3 nov', a month 'nov 2026'", () => {
    expect(formatShopDate("2026-11-03")).toBe("3 nov 2026");
    expect(formatShopDayShort("2026-11-03")).toBe("3 nov");
    expect(formatPeriod("2026-11-03")).toBe("3 nov 2026");
    expect(formatPeriod("2026-09")).toBe("sept 2026");
  });
});
