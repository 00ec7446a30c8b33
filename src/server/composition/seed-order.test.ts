import { describe, expect, it } from "vitest";
import type { Feature } from "../feature";
import { features } from "../features";
import { demoSeedOrder } from "./seed";

const feature = (name: string, after?: string[]): Feature => ({
  name,
  register: async () => undefined,
  seedDemo: { after, run: async () => undefined },
});

describe("demo seed order (docs/decisions/0187)", () => {
  it("keeps the features list's order, moving a feature after those it names", () => {
    const list = [feature("sales", ["customers"]), feature("settings"), feature("customers")];
    expect(demoSeedOrder(list).map((f) => f.name)).toEqual(["customers", "sales", "settings"]);
  });

  it("skips features without demo rows and refuses unknown names and cycles", () => {
    const plain: Feature = { name: "health", register: async () => undefined };
    expect(demoSeedOrder([plain, feature("a")]).map((f) => f.name)).toEqual(["a"]);
    expect(() => demoSeedOrder([feature("a", ["ghost"])])).toThrow(/ghost/);
    expect(() => demoSeedOrder([feature("a", ["b"]), feature("b", ["a"])])).toThrow(/cycle/);
  });

  it("seeds the real features with every foreign key's table first", () => {
    const order = demoSeedOrder(features).map((f) => f.name);
    expect(order.indexOf("customers")).toBeLessThan(order.indexOf("sales"));
    expect(order.indexOf("products")).toBeLessThan(order.indexOf("sales"));
    expect(order.indexOf("products")).toBeLessThan(order.indexOf("inventory"));
    expect(order).toEqual(
      expect.arrayContaining([
        "settings",
        "shipping",
        "discount-codes",
        "customers",
        "products",
        "inventory",
        "sales",
        "web-purchases",
        "notifications",
      ]),
    );
  });
});
