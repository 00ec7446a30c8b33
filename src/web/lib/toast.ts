import { useSyncExternalStore } from "react";
import type { ToastPosition } from "./toast-placement";

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

/** What a toast may add to its text: one action button, and a place other than the usual corner. */
export interface ToastExtras {
  action?: { label: string; onClick: () => void };
  position?: ToastPosition;
}

function show(kind: Kind, text: string, extras: ToastExtras = {}): void {
  void loadSonner().then((module) => module.toast[kind](text, extras));
}

export const toast = {
  success: (text: string, extras?: ToastExtras) => show("success", text, extras),
  error: (text: string, extras?: ToastExtras) => show("error", text, extras),
  info: (text: string, extras?: ToastExtras) => show("info", text, extras),
  warning: (text: string, extras?: ToastExtras) => show("warning", text, extras),
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
