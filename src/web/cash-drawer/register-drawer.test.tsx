// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DrawerSessionView, DrawerSettings } from "../../contracts/cash-drawer/cash-drawer";
import { CASH_REGISTER_HEADER, CASH_REGISTER_STORAGE_KEY } from "../../contracts/cash-drawer/counter-header";
import { DEFAULT_DENOMINATIONS } from "../../domain/cash-drawer/closing";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { formatMoney } from "../../domain/kernel/money";
import { call, topicKey } from "../lib/api";
import { denominationName } from "./count-math";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { RegisterDrawer } from "./register-drawer";

/** What the drawer should hold: the figure a blind close must not show before the count is in. */
const EXPECTED = 123_456;

const settings: DrawerSettings = {
  cashControl: false,
  denominations: [...DEFAULT_DENOMINATIONS],
  differenceThreshold: 5_000,
};

/** An open session as an admin reads it: the answer carries the expected cash (totals). */
const openSession: DrawerSessionView = {
  id: "s1",
  register: { id: "r1", name: "Mostrador" },
  status: "open",
  openedBy: { id: "u1", name: "Ana López" },
  openedAt: "2026-12-03T14:00:00.000Z",
  float: 50_000,
  workers: [
    { id: "u1", name: "Ana López" },
    { id: "u2", name: "Luis Mejía" },
  ],
  closing: null,
  totals: {
    received: { efectivo: 73_456, transferencia: 10_000, tarjeta: 20_000 },
    refunded: { efectivo: 0, transferencia: 0, tarjeta: 2_500 },
    cashSales: 73_456,
    cashAbonos: 0,
    payIns: 0,
    payOuts: 0,
    overShort: 0,
    expectedCash: EXPECTED,
  },
  movements: [],
  can: { moveCash: true, close: true, approve: false, seeXReport: false },
};

/** The same session once counted L. 1,300.00: L. 65.44 over, beyond the L. 50.00 allowed. */
const countedSession: DrawerSessionView = {
  ...openSession,
  status: "awaiting_approval",
  closing: {
    closedBy: { id: "u1", name: "Ana López" },
    closedAt: "2026-12-03T22:00:00.000Z",
    counts: [
      { denomination: 50_000, quantity: 2 },
      { denomination: 10_000, quantity: 3 },
    ],
    counted: 130_000,
    expected: EXPECTED,
    difference: 6_544,
    approvedBy: null,
    approvalNote: null,
    approvedAt: null,
  },
  can: { moveCash: false, close: false, approve: false, seeXReport: false },
};

const NOTICE = m.approvalNeeded(formatMoney(5_000));

/** A stand-in server: the register's session, then what a close or a pay-out answers. */
function server(start: DrawerSessionView | null = openSession) {
  let session: DrawerSessionView | null = start;
  let approved: DrawerSessionView | null = null;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const answer = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    if (method === "GET" && url === "/api/cash-registers/r1/session")
      return answer({ register: { id: "r1", name: "Mostrador", active: true }, session, settings });
    if (method === "GET" && url === "/api/cash-drawer/settings") return answer(settings);
    if (method === "GET" && url === "/api/cash-drawer/sessions/s1") return answer(approved ?? session);
    if (method === "POST" && url === "/api/cash-drawer/sessions/s1/close") {
      session = countedSession;
      return answer({ session, notice: NOTICE });
    }
    if (method === "POST" && url === "/api/cash-drawer/sessions/s1/entries") return answer(session);
    if (method === "POST" && url === "/api/cash-drawer/sessions") {
      session = { ...openSession, float: JSON.parse(String(init?.body)).float ?? 30_000 };
      return answer(session);
    }
    return new Response(JSON.stringify({ error: { code: "not_found", message: "No encontrado." } }), {
      status: 404,
    });
  });
  vi.stubGlobal("fetch", fetch);
  /** An admin elsewhere approves the waiting close: the register names no session any more. */
  const approve = () => {
    approved = {
      ...countedSession,
      status: "closed",
      closing: {
        ...countedSession.closing!,
        approvedBy: { id: "u9", name: "Marta Admin" },
        approvalNote: "Billete del turno anterior",
        approvedAt: "2026-12-03T22:10:00.000Z",
      },
    };
    session = null;
  };
  return Object.assign(fetch, { approve });
}

/** The drawer in a query client like the app's: its staleTime (lib/query-client.ts) unless told. */
function renderDrawer(staleTime = 0) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <RegisterDrawer registerId="r1" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return queryClient;
}

/** A count row's label as Testing Library reads it: formatMoney's no-break space as a plain one. */
const quantityLabel = (centavos: number) => t.quantityOf(denominationName(centavos)).replace(/\u00a0/g, " ");

/** Every figure on screen, whatever its element: the expected cash must be none of them. */
const pageText = () => document.body.textContent ?? "";
const expectedShown = () => pageText().includes(formatMoney(EXPECTED));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the blind close", () => {
  it("never shows the expected cash while counting, even to an admin whose answer carries it", async () => {
    const fetch = server();
    renderDrawer();
    const close = await screen.findByRole("form", { name: t.closeTitle });
    expect(screen.getByTestId("drawer-session").textContent).toContain("Luis Mejía");
    expect(expectedShown()).toBe(false);

    fireEvent.change(within(close).getByLabelText(quantityLabel(50_000)), { target: { value: "2" } });
    fireEvent.change(within(close).getByLabelText(quantityLabel(10_000)), { target: { value: "3" } });
    expect(within(close).getByTestId("counted-total").textContent).toBe(formatMoney(130_000));
    expect(expectedShown()).toBe(false);

    // Asked first: the count is final once sent. Still no expected figure.
    fireEvent.click(within(close).getByRole("button", { name: t.closeSubmit }));
    const confirm = await screen.findByRole("dialog", { name: t.closeConfirmTitle });
    expect(confirm.textContent).toContain(formatMoney(130_000));
    expect(expectedShown()).toBe(false);
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.click(within(confirm).getByRole("button", { name: t.closeConfirm }));
    const outcome = await screen.findByTestId("drawer-outcome");
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init?.body)).counts).toEqual(
      DEFAULT_DENOMINATIONS.map((denomination) => ({
        denomination,
        quantity: denomination === 50_000 ? 2 : denomination === 10_000 ? 3 : 0,
      })),
    );
    // Only now: expected, counted, the difference, and the session's card and transfer takings.
    expect(within(outcome).getByTestId("outcome-expected").textContent).toContain(formatMoney(EXPECTED));
    expect(within(outcome).getByTestId("outcome-counted").textContent).toContain(formatMoney(130_000));
    expect(within(outcome).getByTestId("difference").textContent).toBe(
      m.reportDifferenceValue(formatMoney(6_544), m.differenceWords.over),
    );
    expect(within(outcome).getByTestId("outcome-other-methods").textContent).toContain(formatMoney(20_000));
    await waitFor(() =>
      expect(within(outcome).getByTestId("awaiting-approval").textContent).toContain(NOTICE),
    );
    // The closer may not approve their own difference: no "Aprobar" here.
    expect(within(outcome).queryByRole("button", { name: t.approve })).toBeNull();
    expect(within(outcome).getByTestId("z-report-links")).toBeTruthy();
  });
});

describe("a close waiting for its approval", () => {
  it("shows the closer the approval made elsewhere as soon as it is heard, not the close's old answer", async () => {
    const fetch = server();
    // The app's staleTime: a close's answer taken as fresh would stay "Por aprobar" for 30 s.
    const queryClient = renderDrawer(30_000);
    const close = await screen.findByRole("form", { name: t.closeTitle });
    fireEvent.change(within(close).getByLabelText(quantityLabel(50_000)), { target: { value: "2" } });
    fireEvent.change(within(close).getByLabelText(quantityLabel(10_000)), { target: { value: "3" } });
    fireEvent.click(within(close).getByRole("button", { name: t.closeSubmit }));
    const confirm = await screen.findByRole("dialog", { name: t.closeConfirmTitle });
    fireEvent.click(within(confirm).getByRole("button", { name: t.closeConfirm }));
    await waitFor(() =>
      expect(screen.getByTestId("drawer-outcome").textContent).toContain(m.statusLabels.awaiting_approval),
    );

    // The live event of the approval, as lib/live.ts hears it: every "cash_drawer" query refetches.
    fetch.approve();
    await queryClient.invalidateQueries({ queryKey: topicKey("cash_drawer") });
    await waitFor(() =>
      expect(screen.getByTestId("drawer-outcome").textContent).toContain(m.statusLabels.closed),
    );
    const outcome = screen.getByTestId("drawer-outcome");
    expect(outcome.textContent).toContain("Marta Admin");
    expect(outcome.textContent).toContain("Billete del turno anterior");
    expect(within(outcome).queryByTestId("awaiting-approval")).toBeNull();
    // The register is free again: the next session opens below.
    expect(await screen.findByTestId("drawer-open")).toBeTruthy();
  });
});

describe("a pay-out", () => {
  it("is previewed and confirmed before anything is sent, with the device's register in the header", async () => {
    localStorage.setItem(CASH_REGISTER_STORAGE_KEY, "r1");
    const fetch = server();
    renderDrawer();
    const form = await screen.findByTestId("drawer-movement");
    fireEvent.click(within(form).getByLabelText(m.entryLabels.pay_out));
    fireEvent.change(within(form).getByLabelText(t.amountLabel), { target: { value: "150" } });
    fireEvent.change(within(form).getByLabelText(t.reasonLabel), {
      target: { value: "  compra de baterías " },
    });
    // Enter in the amount (a scanner's end of line) sends nothing.
    fireEvent.keyDown(within(form).getByLabelText(t.amountLabel), { key: "Enter", code: "Enter" });
    fireEvent.click(within(form).getByRole("button", { name: t.review }));

    const confirm = await screen.findByRole("dialog", { name: t.confirmTitle.pay_out });
    expect(within(confirm).getByTestId("movement-preview").textContent).toBe(
      t.confirmBody.pay_out(formatMoney(15_000), "compra de baterías", "Mostrador"),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.click(within(confirm).getByRole("button", { name: t.confirmRecord }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(url).toBe("/api/cash-drawer/sessions/s1/entries");
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: "pay_out",
      amount: 15_000,
      reason: "compra de baterías",
    });
    expect(init?.headers).toHaveProperty(CASH_REGISTER_HEADER, "r1");
  });

  it("is refused under its field, in the domain's words, when it has no reason", async () => {
    const fetch = server();
    renderDrawer();
    const form = await screen.findByTestId("drawer-movement");
    fireEvent.change(within(form).getByLabelText(t.amountLabel), { target: { value: "20" } });
    fireEvent.click(within(form).getByRole("button", { name: t.review }));
    expect(await within(form).findByText(m.reasonRequired.pay_out)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});

describe("opening a session", () => {
  it("takes the float typed, refusing an empty one under its field before sending", async () => {
    const fetch = server(null);
    renderDrawer();
    const form = await screen.findByRole("form", { name: t.openTitle });
    fireEvent.click(within(form).getByRole("button", { name: t.openSubmit }));
    const float = within(form).getByLabelText(t.floatLabel);
    await waitFor(() => expect(float.getAttribute("aria-invalid")).toBe("true"));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.change(float, { target: { value: "500" } });
    fireEvent.click(within(form).getByRole("button", { name: t.openSubmit }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init?.body))).toEqual({ registerId: "r1", float: 50_000 });
    expect(await screen.findByTestId("drawer-session")).toBeTruthy();
  });

  it("or counted by denomination: then it sends the count, never a float beside it", async () => {
    const fetch = server(null);
    renderDrawer();
    const form = await screen.findByRole("form", { name: t.openTitle });
    fireEvent.click(within(form).getByLabelText(t.floatCounted));
    fireEvent.change(within(form).getByLabelText(quantityLabel(10_000)), { target: { value: "3" } });
    expect(within(form).getByTestId("counted-total").textContent).toBe(formatMoney(30_000));
    fireEvent.click(within(form).getByRole("button", { name: t.openSubmit }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "POST")!;
    const body = JSON.parse(String(init?.body));
    expect(body).not.toHaveProperty("float");
    expect(body.counts.find((c: { denomination: number }) => c.denomination === 10_000).quantity).toBe(3);
  });
});

describe("the device's register on every request", () => {
  it("is sent in the header once chosen, and not at all before", async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ registers: [] })),
    );
    vi.stubGlobal("fetch", fetch);
    await call("listCashRegisters");
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty(CASH_REGISTER_HEADER);
    localStorage.setItem(CASH_REGISTER_STORAGE_KEY, "r1");
    await call("listCashRegisters");
    expect(fetch.mock.calls[1]?.[1]?.headers).toHaveProperty(CASH_REGISTER_HEADER, "r1");
  });
});
