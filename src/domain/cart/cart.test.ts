import { describe, expect, it } from "vitest";
import type { CatalogProduct } from "../products/pricing";
import { PRODUCT_IMAGE_PLACEHOLDER } from "../products/pricing";
import { frozen } from "../sales/test-fixtures";
import {
  addToCart,
  CART_STORAGE_KEY,
  type CartItem,
  cartCount,
  cartTotal,
  removeFromCart,
  updateCartQuantity,
} from "./cart";

const product: CatalogProduct = {
  id: "p1",
  name: "Casio Vintage",
  quantity: 3,
  imageUrls: [],
  salePrice: 50000,
  promoPrice: 45000,
  originalPublicPrice: 60000,
};
const item: CartItem = {
  productId: "p1",
  name: "Casio Vintage",
  quantity: 2,
  salePrice: 50000,
  promoPrice: 45000,
  originalPublicPrice: 60000,
  mainImageUrl: PRODUCT_IMAGE_PLACEHOLDER,
};

describe("cart (docs/product/data.md, validation.md, texts.md)", () => {
  it("persists under the key shoppingCart", () => {
    expect(CART_STORAGE_KEY).toBe("shoppingCart");
  });
  it("adding needs an existing product with stock: 'Este producto está agotado.'", () => {
    for (const p of [undefined, null, { ...product, quantity: 0 }]) {
      const result = addToCart([], p);
      expect(result.ok || result.error.message).toBe("Este producto está agotado.");
    }
  });
  it("adds a new item with the product fields and the image placeholder", () => {
    const result = addToCart(frozen([]), product);
    expect(result).toEqual({ ok: true, value: { cart: [{ ...item, quantity: 1 }], warning: null } });
  });
  it("adds to an existing item, refreshing its prices and leaving the others", () => {
    const other = { ...item, productId: "p9" };
    const result = addToCart(frozen([other, { ...item, quantity: 1, salePrice: 1 }]), product);
    expect(result.ok && result.value.cart).toEqual([other, item]);
  });
  it("the cart total for a product cannot exceed stock: 'No puedes agregar más. Solo quedan {n} en stock.'", () => {
    const result = addToCart([item], product, 5);
    expect(result.ok && result.value).toEqual({
      cart: [{ ...item, quantity: 3 }],
      warning: "No puedes agregar más. Solo quedan 3 en stock.",
    });
  });
  it("a quantity update above stock is clamped: 'Solo quedan {n} unidades en stock.'", () => {
    expect(updateCartQuantity(frozen([item]), "p1", 7, 3)).toEqual({
      cart: [{ ...item, quantity: 3 }],
      warning: "Solo quedan 3 unidades en stock.",
    });
    const other = { ...item, productId: "p9" };
    expect(updateCartQuantity([item, other], "p1", 1, 3)).toEqual({
      cart: [{ ...item, quantity: 1 }, other],
      warning: null,
    });
  });
  it("a quantity of 0 or less removes the item", () => {
    expect(updateCartQuantity([item], "p1", 0, 3)).toEqual({ cart: [], warning: null });
    expect(updateCartQuantity([item], "p1", -2, 3)).toEqual({ cart: [], warning: null });
    expect(updateCartQuantity([item], "p1", 2, 0)).toEqual({
      cart: [],
      warning: "Solo quedan 0 unidades en stock.",
    });
  });
  it("removes, counts units and totals at the effective price", () => {
    const other = { ...item, productId: "p2", promoPrice: null, quantity: 1 };
    expect(removeFromCart([item, other], "p1")).toEqual([other]);
    expect(cartCount([item, other])).toBe(3);
    expect(cartTotal([item, other])).toBe(2 * 45000 + 50000);
  });
});

describe("a wholesaler's cart (docs/decisions/0071)", () => {
  it("keeps the wholesale price only when the catalogue gave it", () => {
    const base: CatalogProduct = {
      id: "w1",
      name: "Seiko",
      quantity: 3,
      imageUrls: [],
      salePrice: 500_000,
      promoPrice: null,
      originalPublicPrice: 500_000,
    };
    const forWholesaler = addToCart([], { ...base, wholesalePrice: 400_000 });
    expect(forWholesaler.ok && forWholesaler.value.cart[0]?.wholesalePrice).toBe(400_000);
    const forVisitor = addToCart([], base);
    expect(forVisitor.ok && "wholesalePrice" in forVisitor.value.cart[0]!).toBe(false);
  });
});
