import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";

describe("the sales screens' texts of watches sold by serial number", () => {
  it("name the watch and its product", () => {
    expect(msg.saleSerialsOfLine("Cronógrafo")).toBe("Números de serie de Cronógrafo");
    expect(msg.saleSerialRemove("SN-1")).toBe("Quitar el reloj SN-1");
    expect(msg.saleSerialTwice("SN-1")).toBe("El reloj SN-1 ya está en esta venta.");
    expect(msg.saleSerialAdded("Cronógrafo", "SN-1")).toBe("Agregado: Cronógrafo · SN-1");
    expect(msg.saleChooseWatchTitle("Cronógrafo")).toBe("¿Qué reloj de Cronógrafo?");
    expect(msg.saleWatchReceived("2 dic 2026")).toBe("Recibido el 2 dic 2026");
    expect(msg.saleSerialOf("Cronógrafo")).toBe("Número de serie de Cronógrafo");
    expect(msg.saleSerialAssigned("SN-1")).toBe("Reloj SN-1 asignado a la venta.");
    expect(msg.saleSerialAssignFailure("x")).toBe("Error al asignar el número de serie: x");
    expect(msg.saleSerialTakeBack("SN-1")).toBe("Quitar el reloj SN-1 de la venta");
    expect(msg.saleSerialTakeBackConfirm("SN-1", "Cronógrafo")).toBe(
      "¿Quitar el reloj SN-1 (Cronógrafo) de esta venta? El reloj volverá al inventario y la venta quedará a la espera de su número de serie.",
    );
    expect(msg.saleSerialRemoved("SN-1")).toBe("Reloj SN-1 quitado de la venta: volvió al inventario.");
    expect(msg.saleSerialRemoveFailure("x")).toBe("Error al quitar el número de serie: x");
  });

  it("count what is still owed in number", () => {
    expect(msg.saleWatchesOwed("Cronógrafo", 1)).toBe("Falta el número de serie de 1 reloj de Cronógrafo.");
    expect(msg.saleWatchesOwed("Cronógrafo", 2)).toBe(
      "Faltan los números de serie de 2 relojes de Cronógrafo.",
    );
    expect(msg.purchaseWatchesPending(1)).toBe(
      "Le asignaremos el número de serie de 1 reloj cuando preparemos su pedido.",
    );
    expect(msg.purchaseWatchesPending(3)).toBe(
      "Le asignaremos el número de serie de 3 relojes cuando preparemos su pedido.",
    );
  });
});
