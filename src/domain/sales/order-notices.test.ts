import { describe, expect, it } from "vitest";
import { type NoticeSaleState, orderChangeNotices } from "./order-notices";

const base: NoticeSaleState = {
  status: "Pendiente",
  payments: [],
  isDelivered: false,
  shipping: { carrier: null, trackingNumber: null },
  balance: 100_000,
};
const kinds = (before: NoticeSaleState, after: NoticeSaleState) =>
  orderChangeNotices(before, after, "AB12CD").map((n) => n.kind);

describe("notifications a customer gets when staff change their order (decision 0087)", () => {
  it("nothing changed, nothing said", () => {
    expect(orderChangeNotices(base, base, "AB12CD")).toEqual([]);
  });

  it("each new payment, with the balance after it", () => {
    const after = {
      ...base,
      status: "Abonado" as const,
      payments: [{ paymentId: "p1", amount: 40_000 }],
      balance: 60_000,
    };
    expect(orderChangeNotices(base, after, "AB12CD")).toEqual([
      {
        kind: "payment",
        title: "Pago registrado",
        body: "Registramos un pago de L.\u00a0400.00 en su orden #AB12CD. Saldo pendiente: L.\u00a0600.00.",
      },
      { kind: "status", title: "Su orden cambió de estado", body: "Su orden #AB12CD ahora está: Abonado." },
    ]);
    // An edited or deleted payment is not a new one.
    expect(kinds(after, { ...after, payments: [{ paymentId: "p1", amount: 1 }] })).toEqual([]);
  });

  it("shipped with a tracking number stands in for the status change to Enviado", () => {
    const after = {
      ...base,
      status: "Enviado" as const,
      shipping: { carrier: "Cargo Expreso", trackingNumber: "CE-1" },
    };
    const [notice, ...rest] = orderChangeNotices(base, after, "AB12CD");
    expect(notice).toEqual({
      kind: "shipped",
      title: "Su orden fue enviada",
      body: "Su orden #AB12CD va en camino con Cargo Expreso. Número de guía: CE-1.",
    });
    expect(rest).toEqual([]);
    // Status Enviado without tracking: the status change is said.
    expect(kinds(base, { ...base, status: "Enviado" })).toEqual(["status"]);
    // Tracking added later, status unchanged; a carrier not named reads '—'.
    const tracked = orderChangeNotices(
      { ...base, status: "Enviado" },
      { ...base, status: "Enviado", shipping: { carrier: null, trackingNumber: "X9" } },
      "AB12CD",
    );
    expect(tracked.map((n) => n.body)).toEqual(["Su orden #AB12CD va en camino con —. Número de guía: X9."]);
    // Same tracking, status moved to Enviado: the shipment is said once.
    const withTracking = { ...base, shipping: { carrier: "C", trackingNumber: "T" } };
    expect(kinds(withTracking, { ...withTracking, status: "Enviado" })).toEqual(["shipped"]);
    // Same tracking, another status change: only the status.
    expect(kinds(withTracking, { ...withTracking, status: "Abonado" })).toEqual(["status"]);
  });

  it("delivered stands in for the change to Completado, not for other statuses", () => {
    const sent = { ...base, status: "Enviado" as const };
    expect(orderChangeNotices(sent, { ...sent, status: "Completado", isDelivered: true }, "AB12CD")).toEqual([
      {
        kind: "delivered",
        title: "Su orden fue entregada",
        body: "Su orden #AB12CD fue entregada. ¡Gracias por su compra!",
      },
    ]);
    expect(kinds(sent, { ...sent, isDelivered: true })).toEqual(["delivered"]);
    expect(
      kinds({ ...sent, isDelivered: true }, { ...sent, isDelivered: true, status: "Completado" }),
    ).toEqual(["status"]);
    expect(kinds(base, { ...base, status: "Cancelado", isDelivered: true })).toEqual(["delivered", "status"]);
  });
});
