// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SaleReturns } from "../../contracts/returns/returns";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { returnsMessages } from "../../domain/returns/messages-returns";
import { todayInput } from "../lib/format";
import { ProductPicker } from "../sales";
import { ReturnDialog } from "./return-dialog";
import { canStartReturn, pickedRequests, previewReturn, returnableLines } from "./return-preview";

const call = vi.hoisted(() => vi.fn());
vi.mock("../lib/api", async (original) => ({ ...(await original<typeof import("../lib/api")>()), call }));

afterEach(() => {
  cleanup();
  call.mockReset();
});

/** A delivered sale of two watches (L. 1,000 and 2 × L. 500), paid in full: L. 2,000. */
function sale(over: Partial<SaleDocument> = {}): SaleDocument {
  return {
    id: "s1",
    orderNumber: "1001",
    version: 3,
    items: [
      { productId: "p1", productName: "Vértice 40", quantity: 1, price: 100_000, originalPrice: 100_000 },
      { productId: "p2", productName: "Correa cuero", quantity: 2, price: 50_000, originalPrice: 50_000 },
    ],
    subtotal: 200_000,
    total: 200_000,
    shippingCost: 0,
    extraCosts: [],
    extraCostsTotal: 0,
    extraDiscount: { amount: 0, reason: "" },
    appliedDiscount: null,
    promoItemsDiscount: 0,
    amountPaid: 200_000,
    refundedAmount: 0,
    returnsTotal: 0,
    returnedLines: [],
    balance: 0,
    credit: 0,
    keptOnCancel: 0,
    status: "Completado",
    isDelivered: true,
    shippedAt: null,
    deliveredAt: "2026-12-01T15:00:00.000Z",
    cancellationReason: null,
    sellerId: "seller-1",
    sellerName: "Vendedor",
    commission: { percentage: 7.5 },
    customerId: null,
    customerInfo: { name: "Ana", email: null, phone: null, userId: null, customerId: null },
    customerName: "Ana",
    customerType: "manual",
    shippingInfo: {
      address: null,
      city: null,
      cityId: null,
      department: null,
      municipality: null,
      note: null,
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    },
    payments: [
      {
        paymentId: "pay1",
        amount: 200_000,
        date: "2026-12-01",
        recordedBy: "Admin",
        type: "full",
        method: "efectivo",
        modifiedAt: null,
      },
    ],
    paymentHistoryInvalidated: false,
    refunds: [],
    history: [],
    isCardPayment: false,
    paymentData: null,
    createdAt: "2026-12-01T15:00:00.000Z",
    saleDate: "2026-12-01T15:00:00.000Z",
    originalUnregisteredId: null,
    ...over,
  };
}

describe("who may start a return", () => {
  it("admins on any sale, a seller on their own, nobody on an open or cancelled sale", () => {
    expect(canStartReturn(sale(), { id: "a1", role: "admin" })).toBe(true);
    expect(canStartReturn(sale(), { id: "seller-1", role: "seller" })).toBe(true);
    expect(canStartReturn(sale(), { id: "seller-2", role: "seller" })).toBe(false);
    expect(canStartReturn(sale(), { id: "c1", role: "client" })).toBe(false);
    expect(canStartReturn(sale(), null)).toBe(false);
    expect(canStartReturn(sale({ status: "Abonado", isDelivered: false }), { id: "a", role: "admin" })).toBe(
      false,
    );
    expect(canStartReturn(sale({ status: "Cancelado" }), { id: "a", role: "admin" })).toBe(false);
    // Delivered but still owing: returnable.
    expect(canStartReturn(sale({ status: "Abonado", isDelivered: true }), { id: "a", role: "admin" })).toBe(
      true,
    );
  });
});

describe("the lines a return offers", () => {
  it("counts what was returned and what is left; a serial product lists the serials the sale holds", () => {
    const lines = returnableLines(sale({ returnedLines: [{ line: 1, quantity: 1 }] }), { p1: ["S-1"] });
    expect(lines).toEqual([
      { line: 0, productId: "p1", name: "Vértice 40", bought: 1, returned: 0, left: 1, serials: ["S-1"] },
      { line: 1, productId: "p2", name: "Correa cuero", bought: 2, returned: 1, left: 1, serials: null },
    ]);
  });

  it("sends only the lines with something picked; a serial line counts its serials", () => {
    const lines = returnableLines(sale(), { p1: ["S-1"] });
    expect(
      pickedRequests(lines, {
        0: { quantity: 0, serials: ["S-1"], destination: "dañado" },
        1: { quantity: 0, serials: [], destination: "stock" },
      }),
    ).toEqual([{ line: 0, quantity: 1, serials: ["S-1"], destination: "dañado" }]);
    expect(pickedRequests(lines, { 1: { quantity: 2, serials: [], destination: "stock" } })).toEqual([
      { line: 1, quantity: 2, destination: "stock" },
    ]);
    expect(pickedRequests(lines, {})).toEqual([]);
  });
});

describe("the money preview (the domain's own rules on the sale shown)", () => {
  it("a paid sale: the value comes off the total and all of it becomes saldo a favor", () => {
    const preview = previewReturn(sale(), [{ line: 1, quantity: 1, destination: "stock" }], new Set());
    expect(preview).toEqual({
      ok: true,
      value: { value: 50_000, total: 150_000, owes: 0, creditAfter: 50_000 },
    });
  });

  it("a sale still owing: the return lowers what is owed before any saldo a favor", () => {
    const owing = sale({
      amountPaid: 120_000,
      balance: 80_000,
      status: "Abonado",
      payments: [{ ...sale().payments[0]!, amount: 120_000, type: "partial" }],
    });
    const preview = previewReturn(owing, [{ line: 0, quantity: 1, destination: "stock" }], new Set());
    expect(preview.ok && preview.value).toEqual({
      value: 100_000,
      total: 100_000,
      owes: 0,
      creditAfter: 20_000,
    });
    const small = previewReturn(owing, [{ line: 1, quantity: 1, destination: "stock" }], new Set());
    expect(small.ok && small.value).toEqual({ value: 50_000, total: 150_000, owes: 30_000, creditAfter: 0 });
  });

  it("refuses what the server refuses, in its Spanish words", () => {
    const tooMany = previewReturn(sale(), [{ line: 1, quantity: 3, destination: "stock" }], new Set());
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) expect(tooMany.error.message).toBe(returnsMessages.quantityInvalid("Correa cuero", 2));
    const noSerial = previewReturn(sale(), [{ line: 0, quantity: 1, destination: "stock" }], new Set(["p1"]));
    expect(noSerial.ok).toBe(false);
  });
});

describe("the confirmation's sentence", () => {
  it("the confirmation states the money outcome in one sentence", () => {
    const m = returnsMessages;
    expect(
      m.outcome(
        "L. 500.00",
        "L. 1,500.00",
        m.outcomeRefund("L. 200.00", "efectivo", "02/12/2026") + m.outcomeCredit("L. 300.00"),
      ),
    ).toBe(
      "Se devuelven L. 500.00 y el total de la venta queda en L. 1,500.00; se reembolsan L. 200.00 en efectivo el 02/12/2026; L. 300.00 queda como saldo a favor.",
    );
    expect(m.outcome("L. 500.00", "L. 1,500.00", m.outcomeOwes("L. 100.00"))).toBe(
      "Se devuelven L. 500.00 y el total de la venta queda en L. 1,500.00; el cliente aún debe L. 100.00.",
    );
  });
});

/** Eight watches of one product kept by serial, so the line shows its search field. */
const SERIALS = Array.from({ length: 8 }, (_, i) => `SER-${i + 1}`);
const serialSale = () =>
  sale({
    items: [
      { productId: "p1", productName: "Vértice 40", quantity: 8, price: 25_000, originalPrice: 25_000 },
    ],
  });
const listing = (over: Partial<SaleReturns> = {}): SaleReturns => ({
  returns: [],
  windowDays: 7,
  lastDay: "2999-12-31",
  serialsByProduct: { p1: SERIALS },
  ...over,
});

function renderDialog(
  admin: boolean,
  data = listing(),
  { of = serialSale(), picker }: { of?: SaleDocument; picker?: typeof ProductPicker } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReturnDialog sale={of} data={data} admin={admin} picker={picker} open onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("dialog", { name: returnsMessages.dialogTitle("1001") });
}

/** Presses Enter in a field; answers whether the browser would have kept its default (a submit). */
const enter = (el: HTMLElement) => fireEvent.keyDown(el, { key: "Enter", code: "Enter" });

describe("the return dialog", () => {
  it("names watches by serial, filters them without Enter ever sending, and confirms the money first", async () => {
    const dialog = renderDialog(true);
    const search = within(dialog).getByLabelText(returnsMessages.serialFilterLabel);
    fireEvent.change(search, { target: { value: "ser-3" } });
    expect(enter(search)).toBe(false);
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "SER-3" }));
    fireEvent.change(search, { target: { value: "" } });
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(8);

    const reason = within(dialog).getByLabelText(returnsMessages.reasonLabel);
    fireEvent.change(reason, { target: { value: "Defecto de fábrica" } });
    expect(enter(reason)).toBe(false);
    expect(screen.queryByRole("dialog", { name: returnsMessages.confirmTitle })).toBeNull();
    expect(within(dialog).getByTestId("return-preview").textContent).toContain("L.\u00a0250.00");
    expect(call).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("button", { name: returnsMessages.reviewButton }));
    const confirm = await screen.findByRole("dialog", { name: returnsMessages.confirmTitle });
    expect(confirm.textContent).toContain(
      "Se devuelven L.\u00a0250.00 y el total de la venta queda en L.\u00a01,750.00; L.\u00a0250.00 queda como saldo a favor.",
    );
    expect(call).not.toHaveBeenCalled();
    // The save stays on its way: only what is sent matters here.
    call.mockReturnValue(new Promise(() => {}));
    fireEvent.click(within(confirm).getByRole("button", { name: returnsMessages.confirmButton }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith("createSaleReturn", {
      params: { id: "s1" },
      body: {
        lines: [{ line: 0, quantity: 1, serials: ["SER-3"], destination: "stock" }],
        reason: "Defecto de fábrica",
        lateReason: null,
        refund: null,
        version: 3,
      },
    });
  });

  it("past the window, a seller is told only an admin can accept it and cannot send it", () => {
    const dialog = renderDialog(false, listing({ lastDay: "2000-01-01" }));
    expect(within(dialog).getByTestId("return-window-ended").textContent).toContain(
      returnsMessages.lateOnlyAdmin,
    );
    expect(within(dialog).queryByTestId("return-money")).toBeNull();
    const send = within(dialog).getByRole("button", { name: returnsMessages.sendRequestButton });
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });

  it("past the window, an admin gets the field for the reason", () => {
    const dialog = renderDialog(true, listing({ lastDay: "2000-01-01" }));
    expect(within(dialog).getByLabelText(returnsMessages.lateReasonLabel)).toBeTruthy();
  });
});

/** A watch the counter finds by its code: L. 3,000, counted (not kept by serial). */
const dearer: PosProduct = {
  id: "p9",
  name: "Vértice Oro",
  brand: "Vértice",
  reference: "VO-1",
  barcode: null,
  quantity: 4,
  inProgressStock: 0,
  salePrice: 300_000,
  promoPrice: null,
  wholesalePrice: null,
  isPublic: true,
  serialized: false,
  serial: null,
};

describe("the exchange (admins)", () => {
  const withCustomer = () => ({ ...serialSale(), customerId: "c1" });

  it("is offered to admins with the picker, never to sellers; a sale with no customer record cannot take one", () => {
    const seller = renderDialog(false, listing(), { of: withCustomer(), picker: ProductPicker });
    expect(within(seller).queryByRole("button", { name: returnsMessages.modeExchange })).toBeNull();
    cleanup();
    const admin = renderDialog(true, listing(), { picker: ProductPicker });
    fireEvent.click(within(admin).getByRole("button", { name: returnsMessages.modeExchange }));
    expect(admin.textContent).toContain(returnsMessages.exchangeNeedsCustomer);
  });

  it("Enter in the product search adds the watch and never sends; the body names the new items and the payment", async () => {
    call.mockImplementation((id: string) => {
      if (id === "findPosProductByCode") return Promise.resolve(dearer);
      if (id === "createSaleExchange")
        return Promise.resolve({
          sale: withCustomer(),
          notices: ["Cambio registrado: devolución DEV-0001 y venta nueva 1002."],
          return: {},
          newSale: { id: "s2", orderNumber: "1002", total: 300_000, balance: 0 },
        });
      return Promise.reject(new Error(`unexpected ${id}`));
    });
    const dialog = renderDialog(true, listing(), { of: withCustomer(), picker: ProductPicker });
    fireEvent.click(within(dialog).getByRole("button", { name: returnsMessages.modeExchange }));
    const exchange = within(dialog).getByTestId("exchange-form");
    fireEvent.click(within(exchange).getByRole("checkbox", { name: "SER-3" }));
    fireEvent.change(within(exchange).getByLabelText(returnsMessages.reasonLabel), {
      target: { value: "Quiere uno dorado" },
    });
    expect(within(exchange).getByTestId("exchange-money").textContent).toContain(
      returnsMessages.exchangePending,
    );

    // A person types what a scanner scans: Enter looks the code up and adds the watch.
    const search = within(exchange).getByLabelText(msg.searchProduct);
    fireEvent.change(search, { target: { value: "VO-1" } });
    expect(enter(search)).toBe(false);
    await within(exchange).findByText("Vértice Oro");
    expect(call).toHaveBeenCalledWith("findPosProductByCode", { query: { code: "VO-1" } });
    expect(call).not.toHaveBeenCalledWith("createSaleExchange", expect.anything());
    expect(screen.queryByRole("dialog", { name: returnsMessages.exchangeConfirmTitle })).toBeNull();

    const preview = within(exchange).getByTestId("exchange-preview");
    expect(preview.textContent).toContain("L.\u00a0250.00");
    expect(preview.textContent).toContain("L.\u00a03,000.00");
    expect(within(exchange).getByTestId("exchange-difference").textContent).toBe(
      returnsMessages.exchangeCustomerPays("L.\u00a02,750.00"),
    );
    expect(
      (within(exchange).getByLabelText(returnsMessages.exchangePaymentMethodLabel) as HTMLSelectElement)
        .value,
    ).toBe("efectivo");

    fireEvent.click(within(exchange).getByRole("button", { name: returnsMessages.exchangeReviewButton }));
    const confirm = await screen.findByRole("dialog", { name: returnsMessages.exchangeConfirmTitle });
    expect(confirm.textContent).toContain(
      "Se reciben L.\u00a0250.00 en devolución y la venta nueva suma L.\u00a03,000.00; el cliente paga L.\u00a02,750.00 en efectivo el",
    );
    expect(call).not.toHaveBeenCalledWith("createSaleExchange", expect.anything());
    fireEvent.click(within(confirm).getByRole("button", { name: returnsMessages.exchangeConfirmButton }));
    await waitFor(() => expect(call).toHaveBeenCalledWith("createSaleExchange", expect.anything()));
    expect(call).toHaveBeenCalledWith("createSaleExchange", {
      params: { id: "s1" },
      body: {
        lines: [{ line: 0, quantity: 1, serials: ["SER-3"], destination: "stock" }],
        reason: "Quiere uno dorado",
        lateReason: null,
        items: [{ productId: "p9", quantity: 1, price: 300_000 }],
        payment: { method: "efectivo", date: todayInput() },
        refund: null,
        version: 3,
      },
    });
    const link = await within(dialog).findByRole("link", {
      name: returnsMessages.exchangeNewSaleLink("1002"),
    });
    expect(link.getAttribute("href")).toBe("/admin/orders?order=s2");
  });

  it("leaves the difference owing on the new sale when not collected now", async () => {
    call.mockImplementation((id: string) =>
      id === "findPosProductByCode" ? Promise.resolve(dearer) : new Promise(() => {}),
    );
    const dialog = renderDialog(true, listing(), { of: withCustomer(), picker: ProductPicker });
    fireEvent.click(within(dialog).getByRole("button", { name: returnsMessages.modeExchange }));
    const exchange = within(dialog).getByTestId("exchange-form");
    fireEvent.click(within(exchange).getByRole("checkbox", { name: "SER-1" }));
    fireEvent.change(within(exchange).getByLabelText(returnsMessages.reasonLabel), {
      target: { value: "Cambio" },
    });
    const search = within(exchange).getByLabelText(msg.searchProduct);
    fireEvent.change(search, { target: { value: "VO-1" } });
    enter(search);
    await within(exchange).findByText("Vértice Oro");
    fireEvent.click(within(exchange).getByRole("radio", { name: returnsMessages.exchangeLeaveOwing }));
    expect(within(exchange).queryByLabelText(returnsMessages.exchangePaymentMethodLabel)).toBeNull();
    fireEvent.click(within(exchange).getByRole("button", { name: returnsMessages.exchangeReviewButton }));
    const confirm = await screen.findByRole("dialog", { name: returnsMessages.exchangeConfirmTitle });
    expect(confirm.textContent).toContain("; L.\u00a02,750.00 queda pendiente en la venta nueva.");
    fireEvent.click(within(confirm).getByRole("button", { name: returnsMessages.exchangeConfirmButton }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        "createSaleExchange",
        expect.objectContaining({ body: expect.objectContaining({ payment: null, refund: null }) }),
      ),
    );
  });
});
