import { useEffect } from "react";
import { ACTIVITY_STAMP_EVERY_MS } from "../../domain/auth/session-policy";
import { call } from "../lib/api";

/**
 * Tells the server, at most once a minute, that someone is using the back office (a click, a
 * key, a touch): a staff session ends after an hour without it (docs/decisions/0044). Data the
 * screen refetches by itself does not count, so an unattended counter computer signs itself out.
 */
export function useStaffActivity(): void {
  useEffect(() => {
    let last = 0;
    const onInput = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_STAMP_EVERY_MS) return;
      last = now;
      void call("recordSessionActivity").catch(() => undefined);
    };
    const events = ["pointerdown", "keydown"] as const;
    for (const e of events) window.addEventListener(e, onInput, { passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, onInput);
    };
  }, []);
}
