// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, type NavigateFunction, Outlet, Route, Routes, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollRestoration } from "./scroll-restoration";

let navigate: NavigateFunction = () => {};
/** As in the app: the hook lives in the layout above every page. */
function Layout() {
  useScrollRestoration();
  navigate = useNavigate();
  return <Outlet />;
}

/** jsdom does not scroll: the page's position is ours to set, and the browser's scroll event too. */
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => scrollBy(y));
function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
  vi.stubGlobal("scrollTo", scrollTo);
  sessionStorage.clear();
  render(
    <MemoryRouter initialEntries={["/catalog"]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/catalog" element={<p>catalog</p>} />
          <Route path="/products/:id" element={<p>product</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

describe("scroll restoration", () => {
  it("opens a new page at its top and returns to the same place on Back and Forward", () => {
    act(() => scrollBy(1400));
    act(() => void navigate("/products/7"));
    expect(lastScroll()).toBe(0);
    act(() => scrollBy(300));
    act(() => void navigate(-1));
    expect(lastScroll()).toBe(1400);
    act(() => void navigate(1));
    expect(lastScroll()).toBe(300);
  });

  it("puts a replaced entry (a filter written to the address) at its top", () => {
    act(() => scrollBy(900));
    act(() => void navigate("/catalog?offer=1", { replace: true }));
    expect(lastScroll()).toBe(0);
  });

  it("keeps the positions for a reload in sessionStorage when the page goes away", () => {
    act(() => scrollBy(650));
    window.dispatchEvent(new Event("pagehide"));
    expect(Object.values(JSON.parse(sessionStorage.getItem("scroll-positions") ?? "{}"))).toContain(650);
    expect(window.history.scrollRestoration).toBe("auto");
  });
});
