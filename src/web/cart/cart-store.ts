import { useSyncExternalStore } from "react";

/**
 * The cart lives in localStorage 'shoppingCart' (SPEC §3) so it survives reloads and is
 * shared by the tabs of this browser. This store only reads and writes it; the cart rules
 * (stock limits, clamping, SPEC §5) belong to the domain and are applied by the cart feature.
 */
export const CART_KEY = "shoppingCart";

/** A cart line: the product fields plus quantity (SPEC §3). Only id and quantity are relied on here. */
export interface CartItem {
  id: string;
  quantity: number;
  [field: string]: unknown;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    // A corrupted or hand-edited entry must not break the whole page: keep only sane lines.
    return value.filter(
      (item): item is CartItem =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as CartItem).id === "string" &&
        Number.isFinite((item as CartItem).quantity) &&
        (item as CartItem).quantity > 0,
    );
  } catch {
    return [];
  }
}

/** Same array instance while the stored text is unchanged, as useSyncExternalStore requires. */
export function getCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parse(raw);
  }
  return cachedItems;
}

export function setCart(items: CartItem[]): void {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: nothing more we can do from here.
  }
  for (const listener of listeners) listener();
}

export function clearCart(): void {
  setCart([]);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const emptyCart: CartItem[] = [];

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, getCart, () => emptyCart);
}

export function useCartCount(): number {
  return cartCount(useCart());
}
