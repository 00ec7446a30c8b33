import { describe, expect, it } from "vitest";
import { addressLine } from "./address";

describe("an address on one line", () => {
  it("names each part once, in order, whatever its accents or capitals", () => {
    expect(
      addressLine({
        address: "Col. Trejo, casa 12",
        municipality: "San Pedro Sula",
        city: "San Pedro Sula",
        department: "Cortés",
      }),
    ).toBe("Col. Trejo, casa 12, San Pedro Sula, Cortés");
    expect(
      addressLine({ city: "TEGUCIGALPA", municipality: "Tegucigalpa", department: "Francisco Morazán" }),
    ).toBe("Tegucigalpa, Francisco Morazán");
    expect(addressLine({ address: "  ", city: "Choluteca", department: null })).toBe("Choluteca");
    expect(addressLine({ city: "Santa Bárbara", department: "Santa Barbara" })).toBe("Santa Bárbara");
    expect(addressLine({})).toBe("");
  });
});
