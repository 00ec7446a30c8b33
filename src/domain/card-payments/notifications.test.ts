import { describe, expect, it } from "vitest";
import { frozen } from "../sales/test-fixtures";
import {
  advanceCardNotification,
  type CardNotificationState,
  chargesSince,
  ticketStatusAfterReply,
} from "./notifications";

const now = "2025-03-01T10:00:00.000Z";
const at = (
  status: CardNotificationState["status"],
  viewedAt: string | null = null,
): CardNotificationState => ({
  status,
  viewedAt,
  processedAt: null,
});

describe("card payment notification (docs/product/states.md)", () => {
  it("goes pending_payment → new once the payment is confirmed", () => {
    expect(advanceCardNotification(frozen(at("pending_payment")), "new", now)).toEqual(at("new"));
  });
  it("a pending notification cannot be viewed or processed before its payment", () => {
    const pending = at("pending_payment");
    expect(advanceCardNotification(pending, "viewed", now)).toBe(pending);
    expect(advanceCardNotification(pending, "processed", now)).toBe(pending);
  });
  it("new → viewed sets viewedAt; viewed → processed sets processedAt", () => {
    const viewed = advanceCardNotification(at("new"), "viewed", now);
    expect(viewed).toEqual({ status: "viewed", viewedAt: now, processedAt: null });
    const later = "2025-03-01T11:00:00.000Z";
    expect(advanceCardNotification(viewed, "processed", later)).toEqual({
      status: "processed",
      viewedAt: now,
      processedAt: later,
    });
  });
  it("processing an unseen notification also marks it seen", () => {
    expect(advanceCardNotification(at("new"), "processed", now)).toEqual({
      status: "processed",
      viewedAt: now,
      processedAt: now,
    });
  });
  it("never goes back nor re-stamps", () => {
    const processed = { status: "processed" as const, viewedAt: "a", processedAt: "b" };
    expect(advanceCardNotification(processed, "viewed", now)).toBe(processed);
    expect(advanceCardNotification(processed, "processed", now)).toBe(processed);
    const viewed = at("viewed", "a");
    expect(advanceCardNotification(viewed, "new", now)).toBe(viewed);
  });
});

describe("support ticket (docs/product/states.md)", () => {
  it("a reply by a client or wholesaler sets it back to 'Abierto'", () => {
    expect(ticketStatusAfterReply("Cerrado", "client")).toBe("Abierto");
    expect(ticketStatusAfterReply("Cerrado", "wholesaler")).toBe("Abierto");
  });
  it("a staff reply leaves the status as it is", () => {
    expect(ticketStatusAfterReply("En Proceso", "admin")).toBe("En Proceso");
  });
});

describe("Cobros con tarjeta (todos)", () => {
  it("counts every gateway charge from the period's start on, checkouts and links alike", () => {
    const day = new Date("2026-12-01T06:00:00Z");
    const charges = [
      { at: new Date("2026-12-01T05:59:59Z"), amount: 100 },
      { at: day, amount: 555_000 },
      { at: new Date("2026-12-01T20:00:00Z"), amount: 100_000 },
    ];
    expect(chargesSince(charges, day)).toEqual({ count: 2, total: 655_000 });
    expect(chargesSince([], day)).toEqual({ count: 0, total: 0 });
  });
});
