import { useSyncExternalStore } from "react";

/**
 * Whether the login / registration modal is open, and on which tab. A module store rather
 * than a context: the header button, the guard redirect and any feature (checkout) can
 * open it without a provider.
 */
export type AuthMode = "login" | "register" | "forgot";
export interface AuthModalState {
  open: boolean;
  mode: AuthMode;
}

let state: AuthModalState = { open: false, mode: "login" };
const listeners = new Set<() => void>();

function set(next: AuthModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const openAuthModal = (mode: AuthMode = "login") => set({ open: true, mode });
export const closeAuthModal = () => set({ ...state, open: false });
export const setAuthMode = (mode: AuthMode) => set({ ...state, mode });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
