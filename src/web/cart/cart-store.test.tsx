// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CART_KEY, getCart, setCart, useCartCount } from "./cart-store";

function Count() {
  return <span data-testid="n">{useCartCount()}</span>;
}

afterEach(() => localStorage.clear());

describe("cart store (localStorage 'shoppingCart')", () => {
  it("counts the sum of quantities and follows writes and other tabs", () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { id: "a", quantity: 2 },
        { id: "b", quantity: 3 },
      ]),
    );
    render(<Count />);
    expect(screen.getByTestId("n").textContent).toBe("5");
    act(() => setCart([{ id: "a", quantity: 1 }]));
    expect(screen.getByTestId("n").textContent).toBe("1");
    act(() => {
      localStorage.setItem(CART_KEY, JSON.stringify([{ id: "c", quantity: 4 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_KEY }));
    });
    expect(screen.getByTestId("n").textContent).toBe("4");
  });
  it("survives corrupted storage", () => {
    localStorage.setItem(CART_KEY, "{oops");
    expect(getCart()).toEqual([]);
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([{ id: "a", quantity: "x" }, null, { id: "b", quantity: 1 }]),
    );
    expect(getCart()).toEqual([{ id: "b", quantity: 1 }]);
  });
});
