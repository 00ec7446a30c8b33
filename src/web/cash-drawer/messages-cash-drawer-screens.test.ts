import { describe, expect, it } from "vitest";
import { drawerScreens } from "./messages-cash-drawer-screens";

/** Every text of the drawer's screens, nested ones (by kind of movement) included. */
function texts(catalogue: object, prefix = ""): Array<[string, unknown]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? texts(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

describe("the drawer's screen texts", () => {
  it("are written, and every text with values shows each value it is given", () => {
    for (const [key, value] of texts(drawerScreens)) {
      if (typeof value === "function") {
        const markers = Array.from({ length: value.length }, (_, i) => `‹${key}-${i}›`);
        const text = (value as (...args: string[]) => string)(...markers);
        for (const marker of markers) expect(text, key).toContain(marker);
        expect(text, key).not.toMatch(/undefined|NaN/);
      } else {
        expect(typeof value, key).toBe("string");
        expect((value as string).trim().length, key).toBeGreaterThan(1);
      }
    }
  });

  it("address the person formally (usted), as the rest of the back office", () => {
    const all = texts(drawerScreens)
      .map(([, value]) =>
        typeof value === "function" ? (value as (...a: string[]) => string)("x", "y", "z") : value,
      )
      .join(" ");
    // The informal pronouns (tú, tu, te, ti) the back office never uses; it says "usted", "su".
    expect(all).not.toMatch(/(^|[\s¿¡(«])(tú|tu|tus|te|ti|contigo)(?=[\s.,:;!?»)]|$)/i);
  });
});
