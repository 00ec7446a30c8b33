import { describe, expect, it } from "vitest";
import { asQuery } from "./use-orders";

describe("the orders list's URL filters", () => {
  it("are read by the contract: numbers coerced, defaults filled", () => {
    expect(asQuery({ status: "Pendiente", page: "3", q: undefined })).toEqual({
      status: "Pendiente",
      page: 3,
      pageSize: 25,
      sort: "saleDate",
      dir: "desc",
    });
  });

  it("leave out a value the contract refuses and keep the others", () => {
    const query = asQuery({ status: "Perdido", page: "0", sellerId: "vendedor1" });
    expect(query.status).toBeUndefined();
    expect(query.page).toBe(1);
    expect(query.sellerId).toBe("vendedor1");
  });
});
