// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, type CartItem } from "../../domain/cart/cart";
import { getCart, setCart, useCartCount } from "./cart-store";

function Count() {
  return <span data-testid="n">{useCartCount()}</span>;
}

const line = (productId: string, quantity: number): CartItem => ({
  productId,
  name: `Reloj ${productId}`,
  quantity,
  salePrice: 100_000,
  promoPrice: null,
  originalPublicPrice: 100_000,
  mainImageUrl: "/images/placeholder-watch.svg",
});

afterEach(() => localStorage.clear());

describe("cart store (localStorage 'shoppingCart')", () => {
  it("counts the sum of quantities and follows writes and other tabs", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line("a", 2), line("b", 3)]));
    render(<Count />);
    expect(screen.getByTestId("n").textContent).toBe("5");
    act(() => setCart([line("a", 1)]));
    expect(screen.getByTestId("n").textContent).toBe("1");
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line("c", 4)]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByTestId("n").textContent).toBe("4");
  });
  it("survives corrupted storage and drops insane lines", () => {
    localStorage.setItem(CART_STORAGE_KEY, "{oops");
    expect(getCart()).toEqual([]);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { ...line("a", 1), quantity: "x" },
        null,
        { ...line("c", 1), quantity: 1.5 },
        line("b", 1),
      ]),
    );
    expect(getCart()).toEqual([line("b", 1)]);
  });
});
