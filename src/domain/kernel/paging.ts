/**
 * One page of a list the server holds whole (a whole-book report kept in memory): its rows, which
 * page it is, and how many rows the list has. Past the last page, no rows.
 */
export interface Page<T> {
  rows: T[];
  page: number;
  pageSize: number;
  rowCount: number;
}

/** A long report's page: a few screens' worth, so an answer stays small on a ten-year book. */
export const REPORT_PAGE_SIZE = 50;

export function pageOf<T>(rows: readonly T[], page: number, pageSize = REPORT_PAGE_SIZE): Page<T> {
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page, pageSize, rowCount: rows.length };
}

/** `whole` with its list under `key` cut to one page, and the page's facts beside it. */
export function withPage<W extends Record<K, readonly unknown[]>, K extends keyof W>(
  whole: W,
  key: K,
  page: number,
  pageSize = REPORT_PAGE_SIZE,
): W & Omit<Page<unknown>, "rows"> {
  const { rows, ...paging } = pageOf(whole[key], page, pageSize);
  return { ...whole, [key]: rows, ...paging };
}
