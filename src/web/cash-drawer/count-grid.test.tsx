// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { DenominationCountInput } from "../../contracts/cash-drawer/cash-drawer";
import { DEFAULT_DENOMINATIONS } from "../../domain/cash-drawer/closing";
import { formatMoney } from "../../domain/kernel/money";
import { CountGrid } from "./count-grid";
import { countTotal, denominationName, emptyCounts, isBill, quantityOf } from "./count-math";
import { drawerScreens as t } from "./messages-cash-drawer-screens";

afterEach(cleanup);

/** The grid as a form holds it: its rows in state, each change written back. */
function Counting({ onCounts }: { onCounts?: (counts: DenominationCountInput[]) => void }) {
  const [counts, setCounts] = useState(emptyCounts(DEFAULT_DENOMINATIONS));
  return (
    <CountGrid
      value={counts}
      onChange={(next) => {
        setCounts(next);
        onCounts?.(next);
      }}
    />
  );
}

// Testing Library reads a label with its no-break spaces as plain ones (formatMoney's "L. 500.00").
const quantity = (centavos: number) =>
  screen.getByLabelText(t.quantityOf(denominationName(centavos)).replace(/\u00a0/g, " "));
const total = () => screen.getByTestId("counted-total").textContent;

describe("the count's arithmetic", () => {
  it("adds each denomination times its quantity; a quantity not yet whole counts as nothing", () => {
    expect(
      countTotal([
        { denomination: 50_000, quantity: 2 },
        { denomination: 20_000, quantity: 0 },
        { denomination: 5, quantity: 3 },
        { denomination: 100, quantity: Number.NaN },
      ]),
    ).toBe(100_015);
    expect(countTotal([])).toBe(0);
  });

  it("names bills by their amount and coins by their centavos; L. 1 is a bill", () => {
    expect(isBill(100)).toBe(true);
    expect(isBill(50)).toBe(false);
    expect(denominationName(50_000)).toBe(formatMoney(50_000));
    expect(denominationName(50)).toBe(t.coinName("50"));
  });

  it("keeps only the digits a person (or a scanner) typed, up to the largest quantity", () => {
    expect(quantityOf("")).toBe(0);
    expect(quantityOf("12")).toBe(12);
    expect(quantityOf("1a2\n")).toBe(12);
    expect(quantityOf("L. 3")).toBe(3);
    expect(quantityOf("99999999")).toBe(999_999);
  });
});

describe("the count grid", () => {
  it("lists the lempira's bills and coins in two groups, nothing counted yet", () => {
    render(<Counting />);
    expect(screen.getByRole("group", { name: t.bills })).toBeTruthy();
    expect(screen.getByRole("group", { name: t.coins })).toBeTruthy();
    expect(screen.getAllByRole("textbox")).toHaveLength(DEFAULT_DENOMINATIONS.length);
    expect(total()).toBe(formatMoney(0));
  });

  it("shows the counted total live as each quantity is typed", () => {
    let last: DenominationCountInput[] = [];
    render(<Counting onCounts={(c) => (last = c)} />);
    fireEvent.change(quantity(50_000), { target: { value: "2" } });
    expect(total()).toBe(formatMoney(100_000));
    fireEvent.change(quantity(10_000), { target: { value: "3" } });
    fireEvent.change(quantity(50), { target: { value: "4" } });
    expect(total()).toBe(formatMoney(130_200));
    // Letters from a scanner never reach the count.
    fireEvent.change(quantity(500), { target: { value: "1x" } });
    expect((quantity(500) as HTMLInputElement).value).toBe("1");
    expect(total()).toBe(formatMoney(130_700));
    // Emptied, a row counts nothing again.
    fireEvent.change(quantity(50_000), { target: { value: "" } });
    expect(total()).toBe(formatMoney(30_700));
    expect(last.find((c) => c.denomination === 10_000)?.quantity).toBe(3);
    expect(last.find((c) => c.denomination === 50_000)?.quantity).toBe(0);
  });
});
