// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { creditMsg } from "../../domain/sales/messages-credit";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { CreditChoice } from "./credit-choice";
import { LayawayChoice } from "./layaway-choice";

afterEach(cleanup);

const terms = {
  depositPercent: 20,
  termDays: 30,
  deposit: 22_000,
  deadline: "2027-01-02",
  policy: layawayMsg.policySaldo(formatShopDate("2027-01-02")),
};

/** The boxes as the checkout holds them: ticked or not, the summary follows. */
function Layaway({ withCredit }: { withCredit: boolean }) {
  const [chosen, setChosen] = useState(false);
  return (
    <LayawayChoice
      terms={terms}
      total={110_000}
      chosen={chosen}
      withCredit={withCredit}
      onChange={(e) => setChosen(e.target.checked)}
    />
  );
}

describe("the checkout's saldo a favor and apartado boxes (docs/decisions/0251, 0253)", () => {
  it("the credit box names what is free and, ticked, what it covers and what is left to pay", () => {
    const { rerender } = render(<CreditChoice available={30_000} spent={0} toPay={110_000} />);
    expect(screen.getByRole("checkbox").closest("label")?.textContent).toBe(
      creditMsg.useCreditAtCheckout(formatMoney(30_000)),
    );
    expect(screen.queryByTestId("checkout-credit")).toBeNull();
    rerender(<CreditChoice available={30_000} spent={30_000} toPay={80_000} />);
    expect(screen.getByTestId("checkout-credit").textContent).toBe(
      `${creditMsg.creditAppliedLine}-${formatMoney(30_000)}${creditMsg.leftToPay}${formatMoney(80_000)}`,
    );
  });

  it("the apartado box offers the terms and, ticked, tells the deposit, the rest, the deadline and the policy", () => {
    render(<Layaway withCredit />);
    const box = screen.getByLabelText(layawayMsg.checkoutChoice(20, 30));
    expect(screen.queryByTestId("checkout-layaway")).toBeNull();
    fireEvent.click(box);
    expect(screen.getByTestId("checkout-layaway").textContent).toBe(
      `${layawayMsg.checkoutDeposit}${formatMoney(22_000)}${layawayMsg.checkoutRest}${formatMoney(88_000)}`,
    );
    const told = screen.getByText((text) =>
      text.startsWith(layawayMsg.layawayDeadline(formatShopDate("2027-01-02"))),
    );
    expect(told.textContent).toContain(terms.policy);
    // Why the credit box went away while the apartado is chosen.
    expect(told.textContent).toContain(layawayMsg.checkoutNoCredit);
  });
});
