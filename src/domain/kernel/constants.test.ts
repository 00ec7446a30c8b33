import { describe, expect, it } from "vitest";
import { bellBadge, CARD_ALERT, canPlayAlertSound } from "./constants";
import { PHONE_COUNTRY_CODE, STORE_NAME } from "./store";

describe("card alert constants (docs/product/constants.md)", () => {
  it("three tones 200 ms apart, vibration 200/100/200, 420 px dropdown", () => {
    expect(CARD_ALERT.toneFrequenciesHz).toEqual([523.25, 659.25, 783.99]);
    expect(CARD_ALERT.toneSpacingMs).toBe(200);
    expect(CARD_ALERT.vibrationPatternMs).toEqual([200, 100, 200]);
    expect(CARD_ALERT.dropdownWidthPx).toBe(420);
  });
  it("the badge is capped at '9+' and hidden at 0", () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(9)).toBe("9");
    expect(bellBadge(10)).toBe("9+");
  });
  it("leaves at least 2 s between sounds", () => {
    expect(canPlayAlertSound(null, 0)).toBe(true);
    expect(canPlayAlertSound(1000, 2999)).toBe(false);
    expect(canPlayAlertSound(1000, 3000)).toBe(true);
  });
});

describe("store constants (docs/product/screens.md, constants.md)", () => {
  it("uses Honduras' country code 504 and has a name", () => {
    expect(PHONE_COUNTRY_CODE).toBe("504");
    expect(STORE_NAME.length).toBeGreaterThan(0);
  });
});
