import { describe, expect, it } from "vitest";
import {
  MESSAGE_MAX,
  messagePreview,
  messageSegments,
  orderMentions,
  readByEveryone,
  SUBJECT_MAX,
  threadParticipants,
  visibleTo,
} from "./internal-messages";
import { messagingMessages as mm } from "./messages-messaging";

describe("Mensajería rules (decisions 0085–0086)", () => {
  it("a new thread's participants are the sender first, then each recipient once", () => {
    expect(threadParticipants("a", ["b", "c", "b", "a"])).toEqual(["a", "b", "c"]);
    expect(threadParticipants("a", [])).toEqual(["a"]);
  });

  it("a message is read by everyone only when every participant has read it", () => {
    expect(readByEveryone(["a", "b"], ["a"])).toBe(false);
    expect(readByEveryone(["a", "b"], ["b", "a"])).toBe(true);
  });

  it("a participant sees a message until they delete it for themself; others never do", () => {
    const m = { participantIds: ["a", "b"], deletedBy: ["a"] };
    expect(visibleTo(m, "a")).toBe(false);
    expect(visibleTo(m, "b")).toBe(true);
    expect(visibleTo(m, "c")).toBe(false);
  });

  it("a preview is one line, cut with an ellipsis past its length", () => {
    expect(messagePreview("  hola\n\nequipo  ")).toBe("hola equipo");
    expect(messagePreview("abcdefghij", 5)).toBe("abcd…");
    expect(messagePreview("abcde", 5)).toBe("abcde");
  });

  it("order numbers mentioned with # become links, uppercased, text kept around them", () => {
    expect(messageSegments("Revise #ab12cd y #ZZ99YY, por favor")).toEqual([
      { kind: "text", text: "Revise " },
      { kind: "order", number: "AB12CD" },
      { kind: "text", text: " y " },
      { kind: "order", number: "ZZ99YY" },
      { kind: "text", text: ", por favor" },
    ]);
    expect(messageSegments("#AB12CD")).toEqual([{ kind: "order", number: "AB12CD" }]);
    expect(messageSegments("sin orden #ABC o #ABCDEFG")).toEqual([
      { kind: "text", text: "sin orden #ABC o #ABCDEFG" },
    ]);
    expect(messageSegments("")).toEqual([]);
  });

  it("the distinct mentioned numbers, in order of appearance", () => {
    expect(orderMentions("#AB12CD, #ab12cd y #QQ11WW")).toEqual(["AB12CD", "QQ11WW"]);
    expect(orderMentions("nada")).toEqual([]);
  });

  it("limits and their texts", () => {
    expect(MESSAGE_MAX).toBe(2000);
    expect(SUBJECT_MAX).toBe(120);
    expect(mm.contentTooLong(MESSAGE_MAX)).toBe("El mensaje no puede superar 2000 caracteres.");
    expect(mm.subjectTooLong(SUBJECT_MAX)).toBe("El asunto no puede superar 120 caracteres.");
    expect(mm.unreadThreads(1)).toBe("1 conversación sin leer");
    expect(mm.unreadThreads(3)).toBe("3 conversaciones sin leer");
    expect(mm.newMessageBody("", "hola")).toBe("hola");
    expect(mm.newMessageBody("Stock", "hola")).toBe("Stock: hola");
    expect(mm.cancelledOrder("")).toBe("Orden cancelada.");
    expect(mm.cancelledOrder("Duplicada")).toBe("Orden cancelada: Duplicada");
  });
});

describe("Mensajería, notifications and Mis Compras texts", () => {
  it("fills every template", () => {
    expect(mm.sendFailed("x")).toBe("Error al enviar: x");
    expect(mm.deleteFailed("x")).toBe("Error al eliminar: x");
    expect(mm.participantsLabel("Ana, Beto")).toBe("Con Ana, Beto");
    expect(mm.orderMentionTitle("AB12CD")).toBe("Abrir la orden #AB12CD");
    expect(mm.newMessageTitle("Ana")).toBe("Nuevo mensaje de Ana");
    expect(mm.newWebPurchaseBody("AB12CD", "Ana", "L.\u00a01.00")).toBe(
      "Ana hizo la compra web #AB12CD por L.\u00a01.00 (transferencia bancaria).",
    );
    expect(mm.stillOwed("L.\u00a01.00")).toBe("Saldo pendiente: L.\u00a01.00");
    expect(mm.shippedOn("01/02/2026")).toBe("Enviada el 01/02/2026");
    expect(mm.deliveredOn("01/02/2026")).toBe("Entregada el 01/02/2026");
  });
});
