import { useSyncExternalStore } from "react";

/**
 * Every feature shows messages through this one helper (docs/product/texts.md: success, error, info,
 * warning; 5000 ms, set once on <Toaster>). The toast library is loaded on the first toast,
 * not with the storefront: most visits never see one. sonner keeps toasts created before its
 * <Toaster> mounts and shows them when it does, so nothing is lost while it loads.
 */
export const TOAST_DURATION_MS = 5000;

type Kind = "success" | "error" | "info" | "warning";
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: Kind, text: string): void {
  void loadSonner().then((module) => module.toast[kind](text));
}

export const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
  info: (text: string) => show("info", text),
  warning: (text: string) => show("warning", text),
};

/** True once some toast asked for the library: time to mount <Toaster>. */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner !== undefined,
    () => false,
  );
}
