import { describe, expect, it } from "vitest";
import { formatMoney } from "../kernel/money";
import type { SaleMoney } from "../sales/sale";
import {
  applyEstimate,
  chargedLines,
  estimateTotals,
  MAX_ESTIMATE_TOTAL,
  validateEstimate,
} from "./estimate";
import {
  checkWarrantyClaim,
  claimCodeFrom,
  daysBetween,
  isUncollected,
  lastDayAtLeast,
  normaliseClaimCode,
  reminderDue,
  serviceNumber,
  validateIntake,
  watchLabel,
} from "./intake";
import { serviceMessages as m } from "./messages-service-orders";
import { serviceSummary } from "./report";
import {
  checkCancellable,
  checkDeliverable,
  checkEstimateAnswerable,
  checkEstimateSendable,
  checkStaffMove,
  isOpenService,
  staffMovesFrom,
} from "./states";

const refusal = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? null : r.error?.message);

describe("the desk's states", () => {
  it("moves by button only forward, and never into repair without an approved estimate", () => {
    expect(staffMovesFrom("Recibido")).toEqual(["En diagnóstico"]);
    expect(staffMovesFrom("Presupuesto enviado")).toEqual([]);
    expect(checkStaffMove("Aprobado", "En reparación").ok).toBe(true);
    expect(refusal(checkStaffMove("Presupuesto enviado", "En reparación"))).toBe(m.serviceNeedsApproval);
    expect(refusal(checkStaffMove("Recibido", "Listo para entregar"))).toBe(
      m.serviceMoveRefused("Recibido", "Listo para entregar"),
    );
    expect(refusal(checkStaffMove("Entregado", "En reparación"))).toBe(m.serviceClosed("Entregado"));
    expect(isOpenService("Cancelado")).toBe(false);
  });

  it("sends an estimate until approval, answers it once, cancels with a reason and delivers with nothing owed", () => {
    expect(checkEstimateSendable("Rechazado").ok).toBe(true);
    expect(refusal(checkEstimateSendable("Aprobado"))).toBe(
      m.serviceMoveRefused("Aprobado", "Presupuesto enviado"),
    );
    expect(refusal(checkEstimateSendable("Cancelado"))).toBe(m.serviceClosed("Cancelado"));
    expect(checkEstimateAnswerable("Presupuesto enviado", "enviado").ok).toBe(true);
    expect(refusal(checkEstimateAnswerable("Presupuesto enviado", "reemplazado"))).toBe(
      m.serviceEstimateNotOpen,
    );
    expect(checkCancellable("Recibido", "  se arrepintió ")).toEqual({ ok: true, value: "se arrepintió" });
    expect(refusal(checkCancellable("Recibido", " "))).toBe(m.serviceCancelReasonRequired);
    expect(refusal(checkCancellable("Entregado", "x"))).toBe(m.serviceClosed("Entregado"));
    expect(checkDeliverable("Listo para entregar", 0, "").ok).toBe(true);
    expect(refusal(checkDeliverable("Listo para entregar", 100, "L. 1.00"))).toBe(
      m.serviceBalanceOwed("L. 1.00"),
    );
    expect(refusal(checkDeliverable("En reparación", 0, ""))).toBe(m.serviceNotReady);
    expect(refusal(checkDeliverable("Cancelado", 0, ""))).toBe(m.serviceClosed("Cancelado"));
  });
});

describe("the estimate", () => {
  const lines = {
    labour: [{ description: "Servicio", amount: 30_000 }],
    parts: [{ productId: "p1", productName: "Batería", quantity: 2, price: 10_000 }],
  };

  it("totals labour and parts and refuses empty, long, bad, huge or free estimates (free only under warranty)", () => {
    expect(estimateTotals(lines)).toEqual({ labour: 30_000, parts: 20_000, total: 50_000 });
    expect(refusal(validateEstimate({ labour: [], parts: [] }, false))).toBe(m.serviceEstimateEmpty);
    const many = { labour: Array.from({ length: 31 }, () => ({ description: "x", amount: 1 })), parts: [] };
    expect(refusal(validateEstimate(many, false))).toBe(m.serviceEstimateTooLong);
    expect(refusal(validateEstimate({ labour: [{ description: " ", amount: 1 }], parts: [] }, false))).toBe(
      m.serviceEstimateLineInvalid,
    );
    const badPart = { labour: [], parts: [{ ...lines.parts[0]!, quantity: 0 }] };
    expect(refusal(validateEstimate(badPart, false))).toBe(m.serviceEstimateLineInvalid);
    const huge = { labour: [{ description: "x", amount: MAX_ESTIMATE_TOTAL + 1 }], parts: [] };
    expect(refusal(validateEstimate(huge, false))).toBe(m.serviceEstimateTooLarge);
    const free = { labour: [{ description: "x", amount: 0 }], parts: [] };
    expect(refusal(validateEstimate(free, false))).toBe(m.serviceEstimateZero);
    expect(validateEstimate(free, true).ok).toBe(true);
  });

  it("charges the lines, or nothing under warranty with the cost recorded", () => {
    expect(chargedLines(lines, false).warrantyCost).toBe(0);
    const covered = chargedLines(lines, true);
    expect(covered.items.map((i) => i.price)).toEqual([0]);
    expect(covered.extraCosts).toEqual([{ description: "Servicio", amount: 0 }]);
    expect(covered.warrantyCost).toBe(50_000);
  });

  const sale = (amountPaid: number): SaleMoney => ({
    items: [],
    subtotal: 0,
    shippingCost: 0,
    extraCosts: [{ description: "Estimado", amount: 40_000 }],
    extraCostsTotal: 40_000,
    promoItemsDiscount: 0,
    appliedDiscount: null,
    extraDiscount: { amount: 0, reason: "" },
    total: 40_000,
    amountPaid,
    refundedAmount: 0,
    status: amountPaid >= 40_000 ? "Completado" : amountPaid > 0 ? "Abonado" : "Pendiente",
    payments: [],
    paymentHistoryInvalidated: false,
    isDelivered: false,
    shippedAt: null,
    deliveredAt: null,
    cancellationReason: null,
    commission: { basisPoints: 0 },
  });
  const stock = [{ productId: "p1", quantity: 5, inProgressStock: 0, totalSold: 0 }];
  const context = { saleId: "s1", serviceNumber: "OS-0001", estimateNumber: 1, approvedBy: "Ana" };
  const actor = { user: "Caja", now: "2026-12-02T15:00:00Z" };

  it("becomes the sale's lines: parts out as 'taller', a paid-up sale reopened by the new balance", () => {
    const applied = applyEstimate(sale(40_000), lines, false, stock, context, actor);
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.sale).toMatchObject({ total: 50_000, subtotal: 20_000, status: "Abonado" });
    expect(applied.value.stock.movements).toEqual([
      expect.objectContaining({ type: "taller", quantityChange: -2, notes: m.servicePartsNote("OS-0001") }),
    ]);
    expect(applied.value.history[0]?.details).toBe(m.serviceEstimateApproved(1, "Ana"));
    const warranty = applyEstimate(sale(0), lines, true, stock, context, actor);
    expect(warranty.ok && warranty.value.sale.status).toBe("Completado");
    expect(warranty.ok && warranty.value.warrantyCost).toBe(50_000);
  });

  it("refuses parts out of stock and an estimate below what was paid", () => {
    const short = [{ ...stock[0]!, quantity: 1 }];
    expect(applyEstimate(sale(0), lines, false, short, context, actor).ok).toBe(false);
    const cheap = { labour: [{ description: "x", amount: 10_000 }], parts: [] };
    expect(refusal(applyEstimate(sale(20_000), cheap, false, stock, context, actor))).toBe(
      m.serviceEstimateBelowPaid(formatMoney(20_000)),
    );
  });
});

describe("intake", () => {
  const facts = {
    brand: "Seiko",
    problem: "No anda",
    kind: "Cambio de batería" as const,
    estimatedPrice: 30_000,
    estimatedDate: "2026-12-05",
    deposit: 10_000,
  };
  it("needs a brand and a problem; a deposit within a price; a promised day not past", () => {
    expect(validateIntake(facts, "2026-12-02").ok).toBe(true);
    expect(refusal(validateIntake({ ...facts, brand: " " }, "2026-12-02"))).toBe(m.serviceBrandRequired);
    expect(refusal(validateIntake({ ...facts, problem: "" }, "2026-12-02"))).toBe(m.serviceProblemRequired);
    expect(refusal(validateIntake({ ...facts, estimatedPrice: null }, "2026-12-02"))).toBe(
      m.serviceDepositWithoutPrice,
    );
    expect(refusal(validateIntake({ ...facts, deposit: 40_000 }, "2026-12-02"))).toBe(
      m.serviceDepositAbovePrice,
    );
    expect(refusal(validateIntake(facts, "2026-12-06"))).toBe(m.serviceEstimatedDatePast);
  });

  it("claims the warranty only while it runs", () => {
    expect(checkWarrantyClaim("Limpieza", null)).toEqual({ ok: true, value: false });
    expect(checkWarrantyClaim("Garantía", 10)).toEqual({ ok: true, value: true });
    expect(refusal(checkWarrantyClaim("Garantía", 0))).toBe(m.serviceWarrantyNotInForce);
    expect(refusal(checkWarrantyClaim("Garantía", null))).toBe(m.serviceWarrantyNotInForce);
  });

  it("numbers, claim codes and the watch's line", () => {
    expect(serviceNumber(42)).toBe("OS-0042");
    expect(claimCodeFrom(new Uint8Array([0, 1, 2, 3, 30, 31]))).toBe("ABCD9A");
    expect(claimCodeFrom(new Uint8Array([]))).toBe("AAAAAA");
    expect(normaliseClaimCode(" ab-cd 12 ")).toBe("ABCD12");
    expect(watchLabel({ brand: "Seiko", model: " ", serial: null })).toBe("Seiko");
    expect(watchLabel({ brand: "Seiko", model: "Presage", serial: "X1" })).toBe("Seiko Presage · Serie X1");
  });

  it("counts shop days and finds the watches waiting too long", () => {
    expect(daysBetween("2026-12-01", "2026-12-16")).toBe(15);
    expect(daysBetween("2026-12-16", "2026-12-01")).toBe(0);
    expect(lastDayAtLeast("2026-03-01", 1)).toBe("2026-02-28");
    expect(isUncollected("2026-12-01", "2026-12-16", 15)).toBe(true);
    expect(isUncollected("2026-12-02", "2026-12-16", 15)).toBe(false);
    expect(isUncollected(null, "2026-12-16", 15)).toBe(false);
    expect(reminderDue("2026-12-01", null, "2026-12-16", 15)).toBe(true);
    expect(reminderDue("2026-12-01", "2026-12-16", "2026-12-30", 15)).toBe(false);
    expect(reminderDue("2026-12-01", "2026-12-16", "2026-12-31", 15)).toBe(true);
    expect(reminderDue("2026-12-10", null, "2026-12-16", 15)).toBe(false);
  });
});

describe("the desk's numbers", () => {
  it("open orders by state and age, turnaround and revenue of delivered ones, warranty repairs", () => {
    const row = { labour: 0, parts: 0, warranty: false, warrantyCost: 0, deliveredDay: null };
    const summary = serviceSummary(
      [
        { ...row, state: "Recibido", receivedDay: "2026-12-01" },
        { ...row, state: "En reparación", receivedDay: "2026-11-01" },
        { ...row, state: "Cancelado", receivedDay: "2026-11-20" },
        {
          ...row,
          state: "Entregado",
          receivedDay: "2026-11-01",
          deliveredDay: "2026-11-04",
          labour: 300,
          parts: 200,
        },
        {
          ...row,
          state: "Entregado",
          receivedDay: "2026-11-10",
          deliveredDay: "2026-11-12",
          warranty: true,
          warrantyCost: 900,
        },
        { ...row, state: "Entregado", receivedDay: "2026-11-10", deliveredDay: null },
      ],
      "2026-12-02",
    );
    expect(summary.byState.find((s) => s.state === "Entregado")?.count).toBe(3);
    expect(summary.openByAge.map((b) => b.count)).toEqual([1, 0, 1]);
    expect(summary).toMatchObject({ delivered: 3, averageTurnaroundDays: 1.7, labour: 300, parts: 200 });
    expect(summary).toMatchObject({ warrantyRepairs: 1, warrantyCost: 900 });
    expect(serviceSummary([], "2026-12-02").averageTurnaroundDays).toBeNull();
  });
});

describe("the desk's texts", () => {
  it("every template shows each value it is given", () => {
    for (const [key, text] of Object.entries(m)) {
      if (typeof text !== "function") continue;
      // Lower-case markers: a state is written lower-cased inside a sentence.
      const markers = Array.from({ length: text.length }, (_, i) => `‹${key.toLowerCase()}-${i}›`);
      const out = (text as (...a: string[]) => string)(...markers);
      for (const marker of markers) expect(out, key).toContain(marker);
      expect(out, key).not.toMatch(/undefined|NaN/);
    }
  });
});
