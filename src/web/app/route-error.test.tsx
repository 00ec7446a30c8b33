// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { MemoryRouter, type NavigateFunction, Route, Routes, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./route-error";

let navigate: NavigateFunction = () => {};
function App() {
  const location = useLocation();
  navigate = useNavigate();
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/about" element={<About />} />
          <Route path="/broken" element={<Broken />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
// A chunk that a new deployment removed: its import fails.
const About = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
function Broken(): never {
  throw new Error("page bug");
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("RouteErrorBoundary", () => {
  it("shows the error page for a chunk that fails to load or a page that throws, and leaves it on the next navigation", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/"]}>
        <App />
      </MemoryRouter>,
    );
    await act(async () => void navigate("/about"));
    expect(await screen.findByText("Algo salió mal al mostrar esta página.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Recargar la página" })).toBeTruthy();
    await act(async () => void navigate(-1));
    expect(screen.getByText("home")).toBeTruthy();
    await act(async () => void navigate("/broken"));
    expect(screen.getByText("Algo salió mal al mostrar esta página.")).toBeTruthy();
    await act(async () => void navigate("/"));
    expect(screen.getByText("home")).toBeTruthy();
  });
});
