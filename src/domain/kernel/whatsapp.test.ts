import { describe, expect, it } from "vitest";
import { whatsappShareLink } from "./whatsapp";

describe("messaging-service share link (docs/product/validation.md, operations.md, constants.md)", () => {
  it("uses country code 504 plus the phone's digits and encodes the text", () => {
    expect(whatsappShareLink("9999-1234", "Orden ABC: L. 1,000.00 ¿pagó?")).toEqual({
      ok: true,
      value: "https://wa.me/50499991234?text=Orden%20ABC%3A%20L.%201%2C000.00%20%C2%BFpag%C3%B3%3F",
    });
  });
  it("does not prefix 504 twice", () => {
    const link = whatsappShareLink("+504 9999-1234", "hola");
    expect(link.ok && link.value).toBe("https://wa.me/50499991234?text=hola");
  });
  it("needs a customer phone: 'El cliente no tiene un número de teléfono registrado.'", () => {
    for (const phone of [null, undefined, "", "--"]) {
      const link = whatsappShareLink(phone, "x");
      expect(link.ok || link.error.message).toBe("El cliente no tiene un número de teléfono registrado.");
    }
  });
});
