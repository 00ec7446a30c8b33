// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { BrowserRouter, Link, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_PAUSE_MS, useListUrl } from "./use-list-url";

/** The list screen: a search box (typed through `type`), a filter, and a link to one row. */
let type: (text: string) => void = () => {};
let filter: (value: string) => void = () => {};
function List() {
  const { setAfterPause, set } = useListUrl();
  type = (text) => setAfterPause("q", text);
  filter = (value) => set("brand", value);
  return <Link to="/list/7">row</Link>;
}

let hideList: () => void = () => {};
function Screen() {
  const [shown, setShown] = useState(true);
  hideList = () => setShown(false);
  return shown ? <List /> : null;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/list" element={<Screen />} />
        <Route path="/list/:id" element={<p>detail</p>} />
      </Routes>
      <Where />
    </BrowserRouter>,
  );
}

const address = () => window.location.pathname + window.location.search;
const pause = () => act(() => vi.advanceTimersByTime(SEARCH_PAUSE_MS + 10));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useListUrl's search after a pause in typing", () => {
  it("writes the search once typing pauses, in place of the current entry, back on page 1", async () => {
    renderAt("/list?page=3");
    const entries = window.history.length;
    act(() => type("ana"));
    expect(address()).toBe("/list?page=3");
    await pause();
    expect(address()).toBe("/list?q=ana");
    expect(window.history.length).toBe(entries);
  });

  it("drops the write when the row opened before the pause, so the row stays open", async () => {
    const screen = renderAt("/list");
    act(() => type("ana"));
    act(() => screen.getByText("row").click());
    await pause();
    expect(address()).toBe("/list/7");
    expect(screen.getByTestId("where").textContent).toBe("/list/7");
  });

  it("drops the write when the address changed while the list was still shown", async () => {
    renderAt("/list");
    act(() => type("ana"));
    // Back, or a navigation whose page is still loading: the list has not unmounted yet.
    act(() => window.history.pushState(null, "", "/elsewhere"));
    await pause();
    expect(address()).toBe("/elsewhere");
  });

  it("drops the write when the list unmounts", async () => {
    renderAt("/list");
    act(() => type("ana"));
    act(() => hideList());
    await pause();
    expect(address()).toBe("/list");
  });

  it("takes a pending search along with another filter chosen before the pause", async () => {
    renderAt("/list");
    act(() => type("ana"));
    act(() => filter("casio"));
    expect(address()).toBe("/list?q=ana&brand=casio");
    await pause();
    expect(address()).toBe("/list?q=ana&brand=casio");
  });
});
