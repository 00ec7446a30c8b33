import { describe, expect, it } from "vitest";
import { inventoryMessages as m } from "./messages-inventory";

describe("the stock-take's texts for watches counted by serial", () => {
  it("say why a scanned serial did not count", () => {
    expect(m.stockTakeScanSerial("Seiko 5")).toBe(
      "Seiko 5 se cuenta por número de serie: escanee el de cada reloj.",
    );
    expect(m.stockTakeSerialAgain("SN1")).toBe("El reloj SN1 ya se contó.");
    expect(m.stockTakeSerialNotInStock("SN1", "vendida")).toBe(
      "El reloj SN1 no está en stock (vendida): no se cuenta.",
    );
    expect(m.stockTakeSerialNotCounted("SN1", "Seiko 5")).toBe(
      "El reloj SN1 es de Seiko 5, que no está en este conteo.",
    );
    expect(m.stockTakeMissingOwed("Seiko 5", 3, 1)).toContain(
      "Faltan 3 relojes de Seiko 5 pero solo 1 están disponibles",
    );
  });

  it("count watches and name those to write off, singular and plural", () => {
    expect(m.stockTakeScanned(1)).toBe("1 reloj escaneado");
    expect(m.stockTakeScanned(4)).toBe("4 relojes escaneados");
    expect(m.stockTakeWriteOff(["SN1"])).toBe("Se dará de baja el reloj no encontrado: SN1.");
    expect(m.stockTakeWriteOff(["SN1", "SN2"])).toBe("Se darán de baja 2 relojes no encontrados: SN1, SN2.");
  });
});
