import { useEffect, useLayoutEffect } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scroll-positions";

/**
 * Each history entry's scroll position, noted as it changes, so Back returns to the same place;
 * kept in sessionStorage when the page goes away, so a reload does too.
 */
let positions: Record<string, number> | undefined;
/** The entry on screen: scrolling is noted against it. */
let current: string | undefined;

function saved(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * A history entry's key. Every page opened by typing its address gets the key "default": those
 * are told apart by their address, so one of them never takes another's position.
 */
const entryOf = (location: Location) =>
  location.key === "default" ? `${location.pathname}${location.search}` : location.key;

/**
 * What the data router's <ScrollRestoration> did: a new page (a link, a redirect, a filter
 * written to the address) opens at its top, or at its #anchor; Back and Forward return to where
 * that page was left. It runs when the router shows the page, after its chunk has loaded.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    // The browser's own restoring would scroll before the page below has rendered.
    window.history.scrollRestoration = "manual";
    const note = () => {
      if (current !== undefined) saved()[current] = window.scrollY;
    };
    const keep = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Storage full or refused: a reload then opens at the top.
      }
      window.history.scrollRestoration = "auto";
    };
    // Scroll events are dispatched after the layout effect below has moved `current` to the
    // page now shown, so a shorter page's clamped position is never noted against the last one.
    window.addEventListener("scroll", note, { passive: true });
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("scroll", note);
      window.removeEventListener("pagehide", keep);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry (location.key)
  useLayoutEffect(() => {
    const entry = entryOf(location);
    current = entry;
    const y = action === "POP" ? saved()[entry] : undefined;
    if (y !== undefined) {
      window.scrollTo(0, y);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // A malformed #fragment: the top, as for no fragment.
      }
    }
    window.scrollTo(0, 0);
  }, [location.key]);
}
