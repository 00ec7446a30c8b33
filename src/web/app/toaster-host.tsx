import { lazy, Suspense } from "react";
import { loadSonner, TOAST_DURATION_MS, useToasterNeeded } from "../lib/toast";
import { useTheme } from "../theme/theme-store";

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export function ToasterHost() {
  const needed = useToasterNeeded();
  const [theme] = useTheme();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} duration={TOAST_DURATION_MS} richColors closeButton position="top-center" />
    </Suspense>
  );
}
