import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";
import {
  codeLookupKeys,
  gs1CheckDigit,
  isStoreEan13,
  MAX_STORE_BARCODE_NUMBER,
  normaliseBarcode,
  normaliseReference,
  storeEan13,
} from "./product-codes";

describe("check digits", () => {
  it("computes the EAN-13 and UPC-A check digits of real codes", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1); // 4006381333931
    expect(gs1CheckDigit("978020137962")).toBe(4); // 9780201379624
    expect(gs1CheckDigit("03600029145")).toBe(2); // UPC-A 036000291452
    expect(gs1CheckDigit("200000000001")).toBe(5); // 2 × 1 + 1 × 3 = 5, so 10 − 5
  });

  it("gives 0 when the weighted sum is already a multiple of ten", () => {
    expect(gs1CheckDigit("000000000000")).toBe(0);
  });
});

describe("normaliseBarcode", () => {
  it("keeps a valid EAN-13", () => {
    expect(normaliseBarcode(" 4006381333931 ")).toEqual({ ok: true, value: "4006381333931" });
  });

  it("stores a UPC-A as the 0-prefixed EAN-13: both spellings are one code", () => {
    expect(normaliseBarcode("036000291452")).toEqual({ ok: true, value: "0036000291452" });
    expect(normaliseBarcode("0036000291452")).toEqual({ ok: true, value: "0036000291452" });
  });

  it("refuses an EAN-13 or a UPC-A whose check digit is wrong", () => {
    expect(normaliseBarcode("4006381333932")).toEqual({
      ok: false,
      error: { code: "barcode_check_digit", message: msg.barcodeCheckDigitInvalid },
    });
    expect(normaliseBarcode("036000291453").ok).toBe(false);
  });

  it("keeps Code 128 content as typed (case-sensitive), digits of other lengths included", () => {
    expect(normaliseBarcode("SKX-007/b")).toEqual({ ok: true, value: "SKX-007/b" });
    expect(normaliseBarcode("12345678")).toEqual({ ok: true, value: "12345678" });
  });

  it("treats an empty field as no barcode", () => {
    expect(normaliseBarcode("   ")).toEqual({ ok: true, value: null });
  });

  it("refuses characters a Code 128 cannot carry and codes that are too long", () => {
    expect(normaliseBarcode("reloj-ñ")).toEqual({
      ok: false,
      error: { code: "barcode_characters", message: msg.barcodeCharactersInvalid },
    });
    expect(normaliseBarcode("A".repeat(49))).toEqual({
      ok: false,
      error: { code: "barcode_too_long", message: msg.barcodeTooLong },
    });
    expect(normaliseBarcode("A".repeat(48)).ok).toBe(true);
  });
});

describe("normaliseReference", () => {
  it("ignores case and repeated spaces", () => {
    expect(normaliseReference("  srpd55   k1 ")).toEqual({ ok: true, value: "SRPD55 K1" });
  });

  it("treats an empty field as no reference", () => {
    expect(normaliseReference("")).toEqual({ ok: true, value: null });
  });

  it("refuses a reference longer than 40 characters", () => {
    expect(normaliseReference("X".repeat(41))).toEqual({
      ok: false,
      error: { code: "reference_too_long", message: msg.referenceTooLong },
    });
    expect(normaliseReference("X".repeat(40)).ok).toBe(true);
  });
});

describe("store EAN-13", () => {
  it("numbers from prefix 20 with a valid check digit", () => {
    expect(storeEan13(1)).toBe("2000000000015");
    expect(normaliseBarcode(storeEan13(1))).toEqual({ ok: true, value: "2000000000015" });
    expect(storeEan13(12_345)).toMatch(/^200000012345\d$/);
  });

  it("climbs to prefix 29 and no further", () => {
    expect(storeEan13(MAX_STORE_BARCODE_NUMBER)).toMatch(/^299999999999\d$/);
    expect(() => storeEan13(MAX_STORE_BARCODE_NUMBER + 1)).toThrow(RangeError);
    expect(() => storeEan13(0)).toThrow(RangeError);
    expect(() => storeEan13(1.5)).toThrow(RangeError);
  });

  it("recognises the store's own numbers only", () => {
    expect(isStoreEan13(storeEan13(7))).toBe(true);
    expect(isStoreEan13("4006381333931")).toBe(false);
    expect(isStoreEan13("2000000000016")).toBe(false);
  });
});

describe("codeLookupKeys", () => {
  it("gives both keys for a text that can be either", () => {
    expect(codeLookupKeys("036000291452")).toEqual({ barcode: "0036000291452", reference: "036000291452" });
    expect(codeLookupKeys("srpd55k1")).toEqual({ barcode: "srpd55k1", reference: "SRPD55K1" });
  });

  it("gives null for a key the text cannot be", () => {
    expect(codeLookupKeys("4006381333932")).toEqual({ barcode: null, reference: "4006381333932" });
    expect(codeLookupKeys("Ñ".repeat(41))).toEqual({ barcode: null, reference: null });
  });
});
