import { describe, expect, it } from "vitest";
import {
  contactMatches,
  judgeOrderAccess,
  normalOrderNumber,
  ORDER_ACCESS_DAYS,
  orderAccessExpiry,
  orderAccessPayload,
  parseOrderAccessPayload,
} from "./order-access";

const now = new Date("2026-12-02T15:00:00Z");

describe("an order's signed link (claims and expiry)", () => {
  it("lasts 90 days from when it is made", () => {
    expect(ORDER_ACCESS_DAYS).toBe(90);
    expect(orderAccessExpiry(now).toISOString()).toBe("2027-03-02T15:00:00.000Z");
  });

  it("reads back what it wrote, and nothing else", () => {
    const claims = { orderId: "Ab12Cd34Ef56Gh78Ij90", expiresAt: orderAccessExpiry(now) };
    expect(parseOrderAccessPayload(orderAccessPayload(claims))).toEqual(claims);
    for (const bad of [
      "",
      "orden|x",
      "orden|x|1|2",
      "estado|Ab12Cd|123",
      "orden||123",
      "orden|a b|123",
      "orden|Ab12Cd|-5",
      "orden|Ab12Cd|12.5",
      "orden|Ab12Cd|1234567890123456",
    ])
      expect(parseOrderAccessPayload(bad), bad).toBeNull();
  });

  it("opens its own order until the instant it expires, never another order", () => {
    const claims = { orderId: "Ab12Cd34Ef56Gh78Ij90", expiresAt: orderAccessExpiry(now) };
    expect(judgeOrderAccess(claims, claims.orderId, now)).toBe("ok");
    expect(judgeOrderAccess(claims, claims.orderId, new Date(claims.expiresAt.getTime() - 1))).toBe("ok");
    expect(judgeOrderAccess(claims, claims.orderId, claims.expiresAt)).toBe("expired");
    expect(judgeOrderAccess(claims, "Zz99Yy88Xx77Ww66Vv55", now)).toBe("invalid");
    // Another order's expired token is still just invalid: it says nothing about this order.
    expect(judgeOrderAccess(claims, "Zz99Yy88Xx77Ww66Vv55", claims.expiresAt)).toBe("invalid");
    expect(judgeOrderAccess(null, claims.orderId, now)).toBe("invalid");
  });
});

describe("the lookup by order number and email or phone", () => {
  it("takes the number as a person types it", () => {
    expect(normalOrderNumber("ab12cd")).toBe("AB12CD");
    expect(normalOrderNumber(" #AB12CD ")).toBe("AB12CD");
    expect(normalOrderNumber("# ab12cd")).toBe("AB12CD");
    for (const bad of ["", "AB12C", "AB12CDE", "AB-2CD", "ÁB12CD"])
      expect(normalOrderNumber(bad), bad).toBeNull();
  });

  const order = { email: "Ana.Perez@Correo.hn", phone: "9988-7766" };
  it("matches the email in any case and the phone in any spelling", () => {
    expect(contactMatches(" ana.perez@correo.hn ", order)).toBe(true);
    expect(contactMatches("99887766", order)).toBe(true);
    expect(contactMatches("+504 9988 7766", order)).toBe(true);
    expect(contactMatches("50499887766", { ...order, phone: "+504 9988-7766" })).toBe(true);
  });

  it("refuses anything else, and an order without that contact", () => {
    expect(contactMatches("otra@correo.hn", order)).toBe(false);
    expect(contactMatches("99887767", order)).toBe(false);
    expect(contactMatches("9988776", order)).toBe(false);
    expect(contactMatches("   ", order)).toBe(false);
    expect(contactMatches("ana.perez@correo.hn", { email: null, phone: "99887766" })).toBe(false);
    expect(contactMatches("99887766", { email: "a@b.hn", phone: null })).toBe(false);
    expect(contactMatches("99887766", { email: null, phone: "123" })).toBe(false);
  });
});
