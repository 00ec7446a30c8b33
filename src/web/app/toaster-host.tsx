import { lazy, Suspense } from "react";
import { loadSonner, TOAST_DURATION_MS, useToasterNeeded } from "../lib/toast";
import { TOAST_TOP_OFFSET } from "../lib/toast-placement";
import { useTheme } from "../theme/theme-store";

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** At most this many toasts are shown at once; older ones wait behind them. */
export const VISIBLE_TOASTS = 3;

/**
 * Toasts sit at the bottom (right on a desktop, across the foot on a phone), away from the
 * header's cart badge and bells (docs/storefront.md); one that would cover the control it answers
 * goes to the top, below the sticky header (lib/toast-placement.ts).
 */
export function ToasterHost() {
  const needed = useToasterNeeded();
  const [theme] = useTheme();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        duration={TOAST_DURATION_MS}
        visibleToasts={VISIBLE_TOASTS}
        richColors
        closeButton
        position="bottom-right"
        offset={{ top: TOAST_TOP_OFFSET }}
        mobileOffset={{ top: TOAST_TOP_OFFSET }}
      />
    </Suspense>
  );
}
