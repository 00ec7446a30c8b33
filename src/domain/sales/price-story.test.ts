import { describe, expect, it } from "vitest";
import { linePriceStory, salePriceStory } from "./price-story";
import { priceSale } from "./totals";

describe("linePriceStory", () => {
  it("a promoted line: its regular amount, its promotion, and what it is charged", () => {
    expect(linePriceStory({ price: 544_000, regularPrice: 640_000, quantity: 2 })).toEqual({
      quantity: 2,
      regularUnitPrice: 640_000,
      regularAmount: 1_280_000,
      unitPrice: 544_000,
      promotion: 192_000,
      amount: 1_088_000,
      crossedOut: 640_000,
    });
  });

  it("a line at its regular price crosses nothing out and has no promotion", () => {
    expect(linePriceStory({ price: 500, regularPrice: 500, quantity: 3 })).toMatchObject({
      regularAmount: 1_500,
      promotion: 0,
      amount: 1_500,
      crossedOut: null,
    });
  });

  it("a price typed above the regular one is its own regular price: no negative promotion", () => {
    expect(linePriceStory({ price: 700, regularPrice: 500, quantity: 2 })).toMatchObject({
      regularUnitPrice: 700,
      regularAmount: 1_400,
      promotion: 0,
      crossedOut: null,
    });
  });

  it("regular amount − promotion is what the line is charged", () => {
    for (const [price, regularPrice, quantity] of [
      [1, 2, 999],
      [0, 5, 1],
      [12_345, 12_345, 7],
      [9_999_999, 1, 3],
    ] as const) {
      const s = linePriceStory({ price, regularPrice, quantity });
      expect(s.regularAmount - s.promotion).toBe(s.amount);
    }
  });
});

describe("salePriceStory", () => {
  const lines = [
    {
      productId: "a",
      productName: "A",
      quantity: 1,
      price: 544_000,
      originalPrice: 640_000,
      salePrice: 640_000,
    },
    {
      productId: "b",
      productName: "B",
      quantity: 3,
      price: 10_000,
      originalPrice: 10_000,
      salePrice: 10_000,
    },
    {
      productId: "c",
      productName: "C",
      quantity: 2,
      price: 15_000,
      originalPrice: 12_000,
      salePrice: 12_000,
    },
  ];

  it("the lines of a priced sale add up to its subtotal and its promotion discount", () => {
    const sale = priceSale({ lines, shippingCost: 0, discountCode: null });
    const story = salePriceStory(sale);
    expect(story.subtotal).toBe(sale.subtotal);
    expect(story.promoItemsDiscount).toBe(sale.promoItemsDiscount);
    expect(story.lines.reduce((s, l) => s + l.regularAmount, 0)).toBe(sale.subtotal);
    expect(story.lines.reduce((s, l) => s + l.promotion, 0)).toBe(sale.promoItemsDiscount);
    expect(story.lines.map((l) => l.crossedOut)).toEqual([640_000, null, null]);
  });

  it("an older sale whose lines kept the public original price shows them at the price charged, its subtotal net of the promotion", () => {
    const sale = priceSale({ lines, shippingCost: 0, discountCode: null });
    const older = {
      ...sale,
      items: sale.items.map((i, n) => (n === 0 ? { ...i, originalPrice: 720_000 } : i)),
    };
    const story = salePriceStory(older);
    expect(story.promoItemsDiscount).toBe(0);
    expect(story.subtotal).toBe(sale.subtotal - sale.promoItemsDiscount);
    expect(story.lines.every((l) => l.crossedOut === null && l.promotion === 0)).toBe(true);
    expect(story.lines.reduce((s, l) => s + l.amount, 0)).toBe(story.subtotal);
  });
});
