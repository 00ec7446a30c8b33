import { describe, expect, it } from "vitest";
import { paymentLinkMsg as m } from "./messages-payment-links";
import {
  DEFAULT_LINK_HOURS,
  type LinkSale,
  linkAmount,
  linkExpiresAt,
  linkHoursOf,
  linkPaymentType,
  linkRefusal,
  linkState,
  linkTakesCharge,
  linkWhatsapp,
  MAX_LINK_HOURS,
  MIN_LINK_HOURS,
  paymentInTime,
} from "./payment-links";

const owing = (balance: number, status: LinkSale["status"] = "Abonado"): LinkSale => ({ status, balance });

describe("link hours setting", () => {
  it("absent or broken reads 72 hours; out of range is clamped", () => {
    expect(linkHoursOf(undefined)).toBe(DEFAULT_LINK_HOURS);
    expect(linkHoursOf(null)).toBe(72);
    expect(linkHoursOf(Number.NaN)).toBe(72);
    expect(linkHoursOf(0)).toBe(MIN_LINK_HOURS);
    expect(linkHoursOf(10_000)).toBe(MAX_LINK_HOURS);
    expect(linkHoursOf(24.4)).toBe(24);
  });

  it("expiry is creation plus the hours", () => {
    const created = new Date("2026-01-01T12:00:00Z");
    expect(linkExpiresAt(created, 72).toISOString()).toBe("2026-01-04T12:00:00.000Z");
    expect(linkExpiresAt(created, 1).toISOString()).toBe("2026-01-01T13:00:00.000Z");
  });
});

describe("amount of a new link", () => {
  it("defaults to the whole balance, for staff and customers", () => {
    expect(linkAmount(owing(50_000), undefined, "staff")).toEqual({ ok: true, value: 50_000 });
    expect(linkAmount(owing(50_000), undefined, "customer")).toEqual({ ok: true, value: 50_000 });
    expect(linkAmount(owing(50_000), 50_000, "customer")).toEqual({ ok: true, value: 50_000 });
  });

  it("staff may charge part of the balance, never more", () => {
    expect(linkAmount(owing(50_000), 20_000, "staff")).toEqual({ ok: true, value: 20_000 });
    const over = linkAmount(owing(50_000), 50_001, "staff");
    expect(over).toEqual({
      ok: false,
      error: { code: "link_exceeds_balance", message: m.amountExceedsBalance("L.\u00a0500.00") },
    });
  });

  it("a customer may only ask for the whole balance", () => {
    expect(linkAmount(owing(50_000), 20_000, "customer")).toMatchObject({
      ok: false,
      error: { code: "link_full_only" },
    });
  });

  it("refuses zero, negative and fractional centavos", () => {
    for (const bad of [0, -1, 1.5]) {
      expect(linkAmount(owing(50_000), bad, "staff")).toMatchObject({
        ok: false,
        error: { code: "link_amount" },
      });
    }
  });

  it("refuses a cancelled sale and a settled one", () => {
    expect(linkAmount(owing(50_000, "Cancelado"), undefined, "staff")).toMatchObject({
      ok: false,
      error: { code: "sale_cancelled", message: m.cancelledSale },
    });
    expect(linkAmount(owing(1, "Completado"), undefined, "staff")).toMatchObject({
      ok: false,
      error: { code: "no_balance", message: m.noBalance },
    });
  });
});

describe("state of a link", () => {
  const expiresAt = new Date("2026-01-04T12:00:00Z");
  it("is open until its expiry instant, then expired; paid stays paid", () => {
    expect(linkState({ status: "pending", expiresAt }, new Date("2026-01-04T11:59:59Z"))).toBe("open");
    expect(linkState({ status: "pending", expiresAt }, expiresAt)).toBe("expired");
    expect(linkState({ status: "paid", expiresAt }, new Date("2026-01-01T00:00:00Z"))).toBe("paid");
    // A client's link replaced by their newer one says so, open or not (docs/decisions/0158).
    expect(linkState({ status: "replaced", expiresAt }, new Date("2026-01-01T00:00:00Z"))).toBe("replaced");
    expect(linkRefusal("replaced")).toBe(m.replaced);
    // A charge already started on a replaced link is still recorded; a paid link takes none.
    expect(linkTakesCharge("pending")).toBe(true);
    expect(linkTakesCharge("replaced")).toBe(true);
    expect(linkTakesCharge("paid")).toBe(false);
  });

  it("records a charge reported within 30 minutes of the expiry, not later", () => {
    expect(paymentInTime({ expiresAt }, new Date("2026-01-04T12:29:59Z"))).toBe(true);
    expect(paymentInTime({ expiresAt }, new Date("2026-01-04T12:30:00Z"))).toBe(false);
  });

  it("says why it cannot be paid", () => {
    expect(linkRefusal("open")).toBeNull();
    expect(linkRefusal("paid")).toBe(m.alreadyPaid);
    expect(linkRefusal("expired")).toBe(m.expired);
  });
});

describe("paying a link", () => {
  it("settles the sale when it covers the balance (within the tolerance), else is an abono", () => {
    expect(linkPaymentType(50_000, owing(50_000))).toEqual({ ok: true, value: "full" });
    expect(linkPaymentType(50_000, owing(50_001))).toEqual({ ok: true, value: "full" });
    expect(linkPaymentType(20_000, owing(50_000))).toEqual({ ok: true, value: "partial" });
  });

  it("is refused when the balance dropped below the link, or the sale was cancelled or settled", () => {
    expect(linkPaymentType(50_000, owing(40_000))).toEqual({
      ok: false,
      error: { code: "balance_changed", message: m.balanceChanged },
    });
    expect(linkPaymentType(50_000, owing(50_000, "Cancelado"))).toMatchObject({
      ok: false,
      error: { code: "sale_cancelled", message: m.balanceChanged },
    });
    // Nothing is owed: the buyer reads that the order is paid, not to ask for another link.
    expect(linkPaymentType(50_000, owing(0, "Completado"))).toEqual({
      ok: false,
      error: {
        code: "no_balance",
        message: "Este pedido ya está pagado: no tiene saldo pendiente. ¡Gracias!",
      },
    });
  });
});

describe("sharing by WhatsApp", () => {
  it("writes to 504 + the phone with the store, order and amount", () => {
    const shared = linkWhatsapp("9999-0000", {
      store: "Tiempo HN",
      orderNumber: "ABC123",
      amount: 150_050,
      url: "https://t.hn/pagar/x",
    });
    expect(shared.ok && decodeURIComponent(shared.value)).toBe(
      `https://wa.me/50499990000?text=${m.shareText("Tiempo HN", "ABC123", "L.\u00a01,500.50", "https://t.hn/pagar/x")}`,
    );
    expect(linkWhatsapp(null, { store: "x", orderNumber: "y", amount: 1, url: "z" }).ok).toBe(false);
  });
});

describe("texts", () => {
  it("every text, with its figures, is a Spanish sentence", () => {
    for (const value of Object.values(m)) {
      const text =
        typeof value === "function" ? (value as (...a: unknown[]) => string)("A", "B", "C", "D") : value;
      expect(text.trim().length).toBeGreaterThan(3);
    }
    expect(m.gatewayUser("pixelpay")).toBe("PixelPay");
    expect(m.gatewayUser("sandbox")).toBe("Pasarela de prueba");
    expect(m.hoursRange(1, 720)).toBe("Las horas de vigencia deben estar entre 1 y 720.");
  });
});
