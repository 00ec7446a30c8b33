import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, type CartItem, cartCount } from "../../domain/cart/cart";

/**
 * The cart lives in localStorage 'shoppingCart' (docs/product/data.md) so it survives reloads and is shared
 * by the tabs of this browser. This store only reads and writes it; every cart rule (stock
 * limits, clamping, counting) is the domain's (src/domain/cart/cart.ts).
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

const isLine = (item: unknown): item is CartItem => {
  const line = item as CartItem | null;
  return (
    typeof line === "object" &&
    line !== null &&
    typeof line.productId === "string" &&
    typeof line.name === "string" &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    Number.isInteger(line.salePrice)
  );
};

function parse(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    // A corrupted or hand-edited entry must not break the whole page: keep only sane lines.
    return Array.isArray(value) ? value.filter(isLine) : [];
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

export function setCart(items: readonly CartItem[]): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: nothing more we can do from here.
  }
  for (const listener of listeners) listener();
}

export function clearCart(): void {
  setCart([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
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
