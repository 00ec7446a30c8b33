/**
 * The layout rules of tables and of the regions that scroll, measured in the browser by
 * layout-check.ts's `layoutProblems` (so the layout sweep runs them on every page and dialog, at
 * both widths and themes):
 * - text inside a table cell or a scroll region is never clipped by its own box (overflow hidden or
 *   an ellipsis); an ellipsis meant so carries `data-truncate-ok` and a `title` with the whole text,
 *   so a truncation cannot pass unnoticed by accident;
 * - a table is whole in its region: from 1024 px a table that scrolls sideways cuts its last columns
 *   off; on a phone only a named region that takes the focus (ReportTable) may scroll a table, any
 *   other wrapper that overflows cuts it;
 * - a button, link or field never reaches past the visible edge of its cell, its table or the
 *   region that clips or scrolls it (a title does not excuse it: the control itself is out of reach);
 * - a date or a time in a table cell is one unit, never broken across lines (a cramped column).
 * Only sideways is measured: a list that scrolls down is read by scrolling, as the page is.
 */

/** Runs inside the page: it may use only what it declares itself. */
export function findTableProblems(overlaySelector: string | null): string[] {
  const CONTROLS =
    "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [role='switch'], [role='tab'], [role='checkbox'], [role='radio']";
  const TOASTS = "[data-sonner-toaster], [data-sonner-toast]";
  const OVERLAYS = `${TOASTS}, [role='dialog'], [role='alertdialog'], [role='menu'], [role='listbox'], [data-radix-popper-content-wrapper]`;
  const problems: string[] = [];
  const root = overlaySelector ? document.querySelector(overlaySelector) : document.body;
  if (!root) return [];
  const wide = window.innerWidth >= 1024;
  const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (el: Element) => {
    const text = clean(el.getAttribute("aria-label") ?? el.textContent);
    return `<${el.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
  };
  const left = (el: Element) => (overlaySelector ? !el.closest(TOASTS) : !el.closest(OVERLAYS));
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false; // screen-reader-only text
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const isPage = (el: Element) => el === document.documentElement || el === document.body;
  const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
  const clips = (el: Element) => getComputedStyle(el).overflowX !== "visible";
  const inScrollRegion = (el: Element) => {
    for (let p = el.parentElement; p && !isPage(p); p = p.parentElement) if (scrolls(p)) return true;
    return false;
  };
  // What of a box is in sight sideways: its padding box (a scrollbar and the border left out).
  const inner = (el: Element) => {
    const r = el.getBoundingClientRect();
    const l = r.left + el.clientLeft;
    return { left: l, right: l + (el.clientWidth || r.width) };
  };
  const past = (r: DOMRect, box: { left: number; right: number }) =>
    r.left < box.left - 1 || r.right > box.right + 1;
  // A table on a phone may scroll inside a region made for it: named, and reachable by keyboard.
  const namedRegion = (el: Element) =>
    el.getAttribute("tabindex") === "0" &&
    Boolean(el.getAttribute("aria-label") || el.getAttribute("aria-labelledby"));

  // Text clipped by its own box inside a cell or a scroll region.
  for (const el of root.querySelectorAll("*")) {
    if (!left(el) || el.querySelector("table")) continue; // a clipped table is measured below
    const style = getComputedStyle(el);
    if (!/hidden|clip/.test(style.overflowX) && style.textOverflow !== "ellipsis") continue;
    if (el.scrollWidth <= el.clientWidth + 1) continue;
    const text = clean(el.textContent);
    if (!text || !shown(el) || !(el.closest("td, th") || inScrollRegion(el))) continue;
    if (el.hasAttribute("data-truncate-ok")) {
      if (!clean(el.getAttribute("title")).includes(text))
        problems.push(`${nameOf(el)} se corta a propósito sin un title con su texto entero`);
      continue;
    }
    problems.push(`texto cortado en ${nameOf(el)}`);
  }

  // A table wider than the region that holds it.
  for (const table of root.querySelectorAll("table")) {
    if (!left(table) || !shown(table)) continue;
    let region: Element | null = table.parentElement;
    while (region && !isPage(region) && !clips(region)) region = region.parentElement;
    if (!region || isPage(region) || region.scrollWidth <= region.clientWidth + 1) continue;
    if (!wide && scrolls(region) && namedRegion(region)) continue;
    const box = inner(region);
    const cut = [...table.querySelectorAll("tr:first-child > th, tr:first-child > td")]
      .filter((cell) => clean(cell.textContent) && past(cell.getBoundingClientRect(), box))
      .map((cell) => `"${clean(cell.textContent).slice(0, 30)}"`);
    problems.push(
      `tabla cortada (${region.scrollWidth} px en ${region.clientWidth} px): no se ven enteras ${cut.join(", ") || "sus columnas"}`,
    );
  }

  // A control past the visible edge of its cell, its table or the region that clips or scrolls it.
  for (const el of root.querySelectorAll(CONTROLS)) {
    if (!left(el) || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    for (let p = el.parentElement; p && !isPage(p); p = p.parentElement) {
      const cell = /^(TD|TH|TABLE)$/.test(p.tagName);
      if (!cell && !clips(p)) continue;
      // A phone swipes a rail of tabs or chips sideways; a table's controls stay in sight.
      if (!cell && !wide && scrolls(p) && !p.querySelector("table")) break;
      if (past(r, inner(p))) {
        problems.push(`${nameOf(el)} sale del borde de su ${cell ? "tabla" : "contenedor"}`);
        break;
      }
      if (!cell) break; // the nearest region that clips or scrolls is the last edge that counts
    }
  }

  // A date or a time in a table cell breaks across lines.
  const unit =
    /\d{1,2} (?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4}|\d{1,2}:\d\d(?:\s?[ap]\.\s?m\.)?/g;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.closest("td, th") || !left(parent) || !shown(parent)) continue;
    for (const match of node.textContent?.matchAll(unit) ?? []) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)),
      );
      if (lines.size > 1) problems.push(`"${clean(match[0])}" se parte en dos líneas en una tabla`);
    }
  }
  return problems;
}
