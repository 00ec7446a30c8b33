// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CatalogPage, ProductDetail } from "../../contracts/catalog/catalog";
import {
  DEFAULT_CATALOG_QUERY,
  EMBEDDED_ANSWERS_ID,
  type EmbeddedAnswer,
} from "../../contracts/catalog/embedded-answers";
import { readFilters, toQuery } from "../catalog/catalog-query";

const page: CatalogPage = { items: [], total: 0, page: 1, pageSize: 12 };
const product = { id: "p1", name: "</script><script>alert(1)</script>" } as ProductDetail;

/** The element as the server writes it (every "<" escaped), then a fresh copy of the module that reads it. */
async function served(answers: EmbeddedAnswer[]) {
  document.head.innerHTML = `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${JSON.stringify(
    answers,
  ).replace(/</g, "\\u003c")}</script>`;
  vi.resetModules();
  return import("./embedded-answers");
}

/** The API answers the server put in the HTML (docs/decisions/0148) are each used once, fresh, for their own URL. */
describe("embedded API answers", () => {
  beforeEach(() => vi.restoreAllMocks());

  it("the catalogue with nothing chosen asks exactly the query the server answered", async () => {
    const answers = await served([
      { operation: "listCatalog", input: { query: DEFAULT_CATALOG_QUERY }, data: page },
    ]);
    expect(answers.peekCatalogPage(toQuery(readFilters(new URLSearchParams())))).toEqual(page);
    expect(
      answers.peekCatalogPage(toQuery(readFilters(new URLSearchParams("sort=price_asc")))),
    ).toBeUndefined();
    expect(answers.peekCatalogPage(toQuery(readFilters(new URLSearchParams("page=2"))))).toBeUndefined();
    expect(document.getElementById(EMBEDDED_ANSWERS_ID)).toBeNull();
  });

  it("is taken once: a later load asks the API", async () => {
    const answers = await served([
      { operation: "getCatalogProduct", input: { params: { id: "p1" } }, data: product },
    ]);
    expect(answers.peekProduct("p2")).toBeUndefined();
    expect(answers.takeProduct("p1")?.name).toBe("</script><script>alert(1)</script>");
    expect(answers.peekProduct("p1")).toBeUndefined();
    expect(answers.takeProduct("p1")).toBeUndefined();
  });

  it("is not used 10 s after the navigation started: changes since then would be missed", async () => {
    const answers = await served([
      { operation: "listCatalog", input: { query: DEFAULT_CATALOG_QUERY }, data: page },
    ]);
    vi.spyOn(performance, "now").mockReturnValue(10_001);
    expect(answers.takeCatalogPage(DEFAULT_CATALOG_QUERY)).toBeUndefined();
  });

  it("a page without the element, or with a broken one, asks the API", async () => {
    document.head.innerHTML = "";
    vi.resetModules();
    expect((await import("./embedded-answers")).peekCatalogPage(DEFAULT_CATALOG_QUERY)).toBeUndefined();
    document.head.innerHTML = `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">{broken</script>`;
    vi.resetModules();
    expect((await import("./embedded-answers")).peekCatalogPage(DEFAULT_CATALOG_QUERY)).toBeUndefined();
  });
});
