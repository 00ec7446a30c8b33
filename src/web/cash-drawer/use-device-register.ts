import { useCallback, useSyncExternalStore } from "react";
import {
  CASH_REGISTER_ID_PATTERN,
  CASH_REGISTER_STORAGE_KEY,
} from "../../contracts/cash-drawer/counter-header";

/**
 * The register this device takes money at, kept in localStorage under the key the typed API client
 * reads for its header (lib/api.ts): choosing it here is what ties this device's cash to that
 * register's session. Another tab of the same browser that changes it is heard through the
 * "storage" event; this tab's own change through the listeners below.
 */
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const id = globalThis.localStorage?.getItem(CASH_REGISTER_STORAGE_KEY) ?? null;
    return id && CASH_REGISTER_ID_PATTERN.test(id) ? id : null;
  } catch {
    // A private window may refuse storage: the device then has no register, and says so.
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CASH_REGISTER_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Remembers (or forgets, with null) this device's register. */
export function setDeviceRegister(id: string | null): void {
  try {
    if (id) globalThis.localStorage?.setItem(CASH_REGISTER_STORAGE_KEY, id);
    else globalThis.localStorage?.removeItem(CASH_REGISTER_STORAGE_KEY);
  } catch {
    // Nothing to keep it in: the screen keeps asking for a register.
  }
  for (const listener of listeners) listener();
}

export function useDeviceRegister(): [string | null, (id: string | null) => void] {
  const id = useSyncExternalStore(subscribe, read, () => null);
  return [id, useCallback((next: string | null) => setDeviceRegister(next), [])];
}
