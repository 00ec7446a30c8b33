import { describe, expect, it } from "vitest";
import { formatShopDateTime } from "../kernel/shop-calendar";
import { endSentence, linkEmailMsg } from "./messages-mail";

describe("a link's expiry in an email", () => {
  it("ends with one period after a time in the afternoon, and adds one after a date", () => {
    const afternoon = formatShopDateTime(new Date("2026-12-04T18:37:00Z"));
    expect(afternoon).toBe("4 dic 2026, 12:37 p. m.");
    expect(linkEmailMsg.paymentExpires(afternoon)).toBe("El link vence el 4 dic 2026, 12:37 p. m.");
    expect(linkEmailMsg.statementExpires(afternoon)).toBe("El enlace vence el 4 dic 2026, 12:37 p. m.");
    expect(endSentence("El link vence el 4 dic 2026")).toBe("El link vence el 4 dic 2026.");
  });
});
