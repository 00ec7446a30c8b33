import { describe, expect, it } from "vitest";
import {
  effectivePrice,
  mainImageUrl,
  offerBadge,
  offerBadgeLabel,
  originalPriceOf,
  PRODUCT_IMAGE_PLACEHOLDER,
  priceFor,
  pricePreview,
  pricingLine,
  productPricing,
  showsOfferBadge,
} from "./pricing";

describe("offer badge (docs/product/overview.md, constants.md)", () => {
  const base = { price: 50000, originalPrice: 50000, salePrice: 50000, promoPrice: null };
  it("shows when the original price exceeds the price by more than 0.01", () => {
    expect(showsOfferBadge({ ...base, originalPrice: 50002 })).toBe(true);
    expect(showsOfferBadge({ ...base, originalPrice: 50001 })).toBe(false);
  });
  it("shows when the price is the promotion on the sale price", () => {
    expect(showsOfferBadge({ ...base, price: 45000, originalPrice: 45000, promoPrice: 45000 })).toBe(true);
    expect(showsOfferBadge({ ...base, promoPrice: 55000, price: 55000, originalPrice: 55000 })).toBe(false);
    expect(showsOfferBadge({ ...base, promoPrice: 45000 })).toBe(false);
  });
  it("reads '¡P. Especial!' for wholesalers and '¡Oferta!' for everyone else", () => {
    expect(offerBadgeLabel("wholesaler")).toBe("¡P. Especial!");
    expect(offerBadgeLabel("client")).toBe("¡Oferta!");
    expect(offerBadgeLabel(null)).toBe("¡Oferta!");
    expect(offerBadge({ ...base, originalPrice: 60000 }, "wholesaler")).toBe("¡P. Especial!");
    expect(offerBadge(base, "client")).toBeNull();
  });
});

describe("product pricing", () => {
  it("charges the promo price only when it is below the sale price", () => {
    expect(effectivePrice({ salePrice: 50000, promoPrice: 40000 })).toBe(40000);
    expect(effectivePrice({ salePrice: 50000, promoPrice: 60000 })).toBe(50000);
    expect(effectivePrice({ salePrice: 50000, promoPrice: null })).toBe(50000);
  });
  it("a product card crosses out the regular price; the public original price is only a reference", () => {
    expect(productPricing({ salePrice: 50000, promoPrice: 40000, originalPublicPrice: 65000 }, null)).toEqual(
      {
        price: 40000,
        crossedOut: 50000,
        publicOriginalPrice: 65000,
        badge: "¡Oferta!",
      },
    );
    // Without a promotion nothing is crossed out; the badge still follows the public original price.
    expect(productPricing({ salePrice: 50000, promoPrice: null, originalPublicPrice: 65000 }, null)).toEqual({
      price: 50000,
      crossedOut: null,
      publicOriginalPrice: 65000,
      badge: "¡Oferta!",
    });
    expect(
      productPricing({ salePrice: 50000, promoPrice: null, originalPublicPrice: 50000 }, null)
        .publicOriginalPrice,
    ).toBeNull();
  });
  it("uses the first image, or the placeholder when there is none", () => {
    expect(mainImageUrl(["/a.webp", "/b.webp"])).toBe("/a.webp");
    expect(mainImageUrl([])).toBe(PRODUCT_IMAGE_PLACEHOLDER);
  });
});

describe("original price and the pricing line (docs/decisions/0244, 0032)", () => {
  const product = {
    id: "p1",
    name: "Casio",
    salePrice: 50000,
    promoPrice: 45000,
    originalPublicPrice: 60000,
  };
  it("the reference is the public original price, else the sale price", () => {
    expect(originalPriceOf(product)).toBe(60000);
    expect(originalPriceOf({ ...product, originalPublicPrice: null })).toBe(50000);
  });
  it("a line charges the promotion and keeps the regular price as its original price", () => {
    expect(pricingLine(product, 2)).toEqual({
      productId: "p1",
      productName: "Casio",
      quantity: 2,
      price: 45000,
      originalPrice: 50000,
      salePrice: 50000,
    });
    expect(pricingLine({ ...product, promoPrice: null, originalPublicPrice: null }, 1)).toMatchObject({
      price: 50000,
      originalPrice: 50000,
    });
  });
});

describe("wholesale price (docs/decisions/0071)", () => {
  const watch = { salePrice: 500_000, promoPrice: null, wholesalePrice: 380_000 };
  it("only a wholesaler pays it; everyone else pays the public price", () => {
    expect(priceFor(watch, "wholesaler")).toBe(380_000);
    expect(priceFor(watch, "client")).toBe(500_000);
    expect(priceFor(watch, null)).toBe(500_000);
    expect(priceFor(watch, "admin")).toBe(500_000);
  });
  it("a wholesaler pays the lower of the wholesale and the promotion price", () => {
    expect(priceFor({ ...watch, promoPrice: 350_000 }, "wholesaler")).toBe(350_000);
    expect(priceFor({ ...watch, promoPrice: 450_000 }, "wholesaler")).toBe(380_000);
  });
  it("without a wholesale price a wholesaler pays the public price", () => {
    expect(priceFor({ ...watch, wholesalePrice: null }, "wholesaler")).toBe(500_000);
    expect(priceFor({ salePrice: 500_000, promoPrice: 450_000 }, "wholesaler")).toBe(450_000);
  });
  it("a wholesaler's line keeps the sale price, so the promotion discount is counted against it", () => {
    const line = pricingLine(
      { id: "p", name: "Reloj", originalPublicPrice: null, ...watch },
      2,
      "wholesaler",
    );
    expect(line).toMatchObject({ price: 380_000, salePrice: 500_000, originalPrice: 500_000 });
    expect(pricingLine({ id: "p", name: "Reloj", originalPublicPrice: null, ...watch }, 2).price).toBe(
      500_000,
    );
  });
  it("the card of a wholesaler shows the wholesale price with '¡P. Especial!'", () => {
    const card = { ...watch, originalPublicPrice: 500_000 };
    expect(productPricing(card, "wholesaler")).toEqual({
      price: 380_000,
      crossedOut: 500_000,
      publicOriginalPrice: null,
      badge: "¡P. Especial!",
    });
    expect(productPricing(card, "client")).toEqual({
      price: 500_000,
      crossedOut: null,
      publicOriginalPrice: null,
      badge: null,
    });
  });
  it("previews what a visitor, a client and a wholesaler will see", () => {
    const preview = pricePreview({ ...watch, promoPrice: 450_000, originalPublicPrice: null });
    const sees = (price: number, badge: string) => ({
      price,
      crossedOut: 500_000,
      publicOriginalPrice: null,
      badge,
    });
    expect(preview.visitor).toEqual(sees(450_000, "¡Oferta!"));
    expect(preview.client).toEqual(preview.visitor);
    expect(preview.wholesaler).toEqual(sees(380_000, "¡P. Especial!"));
  });
});
