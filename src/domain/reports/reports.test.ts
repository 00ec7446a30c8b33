import { describe, expect, it } from "vitest";
import { reportsRangeMsg } from "./messages-reports";
import {
  addShopDays,
  ageingBucket,
  ageingTotals,
  commissionOn,
  creditAsOf,
  moneyCollected,
  overdue,
  owedAsOf,
  parseStatusChange,
  paymentMethodLabel,
  periodKey,
  periodKeys,
  REPORT_RANGE_CAP_DAYS,
  type ReceivableSale,
  receivableAsOf,
  reportRange,
  reportRangeRefusal,
  SHOP_OFFSET_INTERVAL,
  sellerCommission,
  shopDaysBetween,
  statusAt,
} from "./reports";

const at = (iso: string) => new Date(iso);

describe("shop-day arithmetic", () => {
  it("adds days and counts the days between two shop days", () => {
    expect(addShopDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addShopDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(shopDaysBetween("2025-01-01", "2025-01-31")).toBe(30);
    expect(shopDaysBetween("2025-01-31", "2025-01-01")).toBe(-30);
  });
  it("names the payment methods and the shop's offset for SQL", () => {
    expect(paymentMethodLabel("efectivo")).toBe("Efectivo");
    expect(paymentMethodLabel("transferencia")).toBe("Transferencia");
    expect(paymentMethodLabel("tarjeta")).toBe("Tarjeta");
    expect(SHOP_OFFSET_INTERVAL).toBe("-6 hours");
  });
  it("a report range runs from the first day's midnight to the end of the last, in the shop", () => {
    expect(reportRange("2025-06-01", "2025-06-30")).toEqual({
      start: at("2025-06-01T06:00:00Z"),
      end: at("2025-07-01T06:00:00Z"),
    });
  });
});

describe("ageing buckets", () => {
  it("0–30, 31–60, 61–90 and more than 90 days", () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([
      "0-30",
      "0-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "90+",
      "90+",
    ]);
  });
  it("sums into buckets that add up to the total, and the cumulative overdue figures", () => {
    const totals = ageingTotals([
      { owed: 100, bucket: "0-30" },
      { owed: 200, bucket: "31-60" },
      { owed: 300, bucket: "61-90" },
      { owed: 400, bucket: "90+" },
      { owed: 5, bucket: "0-30" },
    ]);
    expect(totals).toEqual({ "0-30": 105, "31-60": 200, "61-90": 300, "90+": 400, total: 1005 });
    expect(overdue(totals)).toEqual({ over30: 900, over60: 700, over90: 400 });
  });
});

describe("status at an instant, from the history", () => {
  const changes = [
    parseStatusChange(
      "Estado: Pendiente → Cancelado. Reembolso: L.\u00a010.00.",
      at("2025-03-10T12:00:00Z"),
    )!,
    parseStatusChange("Estado: Cancelado → Abonado.", at("2025-04-10T12:00:00Z"))!,
  ];
  it("reads a status change and ignores other entries", () => {
    expect(changes[0]).toEqual({ at: at("2025-03-10T12:00:00Z"), from: "Pendiente", to: "Cancelado" });
    expect(parseStatusChange("Marcado como entregado.", at("2025-03-10T12:00:00Z"))).toBeNull();
  });
  it("before any change: the first change's origin; after: the last change's target; none: today's", () => {
    expect(statusAt("Abonado", changes, at("2025-03-01T00:00:00Z"))).toBe("Pendiente");
    expect(statusAt("Abonado", [...changes].reverse(), at("2025-03-20T00:00:00Z"))).toBe("Cancelado");
    expect(statusAt("Abonado", changes, at("2025-05-01T00:00:00Z"))).toBe("Abonado");
    expect(statusAt("Enviado", [], at("2025-05-01T00:00:00Z"))).toBe("Enviado");
  });
});

describe("what a sale owed as of a shop day", () => {
  const base: ReceivableSale = {
    saleDate: at("2025-01-10T15:00:00Z"),
    status: "Abonado",
    payable: 10_000,
    payments: [
      { amount: 3_000, date: at("2025-01-10T15:00:00Z") },
      { amount: 2_000, date: at("2025-02-20T15:00:00Z") },
    ],
    refunds: [],
    manualAmountPaid: null,
    statusChanges: [],
  };
  it("a sale made after the day owes nothing; later payments are ignored", () => {
    expect(owedAsOf(base, "2025-01-09")).toBe(0);
    expect(owedAsOf(base, "2025-01-10")).toBe(7_000);
    expect(owedAsOf(base, "2025-02-19")).toBe(7_000);
    expect(owedAsOf(base, "2025-02-20")).toBe(5_000);
  });
  it("a refund dated by the day adds back; an overpaid sale owes 0; a manual paid total counts on every day", () => {
    const refunded = { ...base, refunds: [{ amount: 1_000, date: at("2025-03-01T15:00:00Z") }] };
    expect(owedAsOf(refunded, "2025-03-01")).toBe(6_000);
    const overpaid = {
      ...base,
      status: "Completado" as const,
      payments: [{ amount: 12_000, date: base.saleDate }],
    };
    expect(owedAsOf(overpaid, "2025-01-10")).toBe(0);
    expect(owedAsOf({ ...base, manualAmountPaid: 9_500 }, "2025-01-10")).toBe(500);
    expect(owedAsOf({ ...base, manualAmountPaid: 12_000 }, "2025-01-10")).toBe(0);
  });
  it("what was paid beyond the payable is a credit on its own, never a negative debt", () => {
    const overpaid = {
      ...base,
      payments: [...base.payments, { amount: 7_500, date: at("2025-03-01T15:00:00Z") }],
    };
    expect(creditAsOf(overpaid, "2025-01-09")).toBe(0);
    expect(creditAsOf(overpaid, "2025-02-28")).toBe(0);
    expect(creditAsOf(overpaid, "2025-03-01")).toBe(2_500);
    expect(owedAsOf(overpaid, "2025-03-01")).toBe(0);
    const moved = { ...overpaid, refunds: [{ amount: 2_000, date: at("2025-03-02T15:00:00Z") }] };
    expect(creditAsOf(moved, "2025-03-02")).toBe(500);
    expect(creditAsOf({ ...overpaid, manualAmountPaid: 12_000 }, "2025-03-01")).toBe(0);
    const cancelled = {
      ...overpaid,
      statusChanges: [
        { at: at("2025-03-05T15:00:00Z"), from: "Completado" as const, to: "Cancelado" as const },
      ],
    };
    expect(creditAsOf(cancelled, "2025-03-06")).toBe(2_500);
  });
  it("a sale Cancelado as of the day owes nothing, and owes again once reactivated", () => {
    const cancelled = {
      ...base,
      statusChanges: [
        { at: at("2025-01-15T15:00:00Z"), from: "Abonado" as const, to: "Cancelado" as const },
        { at: at("2025-02-01T15:00:00Z"), from: "Cancelado" as const, to: "Abonado" as const },
      ],
    };
    expect(owedAsOf(cancelled, "2025-01-14")).toBe(7_000);
    expect(owedAsOf(cancelled, "2025-01-20")).toBe(0);
    expect(owedAsOf(cancelled, "2025-02-01")).toBe(7_000);
  });
  it("its bucket is its age in shop days from the sale day", () => {
    expect(receivableAsOf(base, "2025-02-09")).toEqual({ owed: 7_000, bucket: "0-30" });
    expect(receivableAsOf(base, "2025-02-10")).toEqual({ owed: 7_000, bucket: "31-60" });
    expect(receivableAsOf(base, "2025-05-01")).toEqual({ owed: 5_000, bucket: "90+" });
  });
});

describe("commission on money collected", () => {
  it("rate (basis points) of the net collected, rounded half away from zero; a refund larger than payments claws back", () => {
    expect(commissionOn(10_000, 500)).toBe(500);
    expect(commissionOn(1_010, 500)).toBe(51); // 50.5 → 51
    expect(commissionOn(1_009, 500)).toBe(50); // 50.45 → 50
    expect(commissionOn(-1_010, 500)).toBe(-51);
    expect(commissionOn(0, 500)).toBe(0);
    // 7.5 % and 0.25 %: rates with decimals are exact (failed while rates were whole percentages).
    expect(commissionOn(10_000, 750)).toBe(750);
    expect(commissionOn(1_000_000, 25)).toBe(2_500);
    expect(commissionOn(1_010, 750)).toBe(76); // 75.75 → 76
    expect(commissionOn(-1_010, 750)).toBe(-76);
    expect(
      sellerCommission([
        { basisPoints: 500, collected: 10_000, refunded: 0 },
        { basisPoints: 1_000, collected: 1_000, refunded: 3_000 },
        { basisPoints: 750, collected: 2_000, refunded: 0 },
      ]),
    ).toBe(450);
  });
});

describe("periods on the shop's calendar", () => {
  it("day, Monday-started week and month of an instant, in the shop", () => {
    const lateSunday = at("2025-06-09T05:30:00Z"); // Sunday 8 June, 23:30 in the shop
    expect(periodKey(lateSunday, "day")).toBe("2025-06-08");
    expect(periodKey(lateSunday, "week")).toBe("2025-06-02");
    expect(periodKey(at("2025-06-09T06:00:00Z"), "week")).toBe("2025-06-09");
    expect(periodKey(at("2025-07-01T05:00:00Z"), "month")).toBe("2025-06");
  });
  it("lists every period of a range, empty ones included", () => {
    expect(periodKeys("2025-06-01", "2025-06-03", "day")).toEqual(["2025-06-01", "2025-06-02", "2025-06-03"]);
    expect(periodKeys("2025-06-01", "2025-06-10", "week")).toEqual([
      "2025-05-26",
      "2025-06-02",
      "2025-06-09",
    ]);
    expect(periodKeys("2025-05-31", "2025-07-01", "month")).toEqual(["2025-05", "2025-06", "2025-07"]);
  });
});

describe("a report's range per grain", () => {
  it("covers at most 400 days by day, counting both ends", () => {
    expect(REPORT_RANGE_CAP_DAYS.day).toBe(400);
    expect(reportRangeRefusal("2024-01-01", "2025-02-03", "day")).toBeNull();
    expect(reportRangeRefusal("2024-01-01", "2025-02-04", "day")).toBe(reportsRangeMsg.cap.day);
  });

  it("covers any 5 calendar years by week and not a day more", () => {
    expect(reportRangeRefusal("2020-01-01", "2024-12-31", "week")).toBeNull();
    expect(reportRangeRefusal("2020-01-01", "2025-01-01", "week")).toBe(reportsRangeMsg.cap.week);
  });

  it("covers any 20 calendar years by month and not a day more", () => {
    expect(reportRangeRefusal("2000-01-01", "2019-12-31", "month")).toBeNull();
    expect(reportRangeRefusal("2000-01-01", "2020-01-01", "month")).toBe(reportsRangeMsg.cap.month);
  });

  it("refuses a range that ends before it starts, and takes a single day", () => {
    expect(reportRangeRefusal("2025-01-02", "2025-01-01", "month")).toBe(reportsRangeMsg.order);
    expect(reportRangeRefusal("2025-01-01", "2025-01-01", "day")).toBeNull();
  });
});

describe("money collected", () => {
  it("is every payment that brought money less every reembolso; saldo a favor and its traspaso move none", () => {
    const payments = [
      { amount: 100_000, method: "efectivo" as const },
      { amount: 50_000, method: "tarjeta" as const },
      { amount: 60_000, method: "saldo a favor" as const },
      { amount: 7_000 },
    ];
    const refunds = [
      { amount: 40_000, kind: "reembolso" as const },
      { amount: 60_000, kind: "traspaso" as const },
      { amount: 1_000 },
    ];
    expect(moneyCollected(payments, refunds)).toBe(100_000 + 50_000 + 7_000 - 40_000 - 1_000);
    expect(moneyCollected([], [{ amount: 500, kind: "reembolso" }])).toBe(-500);
  });
});
