// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionUser } from "../../contracts/auth/session";
import { ME_KEY } from "../auth/use-session";
import { RoleGuard } from "./role-guard";

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? "";
  return <p data-testid="where">{`${location.pathname}|${from}`}</p>;
}

afterEach(cleanup);

/** Where the guard leaves us, once its (asynchronous) navigation settles. */
async function expectLanding(path: string, user: SessionUser | null, expected: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_KEY, { user });
  // The app's router is the declarative one (routes.tsx): the guard is tested in it.
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<Where />} />
          <Route path="/unauthorized" element={<Where />} />
          <Route path="/admin" element={<RoleGuard />}>
            <Route path="*" element={<p data-testid="where">inside</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(expected));
}

const user = (role: SessionUser["role"]): SessionUser => ({
  id: "u",
  name: "Ana López",
  firstName: "Ana",
  email: "a@b.hn",
  phone: null,
  city: null,
  role,
});

describe("RoleGuard (docs/product/roles.md)", () => {
  it("sends a visitor to / carrying the origin", async () => {
    await expectLanding("/admin/reports", null, "/|/admin/reports");
  });
  it("sends a wrong role to /unauthorized", async () => {
    await expectLanding("/admin/reports", user("seller"), "/unauthorized|");
  });
  it("lets an allowed role in", async () => {
    await expectLanding("/admin/orders", user("seller"), "inside");
  });
});
