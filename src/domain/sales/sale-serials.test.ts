import { describe, expect, it } from "vitest";
import { serialChange } from "./sale-serials";
import { anActor, aSale, unwrap } from "./test-fixtures";

describe("naming a watch's serial in a sale", () => {
  it("writes one history line and changes nothing of the sale", () => {
    const sale = aSale({ status: "Abonado" });
    const change = unwrap(
      serialChange(sale, { productName: "Seiko 5", serial: "SN1", removed: false }, anActor),
    );
    expect(change.sale).toBe(sale);
    expect(change.history).toEqual([
      {
        event: "Número de Serie Asignado",
        user: "Ana Admin",
        timestamp: anActor.now,
        details: "Seiko 5: SN1",
      },
    ]);
    const back = unwrap(
      serialChange(sale, { productName: "Seiko 5", serial: "SN1", removed: true }, anActor),
    );
    expect(back.history[0]?.event).toBe("Número de Serie Quitado");
  });

  it("is refused on a cancelled sale", () => {
    expect(
      serialChange(
        aSale({ status: "Cancelado" }),
        { productName: "Seiko 5", serial: "SN1", removed: false },
        anActor,
      ),
    ).toMatchObject({ ok: false, error: { code: "sale_cancelled" } });
  });
});
