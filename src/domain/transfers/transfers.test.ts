import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { transferMsg } from "./messages-transfers";
import {
  accountKey,
  checkPaidOn,
  checkReference,
  findStoreAccount,
  isPdf,
  plainAbonoRefusal,
  REFERENCE_MAX,
  referenceKey,
  referenceUsedRefusal,
} from "./transfers";

describe("a bank reference's key", () => {
  it("drops spaces, dashes, dots, slashes and leading zeros, and upper-cases", () => {
    expect(referenceKey("  000 123-45 ")).toBe("12345");
    expect(referenceKey("ab.12/3_4")).toBe("AB1234");
    expect(referenceKey("0000")).toBe("");
    expect(referenceKey("100200")).toBe("100200");
  });

  it("is idempotent, and typing it differently never makes a second reference", () => {
    const ref = fc.stringMatching(/^[0-9A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(ref, fc.nat(3), fc.constantFrom(" ", "-", "."), (r, zeros, sep) => {
        const key = referenceKey(r);
        expect(referenceKey(key)).toBe(key);
        const spelled = `${"0".repeat(zeros)}${r.toLowerCase().split("").join(sep)}`;
        expect(referenceKey(spelled)).toBe(key);
      }),
    );
  });

  it("two different digit strings without leading zeros never share a key", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.integer({ min: 1 }), (a, b) => {
        fc.pre(a !== b);
        expect(referenceKey(String(a))).not.toBe(referenceKey(String(b)));
      }),
    );
  });
});

describe("checking a typed reference", () => {
  it("gives the key of a good reference", () => {
    expect(checkReference(" 0012-3456 ")).toEqual({ ok: true, value: "123456" });
  });
  it("refuses an empty, all-zero, odd or too long reference", () => {
    const refusal = (raw: string) => {
      const r = checkReference(raw);
      return r.ok ? null : r.error.message;
    };
    expect(refusal("  ")).toBe(transferMsg.referenceRequired);
    expect(refusal("000-0")).toBe(transferMsg.referenceInvalid);
    expect(refusal("12#34")).toBe(transferMsg.referenceInvalid);
    expect(refusal("1".repeat(REFERENCE_MAX + 1))).toBe(transferMsg.referenceTooLong(REFERENCE_MAX));
  });
});

describe("the transfer's day", () => {
  const ordered = new Date("2026-11-20T18:00:00Z");
  const now = new Date("2026-11-27T05:00:00Z"); // 26 Nov, 23:00 in the shop
  const refusal = (day: string) => {
    const r = checkPaidOn(day, ordered, now);
    return r.ok ? r.value : r.error.message;
  };
  it("is today in the shop at the latest", () => {
    expect(refusal("2026-11-26")).toBe("2026-11-26");
    expect(refusal("2026-11-27")).toBe(transferMsg.paidOnInFuture);
  });
  it("is at most a week before the order", () => {
    expect(refusal("2026-11-13")).toBe("2026-11-13");
    expect(refusal("2026-11-12")).toBe(transferMsg.paidOnTooEarly(7));
  });
});

describe("the store's account a buyer names", () => {
  const accounts = [{ accountNumber: "730-245-981", bankName: "BAC" }];
  it("is found however its number is spelled", () => {
    expect(findStoreAccount(accounts, "730245981")).toEqual({ ok: true, value: accounts[0] });
    expect(accountKey(" 730 245-981 ")).toBe("730245981");
  });
  it("is required and must be one of the store's", () => {
    expect(findStoreAccount(accounts, " ")).toEqual({
      ok: false,
      error: { code: "domain_rule", message: transferMsg.accountRequired },
    });
    expect(findStoreAccount(accounts, "111")).toEqual({
      ok: false,
      error: { code: "domain_rule", message: transferMsg.accountUnknown },
    });
  });
});

describe("a comprobante's kind", () => {
  it("is a PDF only by its magic bytes", () => {
    expect(isPdf(Buffer.from("%PDF-1.7\n"))).toBe(true);
    expect(isPdf(Buffer.from("%PDF"))).toBe(false);
    expect(isPdf(Buffer.from("<svg>"))).toBe(false);
  });
});

describe("a reference used twice", () => {
  it("names the order to staff only", () => {
    expect(referenceUsedRefusal("A1B2", true).message).toBe("Referencia ya usada en la orden #A1B2");
    expect(referenceUsedRefusal("A1B2", false).message).toBe(transferMsg.referenceUsed);
    expect(referenceUsedRefusal("A1B2", false).message).not.toContain("A1B2");
  });
});

describe("the transfer texts", () => {
  it("every text renders", () => {
    for (const value of Object.values(transferMsg)) {
      const text = typeof value === "function" ? value(5 as never) : value;
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|NaN/);
    }
  });
});

describe("an abono by transfer without its reference", () => {
  it("is refused only while the store asks for the reference", () => {
    expect(plainAbonoRefusal("transferencia", true)).toBe(transferMsg.abonoNeedsReference);
    expect(plainAbonoRefusal("transferencia", false)).toBeNull();
    expect(plainAbonoRefusal("efectivo", true)).toBeNull();
    expect(plainAbonoRefusal(undefined, true)).toBeNull();
    // Edited into a transfer: refused; already a transfer before: kept editable.
    expect(plainAbonoRefusal("transferencia", true, "efectivo")).toBe(transferMsg.abonoNeedsReference);
    expect(plainAbonoRefusal("transferencia", true, "transferencia")).toBeNull();
  });
});
