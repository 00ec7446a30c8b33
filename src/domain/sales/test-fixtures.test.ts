import { describe, expect, it } from "vitest";
import { err, ok } from "../kernel/result";
import { frozen, unwrap } from "./test-fixtures";

describe("test fixtures", () => {
  it("unwrap answers the value of an accepted result and fails with the Spanish message of a refusal", () => {
    expect(unwrap(ok(3))).toBe(3);
    expect(() => unwrap(err("x", "Este producto está agotado."))).toThrow("Este producto está agotado.");
  });
  it("frozen freezes deeply so a mutating rule fails", () => {
    const sale = frozen({ items: [{ quantity: 1 }] });
    expect(Object.isFrozen(sale.items[0])).toBe(true);
  });
});
