// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Role } from "../../domain/kernel/roles";
import { STORE_NAME } from "../../domain/kernel/store";
import { PageTitle, PageTitleSlot, useDocumentTitle, usePageTitle } from "./page-title";

/** The back-office layout's part: the page's title in the header and the tab. */
function Layout({ userRole, children }: { userRole: Role; children: ReactNode }) {
  const { title, setTitle } = usePageTitle(userRole);
  useDocumentTitle(title);
  return (
    <>
      <h1 data-testid="header">{title ?? ""}</h1>
      <PageTitleSlot value={setTitle}>{children}</PageTitleSlot>
    </>
  );
}

const orders = (role: Role | undefined) => (role === "seller" ? "Mis Órdenes" : "Órdenes");

afterEach(cleanup);

describe("page titles", () => {
  it("shows the page's title, in the role's wording, in the header and the tab", () => {
    const view = render(
      <Layout userRole="seller">
        <PageTitle title={orders}>
          <p>page</p>
        </PageTitle>
      </Layout>,
    );
    expect(screen.getByTestId("header").textContent).toBe("Mis Órdenes");
    expect(document.title).toBe(`Mis Órdenes · ${STORE_NAME}`);
    view.rerender(
      <Layout userRole="admin">
        <PageTitle title={orders}>
          <p>page</p>
        </PageTitle>
      </Layout>,
    );
    expect(screen.getByTestId("header").textContent).toBe("Órdenes");
  });

  it("follows the page shown, and is empty for a page without one", () => {
    const view = render(
      <Layout userRole="admin">
        <PageTitle title="Inventario">
          <p>page</p>
        </PageTitle>
      </Layout>,
    );
    act(() =>
      view.rerender(
        <Layout userRole="admin">
          <PageTitle title="Ventas eliminadas">
            <p>another page</p>
          </PageTitle>
        </Layout>,
      ),
    );
    expect(screen.getByTestId("header").textContent).toBe("Ventas eliminadas");
    act(() =>
      view.rerender(
        <Layout userRole="admin">
          <p>no title</p>
        </Layout>,
      ),
    );
    expect(screen.getByTestId("header").textContent).toBe("");
    expect(document.title).toBe(STORE_NAME);
  });
});
