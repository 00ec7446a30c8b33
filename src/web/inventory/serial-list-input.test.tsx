// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { msg } from "../../domain/kernel/messages";
import { SerialListInput, type SerialListInputProps } from "./serial-list-input";

afterEach(cleanup);

/** The list as a form holds it: its own state, inside a <form> whose submit is watched. */
function Harness({
  onSubmit,
  start = [],
  ...props
}: Partial<SerialListInputProps> & { onSubmit: () => void; start?: string[] }) {
  const [serials, setSerials] = useState<string[]>(start);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SerialListInput label="Números de serie" value={serials} onChange={setSerials} {...props} />
      <output data-testid="value">{serials.join(",")}</output>
      <button type="submit">Guardar</button>
    </form>
  );
}

const field = () => screen.getByLabelText("Números de serie") as HTMLInputElement;
const chips = () => screen.queryAllByTestId("serial-chip").map((li) => li.textContent);

/** Types a serial by hand and presses Enter; answers whether the Enter kept its default (a submit). */
function typeAndEnter(text: string): boolean {
  fireEvent.change(field(), { target: { value: text } });
  return fireEvent.keyDown(field(), { key: "Enter", code: "Enter" });
}

describe("SerialListInput", () => {
  it("adds a typed serial on Enter as the store keeps it (upper-cased, no spaces) and empties the field", () => {
    render(<Harness onSubmit={vi.fn()} />);
    typeAndEnter("ab 12345");
    typeAndEnter("cd-678");
    expect(chips()).toEqual(["AB12345", "CD-678"]);
    expect(screen.getByTestId("value").textContent).toBe("AB12345,CD-678");
    expect(field().value).toBe("");
    expect(screen.getByTestId("serial-count").textContent).toBe(msg.serialInputCount(2));
  });

  it("refuses a serial already in the list at once, with the domain's text, and keeps the list", () => {
    render(<Harness onSubmit={vi.fn()} start={["AB12345"]} />);
    typeAndEnter("ab12345");
    expect(screen.getByRole("alert").textContent).toBe(msg.unitSerialRepeated("AB12345"));
    expect(chips()).toEqual(["AB12345"]);
    expect(field().value).toBe("ab12345");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    // Typing again clears the refusal.
    fireEvent.change(field(), { target: { value: "XY999" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a serial of the wrong form with the domain's text", () => {
    render(<Harness onSubmit={vi.fn()} />);
    typeAndEnter("a!");
    expect(screen.getByRole("alert").textContent).toBe(msg.unitSerialInvalid("A!"));
    expect(chips()).toEqual([]);
  });

  it("never submits the form on Enter: with a serial, with a refused one, or with nothing typed", () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} start={["AB12345"]} />);
    expect(typeAndEnter("NEW-001")).toBe(false);
    expect(typeAndEnter("AB12345")).toBe(false);
    expect(typeAndEnter("")).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe(msg.unitSerialRequired);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(chips()).toEqual(["AB12345", "NEW-001"]);
  });

  it("applies the screen's own rule and removes a chip with its button", () => {
    render(
      <Harness onSubmit={vi.fn()} check={(s) => (s === "GONE123" ? msg.unitWriteOffUnknown(s) : null)} />,
    );
    typeAndEnter("gone123");
    expect(screen.getByRole("alert").textContent).toBe(msg.unitWriteOffUnknown("GONE123"));
    typeAndEnter("KEEP123");
    typeAndEnter("DROP123");
    fireEvent.click(screen.getByRole("button", { name: msg.serialInputRemove("DROP123") }));
    expect(chips()).toEqual(["KEEP123"]);
  });

  it("adds a pasted column of serials one by one, stopping at the first refused", () => {
    render(<Harness onSubmit={vi.fn()} start={["CC3333"]} />);
    fireEvent.paste(field(), { clipboardData: { getData: () => "AA1111\nbb2222\r\nCC3333\nDD4444" } });
    expect(chips()).toEqual(["CC3333", "AA1111", "BB2222"]);
    expect(screen.getByRole("alert").textContent).toBe(msg.unitSerialRepeated("CC3333"));
  });

  it("offers picks that are not in the list yet, and counts against what is expected", () => {
    render(<Harness onSubmit={vi.fn()} options={["P1111", "P2222"]} expected={3} />);
    fireEvent.click(screen.getByRole("button", { name: msg.serialInputPickOne("P2222") }));
    expect(chips()).toEqual(["P2222"]);
    expect(screen.queryByRole("button", { name: msg.serialInputPickOne("P2222") })).toBeNull();
    expect(screen.getByTestId("serial-count").textContent).toBe(msg.serialInputCountOf(1, 3));
  });
});
