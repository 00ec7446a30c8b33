/**
 * Where a toast goes so it hides nothing a person is using. Toasts sit at the bottom (right on a
 * desktop, across the foot on a phone, below sonner's 600 px); a toast that follows a tap on a
 * control near there would cover that very control (the add-to-cart button and its quantity on a
 * phone), so such a toast goes to the top instead, below the sticky header.
 */
export type ToastPosition = "bottom-right" | "top-center" | "top-right";

/** The header every layout keeps at the top (h-16) plus a gap: top toasts start below it. */
export const TOAST_TOP_OFFSET = 72;
/** sonner's own offsets from the bottom and the sides (desktop, phone) and its desktop width. */
const BOTTOM_OFFSET = { desktop: 24, phone: 16 };
const TOAST_WIDTH = 356;
/** Below this width sonner stretches a toast across the screen. */
const PHONE_MAX = 600;
/**
 * The height a toast may take: two lines of text beside an action button, with its padding. A
 * wide margin, so a longer text or a larger font still clears the control.
 */
export const TOAST_HEIGHT = 96;

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The box the bottom toast covers in a viewport of this size. */
export function bottomToastBox(viewport: { width: number; height: number }): Rect {
  const phone = viewport.width <= PHONE_MAX;
  const offset = phone ? BOTTOM_OFFSET.phone : BOTTOM_OFFSET.desktop;
  const bottom = viewport.height - offset;
  return phone
    ? { top: bottom - TOAST_HEIGHT, bottom, left: 0, right: viewport.width }
    : {
        top: bottom - TOAST_HEIGHT,
        bottom,
        left: viewport.width - offset - TOAST_WIDTH,
        right: viewport.width - offset,
      };
}

const overlap = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The position of a toast that answers a tap on `anchor` (its bounding box in the viewport): the
 * usual bottom corner unless the toast would cover the anchor there, then the top.
 */
export function toastPositionAvoiding(
  anchor: Rect,
  viewport: { width: number; height: number },
): ToastPosition {
  if (!overlap(anchor, bottomToastBox(viewport))) return "bottom-right";
  return viewport.width <= PHONE_MAX ? "top-center" : "top-right";
}
