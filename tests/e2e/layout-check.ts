import type { Page } from "@playwright/test";
import { findTableProblems } from "./layout-check-tables";

/**
 * The layout rules every screen keeps, measured in the browser (the layout sweep runs them on every
 * page and money dialog at both widths and themes):
 * - the page never scrolls sideways;
 * - no two visible controls overlap where a click would land on one of them;
 * - a control's text is never cut off without a way to read it (a title, or scrolling);
 * - an amount of money never breaks between "L." and its digits;
 * - tables and the regions that scroll read whole (layout-check-tables.ts).
 * Toasts and open overlays are left out of a page's check; a dialog is checked on its own.
 */
export async function layoutProblems(
  page: Page,
  theme: "light" | "dark",
  overlay?: string,
): Promise<string[]> {
  // One round trip: the theme is set, laid out over two frames, then measured.
  return page.evaluate<string[]>(`(async () => {
    document.documentElement.classList.toggle("dark", ${JSON.stringify(theme)} === "dark");
    localStorage.setItem("theme", ${JSON.stringify(theme)});
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const overlay = ${JSON.stringify(overlay ?? null)};
    const found = [
      ...(${findLayoutProblems.toString()})(overlay),
      ...(${findTableProblems.toString()})(overlay),
    ];
    return [...new Set(found)];
  })()`);
}

/** Runs inside the page: it may use only what it declares itself. */
function findLayoutProblems(overlaySelector: string | null): string[] {
  const CONTROLS = [
    "a[href]",
    "button",
    "input:not([type='hidden'])",
    "select",
    "textarea",
    "summary",
    "[role='button']",
    "[role='switch']",
    "[role='tab']",
    "[role='checkbox']",
    "[role='radio']",
    "[role='menuitem']",
    "[tabindex]:not([tabindex='-1'])",
  ].join(",");
  const TOASTS = "[data-sonner-toaster], [data-sonner-toast]";
  const OVERLAYS = `${TOASTS}, [role='dialog'], [role='alertdialog'], [role='menu'], [role='listbox'], [data-radix-popper-content-wrapper]`;
  const problems: string[] = [];
  const root = overlaySelector ? document.querySelector(overlaySelector) : document.body;
  if (!root) return [`no se encontró ${overlaySelector}`];

  const nameOf = (el: Element) => {
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
    const value = el instanceof HTMLSelectElement ? el.selectedOptions[0]?.text : undefined;
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${(value ?? text).slice(0, 40)}"`;
  };
  const left = (el: Element) => (overlaySelector ? !el.closest(TOASTS) : !el.closest(OVERLAYS));
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    // Screen-reader-only text (1 px, clipped) is not on screen.
    if (r.width <= 1 || r.height <= 1) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const controls = [...root.querySelectorAll(CONTROLS)].filter((el) => left(el) && shown(el));
  // What of a control is on screen: its box cut by every ancestor that clips or scrolls.
  const visibleRect = (el: Element) => {
    const r = el.getBoundingClientRect();
    let [l, t, rt, b] = [r.left, r.top, r.right, r.bottom];
    for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      const ps = getComputedStyle(p);
      if (ps.overflowX === "visible" && ps.overflowY === "visible") continue;
      const pr = p.getBoundingClientRect();
      if (ps.overflowX !== "visible") [l, rt] = [Math.max(l, pr.left), Math.min(rt, pr.right)];
      if (ps.overflowY !== "visible") [t, b] = [Math.max(t, pr.top), Math.min(b, pr.bottom)];
    }
    return { left: l, top: t, right: rt, bottom: b };
  };
  // Content scrolls under a sticky or fixed bar by design: only controls of one layer are compared.
  const layerOf = (el: Element) => {
    for (let p: Element | null = el; p && p !== document.documentElement; p = p.parentElement) {
      const position = getComputedStyle(p).position;
      if (position === "sticky" || position === "fixed") return p;
    }
    return null;
  };

  // The page scrolls sideways.
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1)
    problems.push(
      `la página se desplaza de lado (${document.documentElement.scrollWidth} px en ${width} px)`,
    );

  // Two controls overlap and a click at their intersection lands on one of them.
  const inView = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
  const rects = controls.map(visibleRect);
  const layers = controls.map(layerOf);
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.contains(b) || b.contains(a) || layers[i] !== layers[j]) continue;
      const ra = rects[i]!;
      const rb = rects[j]!;
      const x1 = Math.max(ra.left, rb.left);
      const x2 = Math.min(ra.right, rb.right);
      const y1 = Math.max(ra.top, rb.top);
      const y2 = Math.min(ra.bottom, rb.bottom);
      if (x2 - x1 <= 1 || y2 - y1 <= 1) continue;
      let x = (x1 + x2) / 2;
      let y = (y1 + y2) / 2;
      if (!inView(x, y)) {
        // Bring the intersection into the viewport to ask what a click there would reach.
        const before = window.scrollY;
        window.scrollBy(0, y - window.innerHeight / 2);
        y -= window.scrollY - before;
        x = Math.min(Math.max(x, 0), window.innerWidth - 1);
      }
      const top = inView(x, y) ? document.elementFromPoint(x, y) : null;
      if (top && (a.contains(top) || b.contains(top)))
        problems.push(`se enciman ${nameOf(a)} y ${nameOf(b)}`);
      window.scrollTo(0, 0);
    }
  }

  // A control's text is cut off with no way to read it.
  const canvas = document.createElement("canvas").getContext("2d");
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    if (!canvas) return 0;
    canvas.font = style.font;
    return canvas.measureText(text).width;
  };
  const px = (v: string) => Number.parseFloat(v) || 0;
  for (const el of controls) {
    if (el.getAttribute("title")) continue; // its whole text shows on hover
    const style = getComputedStyle(el);
    const inner = el.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
    let clipped = false;
    if (el instanceof HTMLSelectElement) {
      // The chosen option beside the arrow (about 20 px in Chromium).
      const text = el.selectedOptions[0]?.text ?? "";
      clipped = textWidth(text, style) > inner - 18;
    } else if (
      el instanceof HTMLInputElement &&
      ["date", "datetime-local", "month", "time"].includes(el.type)
    ) {
      // Chromium draws the date's fields and the calendar button (about 24 px) inside the box.
      const shownText = el.value ? (el.type === "date" ? "00/00/0000" : el.value) : "dd/mm/aaaa";
      clipped = textWidth(shownText, style) > inner - 22;
    } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      clipped = false; // typed text scrolls inside its field; boxes and buttons have no text to cut
    } else if (
      // A control that scrolls (a focusable table region) is read by scrolling it.
      /hidden|clip/.test(style.overflowX) &&
      el.scrollWidth > el.clientWidth + 1 &&
      el.textContent?.trim()
    ) {
      clipped = true;
    }
    if (!clipped) {
      // Cut by an ancestor that hides its overflow. On a phone, a region that scrolls sideways lets
      // it be read; on a desktop screen the whole row of a table or a tab bar is in sight.
      const r = el.getBoundingClientRect();
      const wide = window.innerWidth >= 1024;
      for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (!wide && /auto|scroll/.test(ps.overflowX + ps.overflowY)) break;
        if (wide && /auto|scroll/.test(ps.overflowY) && ps.overflowX === "visible") break;
        if (/hidden|clip|auto|scroll/.test(ps.overflowX)) {
          const pr = p.getBoundingClientRect();
          if (r.left < pr.left - 1 || r.right > pr.right + 1) {
            clipped = true;
            break;
          }
        }
      }
    }
    if (clipped) problems.push(`texto cortado en ${nameOf(el)}`);
  }

  // Money breaks between "L." and its digits.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const money = /L\.\s[\d,]+\.\d\d/g;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !left(parent) || !shown(parent)) continue;
    for (const match of node.textContent?.matchAll(money) ?? []) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) problems.push(`"${match[0]}" se parte en dos líneas`);
    }
  }
  return [...new Set(problems)];
}
