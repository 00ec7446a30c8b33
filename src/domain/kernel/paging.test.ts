import { describe, expect, it } from "vitest";
import { pageOf, REPORT_PAGE_SIZE, withPage } from "./paging";

describe("a page of a list held whole", () => {
  const list = Array.from({ length: 123 }, (_, i) => i);

  it("cuts the list in pages of the size, the last one short, and counts every row", () => {
    expect(pageOf(list, 1)).toEqual({
      rows: list.slice(0, REPORT_PAGE_SIZE),
      page: 1,
      pageSize: REPORT_PAGE_SIZE,
      rowCount: 123,
    });
    expect(pageOf(list, 3).rows).toEqual(list.slice(100));
    expect(pageOf(list, 2, 60).rows).toEqual(list.slice(60, 120));
  });

  it("answers no rows past the last page, and an empty list as page 1 of nothing", () => {
    expect(pageOf(list, 4).rows).toEqual([]);
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pageSize: REPORT_PAGE_SIZE, rowCount: 0 });
  });

  it("cuts a report's list in place and keeps its other figures", () => {
    const report = { totals: { total: 9 }, customers: list };
    expect(withPage(report, "customers", 3)).toEqual({
      totals: { total: 9 },
      customers: list.slice(100),
      page: 3,
      pageSize: REPORT_PAGE_SIZE,
      rowCount: 123,
    });
  });
});
