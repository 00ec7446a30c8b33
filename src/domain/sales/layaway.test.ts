import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../kernel/money";
import { err, ok } from "../kernel/result";
import { formatShopDate } from "../kernel/shop-calendar";
import {
  daysFromTo,
  expiryDetails,
  expiryMoney,
  isExpired,
  isLayawayPolicy,
  isOpenStatus,
  LAYAWAY_DEFAULTS,
  layawayDeadline,
  layawayDeliveryRefusal,
  layawayTermsOf,
  minimumDeposit,
  openLayaway,
  percentOf,
  policySentence,
  reminderDue,
  reminderFrom,
  validateLayaway,
} from "./layaway";
import { expireLayaway, mapOk } from "./layaway-expiry";
import { layawayMsg as m } from "./messages-layaway";
import { updateOrder } from "./order-update";
import { anActor, aSale, frozen } from "./test-fixtures";

const L = (n: number) => formatMoney(n);

describe("the shop's apartado terms", () => {
  it("default to 20 %, 60 days, a reminder 3 days before, saldo a favor, off at the web checkout", () => {
    expect(layawayTermsOf({})).toEqual(LAYAWAY_DEFAULTS);
    expect(LAYAWAY_DEFAULTS).toMatchObject({
      depositPercent: 20,
      termDays: 60,
      reminderDays: 3,
      expiryPolicy: "saldo",
    });
  });

  it("read what the document stores, and the default for a value out of range", () => {
    expect(
      layawayTermsOf({
        layawayDepositPercent: 50,
        layawayTermDays: 30,
        layawayReminderDays: 0,
        layawayExpiryPolicy: "cargo",
        layawayFeePercent: 15,
      }),
    ).toEqual({
      depositPercent: 50,
      termDays: 30,
      reminderDays: 0,
      expiryPolicy: "cargo",
      feePercent: 15,
    });
    expect(
      layawayTermsOf({
        layawayDepositPercent: 0,
        layawayTermDays: 400,
        layawayReminderDays: 2.5,
        layawayExpiryPolicy: "otra",
        layawayFeePercent: 51,
      }),
    ).toEqual(LAYAWAY_DEFAULTS);
    expect(isLayawayPolicy("saldo")).toBe(true);
    expect(isLayawayPolicy(3)).toBe(false);
  });
});

describe("the deposit", () => {
  it("must be at least the percent of the total, rounded up to the centavo", () => {
    expect(minimumDeposit(100_001, 20)).toBe(20_001);
    expect(validateLayaway(100_000, 20_000, 20)).toEqual(ok(20_000));
    expect(validateLayaway(100_000, 19_999, 20)).toEqual(
      err("layaway_deposit", m.depositBelowMinimum(L(19_999), L(20_000), 20, L(100_000))),
    );
    expect(m.depositBelowMinimum(L(19_999), L(20_000), 20, L(100_000))).toBe(
      "El depósito de L.\u00a0199.99 no alcanza el mínimo del apartado: L.\u00a0200.00 (20 % de L.\u00a01,000.00).",
    );
  });

  it("is required, above 0, and never above the total", () => {
    expect(validateLayaway(100_000, 0, 20)).toEqual(err("layaway_deposit", m.depositRequired));
    expect(validateLayaway(100_000, 1.5, 20)).toEqual(err("layaway_deposit", m.depositRequired));
    expect(validateLayaway(100_000, 100_001, 20)).toEqual(
      err("layaway_deposit", m.depositAboveTotal(L(100_001), L(100_000))),
    );
    expect(validateLayaway(100_000, 100_000, 100)).toEqual(ok(100_000));
  });

  it("is accepted exactly from the minimum to the total (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -10, max: 100_000_010 }),
        (total, percent, deposit) => {
          const minimum = minimumDeposit(total, percent);
          expect(minimum * 100).toBeGreaterThanOrEqual(total * percent);
          expect((minimum - 1) * 100).toBeLessThan(total * percent);
          const accepted = validateLayaway(total, deposit, percent).ok;
          expect(accepted).toBe(deposit > 0 && deposit >= minimum && deposit <= total);
        },
      ),
    );
  });
});

describe("the term", () => {
  it("ends the sale's shop day plus the term's days, across months and years", () => {
    expect(layawayDeadline("2026-01-15", 60)).toBe("2026-03-16");
    expect(layawayDeadline("2026-12-20", 30)).toBe("2027-01-19");
    expect(daysFromTo("2026-01-15", "2026-03-16")).toBe(60);
    expect(daysFromTo("2026-03-16", "2026-01-15")).toBe(-60);
  });

  it("is expired from the day after the deadline", () => {
    expect(isExpired("2026-03-16", "2026-03-16")).toBe(false);
    expect(isExpired("2026-03-16", "2026-03-17")).toBe(true);
    expect(isOpenStatus("Pendiente")).toBe(true);
    expect(isOpenStatus("Abonado")).toBe(true);
    expect(isOpenStatus("Completado")).toBe(false);
  });

  it("is as long as asked, and expiry starts exactly after it (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-01-01"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: -400, max: 400 }),
        (start, term, offset) => {
          const day = start.toISOString().slice(0, 10);
          const deadline = layawayDeadline(day, term);
          expect(daysFromTo(day, deadline)).toBe(term);
          const today = layawayDeadline(day, term + offset);
          expect(isExpired(deadline, today)).toBe(offset > 0);
        },
      ),
    );
  });
});

describe("the reminder", () => {
  const deadline = "2026-03-16";
  it("is due within the last days before the deadline, once", () => {
    expect(reminderFrom(deadline, 3)).toBe("2026-03-13");
    expect(reminderDue(deadline, null, "2026-03-12", 3)).toBe(false);
    expect(reminderDue(deadline, null, "2026-03-13", 3)).toBe(true);
    expect(reminderDue(deadline, null, "2026-03-16", 3)).toBe(true);
    expect(reminderDue(deadline, "2026-03-14", "2026-03-15", 3)).toBe(false);
    // A reminder of an earlier window (the deadline moved) does not count.
    expect(reminderDue(deadline, "2026-03-01", "2026-03-15", 3)).toBe(true);
  });

  it("is never due past the deadline or with 0 days", () => {
    expect(reminderDue(deadline, null, "2026-03-17", 3)).toBe(false);
    expect(reminderDue(deadline, null, "2026-03-16", 0)).toBe(false);
  });
});

describe("what expiry does to the money", () => {
  it("leaves everything with the customer under policy saldo", () => {
    expect(expiryMoney(30_000, { expiryPolicy: "saldo", feePercent: 10 })).toEqual({
      fee: 0,
      toCustomer: 30_000,
    });
    expect(expiryDetails("2026-03-16", 30_000, { expiryPolicy: "saldo", feePercent: 10 })).toBe(
      m.historySaldo("16 mar 2026", L(30_000)),
    );
  });

  it("keeps the fee, rounded half up to the centavo, under policy cargo", () => {
    expect(percentOf(12_345, 10)).toBe(1_235);
    expect(percentOf(12_344, 10)).toBe(1_234);
    expect(expiryMoney(12_345, { expiryPolicy: "cargo", feePercent: 10 })).toEqual({
      fee: 1_235,
      toCustomer: 11_110,
    });
    expect(expiryDetails("2026-03-16", 12_345, { expiryPolicy: "cargo", feePercent: 10 })).toBe(
      m.historyCargo("16 mar 2026", L(12_345), 10, L(1_235), L(11_110)),
    );
  });

  it("says so when nothing was paid", () => {
    expect(expiryDetails("2026-03-16", 0, { expiryPolicy: "cargo", feePercent: 10 })).toBe(
      m.historyNothingPaid("16 mar 2026"),
    );
  });

  it("never loses or makes a centavo (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom("saldo" as const, "cargo" as const),
        fc.integer({ min: 0, max: 50 }),
        (paid, expiryPolicy, feePercent) => {
          const { fee, toCustomer } = expiryMoney(paid, { expiryPolicy, feePercent });
          expect(fee + toCustomer).toBe(paid);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(toCustomer).toBeGreaterThanOrEqual(0);
          if (expiryPolicy === "saldo") expect(fee).toBe(0);
          else expect(Math.abs(fee * 100 - paid * feePercent)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });

  it("is told to the customer when the apartado opens", () => {
    expect(policySentence("2026-03-16", { expiryPolicy: "saldo", feePercent: 10 })).toBe(
      m.policySaldo("16 mar 2026"),
    );
    expect(policySentence("2026-03-16", { expiryPolicy: "cargo", feePercent: 10 })).toBe(
      m.policyCargo("16 mar 2026", 10),
    );
  });
});

describe("delivery while owed", () => {
  const apartado = aSale({ layawayUntil: "2026-03-16", amountPaid: 30_000, status: "Abonado" });
  const owed = m.deliveryRefusedWhileOwed(L(85_000));

  it("is refused for an apartado: marked delivered, Enviado or Completado by hand", () => {
    expect(layawayDeliveryRefusal(apartado, { status: "Abonado", isDelivered: true })).toBe(owed);
    expect(layawayDeliveryRefusal(apartado, { status: "Enviado" })).toBe(owed);
    expect(updateOrder(frozen(apartado), { status: "Completado" }, anActor)).toEqual(
      err("layaway_owed", owed),
    );
    expect(updateOrder(frozen(apartado), { isDelivered: true }, anActor)).toEqual(err("layaway_owed", owed));
  });

  it("is allowed once paid off, for any other sale, and for other changes", () => {
    expect(layawayDeliveryRefusal({ ...apartado, amountPaid: 115_000 }, { status: "Enviado" })).toBeNull();
    expect(layawayDeliveryRefusal({ ...apartado, layawayUntil: null }, { status: "Enviado" })).toBeNull();
    expect(layawayDeliveryRefusal(apartado, { status: "Abonado", isDelivered: false })).toBeNull();
    expect(
      layawayDeliveryRefusal({ ...apartado, isDelivered: true }, { status: "Abonado", isDelivered: true }),
    ).toBeNull();
    expect(layawayDeliveryRefusal({ ...apartado, status: "Enviado" }, { status: "Enviado" })).toBeNull();
    expect(updateOrder(apartado, { status: "Cancelado", cancellationReason: "x" }, anActor).ok).toBe(true);
  });
});

describe("expiring an apartado", () => {
  const terms = { expiryPolicy: "saldo" as const, feePercent: 10 };
  const apartado = aSale({
    layawayUntil: "2026-03-16",
    amountPaid: 30_000,
    status: "Abonado",
    payments: [{ paymentId: "p", amount: 30_000, date: "2026-01-15", recordedBy: "Ana", type: "partial" }],
  });

  it("cancels it by the one cancel rule, nothing refunded, the policy's outcome in the history", () => {
    const result = expireLayaway(frozen(apartado), "2026-03-17", terms, anActor);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.sale).toMatchObject({
      status: "Cancelado",
      cancellationReason: m.expiredReason,
      amountPaid: 30_000,
      refundedAmount: 0,
    });
    expect(result.value.history).toHaveLength(1);
    expect(result.value.history[0]?.details).toContain(m.historySaldo("16 mar 2026", L(30_000)));
    expect(result.value.history[0]?.details).toContain("Motivo de cancelación: Apartado vencido.");
  });

  it("states the fee the shop keeps under policy cargo", () => {
    const result = expireLayaway(apartado, "2026-04-01", { expiryPolicy: "cargo", feePercent: 10 }, anActor);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.history[0]?.details).toContain(
      m.historyCargo("16 mar 2026", L(30_000), 10, L(3_000), L(27_000)),
    );
  });

  it("refuses one not yet due, one no longer open, and a sale that is not an apartado", () => {
    expect(expireLayaway(apartado, "2026-03-16", terms, anActor)).toEqual(
      err("layaway_not_expired", m.notExpired("16 mar 2026")),
    );
    expect(expireLayaway({ ...apartado, status: "Completado" }, "2026-04-01", terms, anActor)).toEqual(
      err("layaway_not_open", m.notOpen),
    );
    expect(expireLayaway({ ...apartado, layawayUntil: null }, "2026-04-01", terms, anActor)).toEqual(
      err("layaway_not_open", m.notOpen),
    );
  });

  it("passes a refusal through unchanged", () => {
    const refused = err<number>("x", "no");
    expect(mapOk(refused, (n) => n + 1)).toBe(refused);
    expect(mapOk(ok(1), (n) => n + 1)).toEqual(ok(2));
  });
});

describe("the apartado's texts", () => {
  it("read naturally", () => {
    expect(m.layawayCheckboxHint(20, 60)).toContain("20 %");
    expect(m.layawayLine("16 mar 2026")).toBe("Apartado · vence 16 mar 2026");
    expect(m.layawayDeadline("16 mar 2026")).toContain("16 mar 2026");
    expect(m.layawayLeft(L(100))).toBe("Falta por pagar: L.\u00a01.00");
    expect(m.reminderSubject("Tiempo", "ABC123")).toBe("Tiempo: su apartado #ABC123 vence pronto");
    expect(m.reminderIntro("Ana", "ABC123", "16 mar 2026", L(100))).toContain("#ABC123");
    expect(m.reminderBody("ABC123", "16 mar 2026", L(100))).toContain("16 mar 2026");
    expect(m.expiredCustomerBody("ABC123")).toContain("#ABC123");
    expect(m.expiredAdminBody("ABC123", "Ana", "Fin.")).toBe(
      "El apartado #ABC123 de Ana venció y fue cancelado. Fin.",
    );
    expect(m.policyHint).toContain("protección al consumidor");
  });
});

describe("opening an apartado on a sale being created", () => {
  it("sets the deadline from the sale's day and tells it and the policy in the first history entry only", () => {
    const history = [
      { event: "Venta Creada", user: "Ana", timestamp: "t", details: "Compra." },
      { event: "Pago Registrado", user: "Ana", timestamp: "t", details: "Abono." },
    ];
    const terms = { termDays: 30, expiryPolicy: "cargo" as const, feePercent: 10 };
    const opened = openLayaway({ layawayUntil: null, total: 1 }, history, "2026-12-03", terms);
    expect(opened.sale).toEqual({ layawayUntil: "2027-01-02", total: 1 });
    expect(opened.history[0]!.details).toBe(
      `Compra. ${m.layawayLine(formatShopDate("2027-01-02"))}. ${m.policyCargo(formatShopDate("2027-01-02"), 10)}`,
    );
    expect(opened.history[1]).toEqual(history[1]);
    expect(openLayaway({ layawayUntil: null }, [], "2026-12-03", terms).history).toEqual([]);
  });

  it("a web deposit's history names what the card paid", () => {
    expect(m.historyWebDeposit(formatMoney(22_000))).toBe(
      `Apartado en línea: depósito de ${formatMoney(22_000)} pagado con tarjeta.`,
    );
  });
});
