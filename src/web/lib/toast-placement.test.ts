import { describe, expect, it } from "vitest";
import { bottomToastBox, TOAST_TOP_OFFSET, toastPositionAvoiding } from "./toast-placement";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const box = (top: number, height: number, left = 16, right = 374) => ({
  top,
  bottom: top + height,
  left,
  right,
});

describe("a toast hides nothing the person is using", () => {
  it("on a phone, controls near the foot send the toast to the top, below the header", () => {
    expect(toastPositionAvoiding(box(760, 48), PHONE)).toBe("top-center");
    // Just above the bottom toast's box: it stays at the bottom.
    const free = bottomToastBox(PHONE).top - 48 - 1;
    expect(toastPositionAvoiding(box(free, 48), PHONE)).toBe("bottom-right");
    expect(toastPositionAvoiding(box(free + 2, 48), PHONE)).toBe("top-center");
    expect(TOAST_TOP_OFFSET).toBeGreaterThanOrEqual(64 + 8);
  });

  it("on a desktop only controls under the bottom-right toast move it (to the top right)", () => {
    expect(toastPositionAvoiding(box(740, 44, 700, 1200), DESKTOP)).toBe("top-right");
    expect(toastPositionAvoiding(box(740, 44, 100, 500), DESKTOP)).toBe("bottom-right");
    expect(toastPositionAvoiding(box(300, 44, 700, 1200), DESKTOP)).toBe("bottom-right");
  });

  it("the bottom box spans a phone's width and sits in the desktop's right corner", () => {
    expect(bottomToastBox(PHONE)).toMatchObject({ left: 0, right: 390, bottom: 828 });
    expect(bottomToastBox(DESKTOP)).toMatchObject({ right: 1256, left: 900, bottom: 776 });
  });
});
