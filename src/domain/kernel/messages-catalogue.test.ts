import { describe, expect, it } from "vitest";
import { productMessages } from "../products/messages-products";
import { reportsMsg } from "../reports/messages-reports";
import { settingsMessages } from "../settings/messages-settings";
import { supportMessages } from "../support/messages-support";

type Texts = Record<string, unknown>;

/** Every text of a catalogue, rendered: plain texts as they are, functions with sample arguments. */
function render(catalogue: Texts, args: unknown[]): string[] {
  return Object.values(catalogue).flatMap((value) => {
    if (typeof value === "function") return [String((value as (...a: unknown[]) => unknown)(...args))];
    if (typeof value === "string") return [value];
    return render(value as Texts, args);
  });
}

describe("the Spanish texts of products, reports, settings and support", () => {
  const catalogues = { productMessages, reportsMsg, settingsMessages, supportMessages };

  it.each(Object.entries(catalogues))(
    "%s: every text renders, never 'undefined' or an object",
    (_, catalogue) => {
      for (const args of [
        [1, 1, 1],
        [2, 3, 4],
        ["A", "B", "C"],
      ]) {
        for (const text of render(catalogue as Texts, args)) {
          expect(text.trim().length).toBeGreaterThan(0);
          expect(text).not.toMatch(/undefined|\[object|NaN/);
        }
      }
    },
  );

  it("counts agree in number: one sale, one unit, one product; several otherwise", () => {
    expect(reportsMsg.salesCount(1)).toBe("1 venta");
    expect(reportsMsg.salesCount(3)).toBe("3 ventas");
    expect(reportsMsg.units(1)).toBe("1 unidad");
    expect(reportsMsg.units(2)).toBe("2 unidades");
    expect(reportsMsg.manualPaid(1)).toMatch(/^1 venta tiene /);
    expect(reportsMsg.manualPaid(2)).toMatch(/^2 ventas tienen /);
    expect(reportsMsg.withoutCost(1)).toMatch(/^1 producto sin/);
    expect(reportsMsg.withoutCost(4)).toMatch(/^4 productos sin/);
  });

  it("a code's uses read with or without a limit", () => {
    expect(settingsMessages.codeUses(2, null)).toBe("2 usos");
    expect(settingsMessages.codeUses(2, 5)).toBe("2 de 5 usos");
  });
});

describe("one text per key across the catalogues merged into msg", () => {
  it("no catalogue silently replaces another's text", async () => {
    const { msg } = await import("./messages");
    const catalogues: Record<string, Texts> = {
      common: (await import("./messages-common")).commonMessages,
      backOffice: (await import("../sales/messages-back-office")).backOfficeMessages,
      checkout: (await import("../checkout/messages-checkout")).checkoutMessages,
      counter: (await import("../products/messages-counter")).counterMessages,
      inventory: (await import("../inventory/messages-inventory")).inventoryMessages,
      people: (await import("../customers/messages-people")).peopleMessages,
      products: productMessages,
      sales: (await import("../sales/messages-sales")).salesMessages,
      security: (await import("../auth/messages-security")).securityMessages,
      settings: settingsMessages,
      storefront: (await import("../storefront/messages-storefront")).storefrontMessages,
      support: supportMessages,
    };
    const replaced: string[] = [];
    for (const [name, catalogue] of Object.entries(catalogues)) {
      for (const [key, value] of Object.entries(catalogue)) {
        const merged = (msg as Texts)[key];
        const same = typeof value === "function" ? merged === value : merged === value;
        if (!same && !(typeof value === "string" && merged === value)) replaced.push(`${name}.${key}`);
      }
    }
    expect(replaced).toEqual([]);
    // Each text is stated once: no key is in two catalogues, even with the same words.
    const owners = new Map<string, string[]>();
    for (const [name, catalogue] of Object.entries(catalogues))
      for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});

describe("the storefront's texts (shopMsg)", () => {
  it("are msg's own texts: the common catalogue and the storefront's, each key once", async () => {
    const { msg } = await import("./messages");
    const { shopMsg } = await import("../storefront/messages-shop");
    const { commonMessages } = await import("./messages-common");
    const { storefrontMessages } = await import("../storefront/messages-storefront");
    const both = Object.keys(commonMessages).filter((key) => key in storefrontMessages);
    expect(both).toEqual([]);
    for (const [key, value] of Object.entries(shopMsg)) expect((msg as Texts)[key], key).toBe(value);
  });
});
