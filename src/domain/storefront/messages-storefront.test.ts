import { describe, expect, it } from "vitest";
import { msg } from "../kernel/messages";

describe("storefront texts of the catalogue", () => {
  it("templates read naturally in Spanish", () => {
    expect(msg.resultsCount(1)).toBe("1 reloj");
    expect(msg.resultsCount(12)).toBe("12 relojes");
    expect(msg.pageOf(2, 3)).toBe("Página 2 de 3");
    expect(msg.stockLeft(1)).toBe("¡Última unidad!");
    expect(msg.stockLeft(4)).toBe("4 disponibles");
    expect(msg.productShareText("Cronos", "L.\u00a01.00", "https://t.hn/p")).toBe(
      "Encontré este reloj: Cronos por L.\u00a01.00 https://t.hn/p",
    );
    expect(msg.imageOf("Cronos", 2)).toBe("Cronos, imagen 2");
    expect(msg.showImage(3)).toBe("Ver imagen 3");
    expect(msg.removeItem("Cronos")).toBe("Quitar Cronos del carrito");
    expect(msg.codeDiscountLabel("X10")).toBe("Descuento (X10)");
    expect(msg.priceChanged("Cronos", "L.\u00a01.00", "L.\u00a02.00")).toBe(
      "El precio de Cronos cambió de L.\u00a01.00 a L.\u00a02.00.",
    );
    expect(msg.itemUnavailable("Cronos")).toBe("Cronos ya no está disponible y se quitó del carrito.");
    expect(msg.codeApplied("X10", 10)).toBe("Código X10 aplicado: 10 % de descuento.");
    expect(msg.payAmount("L.\u00a05.00")).toBe("Pagar L.\u00a05.00");
    expect(msg.transferInstructions("ABC123", "L.\u00a05.00")).toBe(
      "Deposite L.\u00a05.00 en una de estas cuentas y use el número de orden ABC123 como referencia. Confirmaremos su pedido al recibir la transferencia.",
    );
    expect(msg.purchaseNotificationBody("ABC123", "L.\u00a05.00")).toBe(
      "Recibimos su pago de L.\u00a05.00 por la orden #ABC123. ¡Gracias por su compra!",
    );
    expect(msg.sandboxPayingTo("Tiempo HN", "ABC123")).toBe("Pago a Tiempo HN · orden ABC123");
    expect(msg.latePaymentBody("ABC123", "L.\u00a05.00", "tx-1")).toBe(
      "La orden #ABC123 se pagó (L.\u00a05.00, transacción tx-1) después de liberar su stock. Reembolse el pago o registre la venta manualmente.",
    );
    expect(msg.activeFilters(1)).toBe("1 filtro activo");
    expect(msg.activeFilters(3)).toBe("3 filtros activos");
    expect(msg.codeDiscountLineLabel("X10")).toBe("Descuento por código (X10)");
    expect(msg.codeDiscountLineLabel(null)).toBe("Descuento por código");
    expect(msg.codeDiscountLineLabel("")).toBe("Descuento por código");
    expect(msg.unitPriceEach("L.\u00a01.00")).toBe("L.\u00a01.00 c/u");
    expect(msg.regularPriceLabel).toBe("Precio regular");
    expect(msg.quantityTimesPrice(2, "L.\u00a02.00")).toBe("2 × L.\u00a02.00");
    expect(msg.promoLineOnPaper("L.\u00a01.00")).toBe("Descuento de promoción (L.\u00a01.00 c/u)");
    expect(msg.publicOriginalPriceLabel("L.\u00a03.00")).toBe("Precio público original: L.\u00a03.00");
  });
});

describe("the sandbox page's test cards", () => {
  it("says whether each card is approved or declined", () => {
    expect(msg.sandboxCardOutcome("approved")).toBe("aprobada");
    expect(msg.sandboxCardOutcome("declined")).toBe("rechazada");
  });
});
