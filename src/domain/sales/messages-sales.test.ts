import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";

describe("back-office sales texts", () => {
  it("are part of the one catalogue and their templates read naturally", () => {
    expect(msg.webPurchaseConverted("ABC123")).toBe("Compra web convertida en la venta #ABC123.");
    expect(msg.purchaseRegisteredBody("ABC123", "L.\u00a010.00")).toBe(
      "Registramos su compra #ABC123 por L.\u00a010.00. Puede ver su detalle en Mis Compras.",
    );
    expect(msg.saleCreated("ABC123")).toBe("Venta #ABC123 registrada con éxito.");
    expect(msg.stockShort(3, 1)).toBe("Stock: 3 · Reservado: 1");
    expect(msg.originalPriceLabel("L.\u00a05.00")).toBe("Precio regular: L.\u00a05.00");
    expect(msg.ordersPageOf(1, 3)).toBe("Página 1 de 3");
    expect(msg.ordersCount(1)).toBe("1 orden");
    expect(msg.ordersCount(2)).toBe("2 órdenes");
    expect(msg.orderTitle("ABC123")).toBe("Orden #ABC123");
    expect(msg.deliveredAtLabel("1/2/2025")).toBe("Entregado el 1/2/2025");
    expect(msg.shareText("ABC123", "L.\u00a010.00", "L.\u00a00.00")).toBe(
      "Hola, le compartimos el detalle de su orden #ABC123. Total: L.\u00a010.00. Saldo pendiente: L.\u00a00.00. ¡Gracias por su compra!",
    );
    expect(msg.paymentsCount(1)).toBe("1 pago");
    expect(msg.paymentsCount(4)).toBe("4 pagos");
    expect(msg.newCardPaymentBody("Ana", "L.\u00a01.00")).toBe("Ana pagó L.\u00a01.00.");
  });
});

describe("the merged catalogue", () => {
  it("never lets another feature's text override a sales text (same key in two files)", async () => {
    const { salesMessages } = await import("./messages-sales");
    for (const [key, value] of Object.entries(salesMessages)) {
      expect((msg as Record<string, unknown>)[key], key).toBe(value);
    }
  });
});
