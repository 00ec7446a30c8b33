import { describe, expect, it } from "vitest";
import { msg } from "./messages";

describe("message catalogue templates (docs/product/texts.md)", () => {
  it("fills every template letter for letter", () => {
    expect(msg.registerFailure("auth/email-already-in-use")).toBe(
      "Error al registrar: auth/email-already-in-use",
    );
    expect(msg.passwordChangeFailure("x")).toBe("Error: x");
    expect(msg.cartAddBeyondStock(2)).toBe("No puedes agregar más. Solo quedan 2 en stock.");
    expect(msg.cartQuantityBeyondStock(2)).toBe("Solo quedan 2 unidades en stock.");
    expect(msg.cartAddBeyondStock(1)).toBe("No puedes agregar más. Solo queda 1 en stock.");
    expect(msg.cartQuantityBeyondStock(1)).toBe("Solo queda 1 unidad en stock.");
    expect(msg.cartAddBeyondStock(0)).toBe("No puedes agregar más. Solo quedan 0 en stock.");
    expect(msg.cartQuantityBeyondStock(5)).toBe("Solo quedan 5 unidades en stock.");
    expect(msg.paymentExceedsTotal("L.\u00a01.00")).toBe(
      "Error: El pago total no puede exceder el total de la orden de L.\u00a01.00.",
    );
    expect(msg.paymentEditExceedsLimit("L.\u00a01.00")).toBe(
      "El monto no puede exceder el límite a pagar. Máximo: L.\u00a01.00",
    );
    expect(msg.paymentUpdateFailure("x")).toBe("Error al actualizar pago: x");
    expect(msg.paymentRegisterFailure("x")).toBe("Error al registrar pago: x");
    expect(msg.saveFailure("x")).toBe("Error al guardar: x");
    expect(msg.paymentDeleteFailure("x")).toBe("Error al eliminar pago: x");
    expect(msg.paymentSaveFailure("x")).toBe("Error al guardar pago: x");
    expect(msg.discountUpdateFailure("x")).toBe("Error al actualizar descuento: x");
    expect(msg.completadoRefused("L.\u00a05.00")).toBe(
      'No se puede marcar como "Completado". El saldo pendiente es de L.\u00a05.00. Registre el pago restante o ajuste con un descuento extra.',
    );
    expect(msg.refundTooLarge("L.\u00a02.00", "L.\u00a01.00")).toBe(
      "El monto a devolver (L.\u00a02.00) no puede ser mayor que el monto pagado (L.\u00a01.00).",
    );
    expect(msg.teamMemberCreated("Ana")).toBe("Miembro del equipo Ana creado con éxito.");
    expect(msg.superAdminGranted("a@b.hn")).toBe("Se otorgó el rol de superadmin a a@b.hn.");
    expect(msg.productUnavailable("Casio")).toBe('El producto "Casio" ya no existe.');
    expect(msg.insufficientStock("Casio", 1)).toBe('Stock insuficiente para "Casio". Disponibles: 1.');
    expect(msg.extraDiscountTooLarge("L.\u00a01.00")).toBe(
      "El descuento no puede exceder el saldo de la orden. Máximo: L.\u00a01.00",
    );
  });
});

describe("interface texts of the catalogue", () => {
  it("count and footer templates read naturally in Spanish", () => {
    expect(msg.cartCount(1)).toBe("1 artículo en el carrito");
    expect(msg.cartCount(3)).toBe("3 artículos en el carrito");
    expect(msg.unreadCount(2)).toBe("2 sin leer");
    expect(msg.footerRights(2026, "Tiempo HN")).toBe("© 2026 Tiempo HN. Todos los derechos reservados.");
  });
});
