import { describe, expect, it } from "vitest";
import { saleCustomerType, saleCustomerTypeLabel } from "./customer-type";

describe("sale customer type (docs/product/states.md)", () => {
  it("client becomes web-registered; wholesaler; manual; web-unregistered", () => {
    expect(saleCustomerType({ accountRole: "client", fromWeb: true })).toBe("web-registered");
    expect(saleCustomerType({ accountRole: "client", fromWeb: false })).toBe("web-registered");
    expect(saleCustomerType({ accountRole: "wholesaler", fromWeb: false })).toBe("wholesaler");
    expect(saleCustomerType({ accountRole: null, fromWeb: false })).toBe("manual");
    expect(saleCustomerType({ accountRole: null, fromWeb: true })).toBe("web-unregistered");
  });
  it("has a Spanish label for each type", () => {
    expect(saleCustomerTypeLabel("web-registered")).toBe("Cliente Web");
    expect(saleCustomerTypeLabel("wholesaler")).toBe("Mayorista");
    expect(saleCustomerTypeLabel("manual")).toBe("Cliente Manual");
    expect(saleCustomerTypeLabel("web-unregistered")).toBe("Compra Web sin Registro");
  });
});
