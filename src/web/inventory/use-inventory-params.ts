import { useState } from "react";
import type { InventoryListQuery } from "../../contracts/inventory/inventory";
import { useListUrl } from "../lib/use-list-url";

export const PAGE_SIZE = 50;
const FILTERS = ["q", "visibility", "offer", "stock", "brand", "sort", "dir", "page"] as const;

/**
 * Inventario's filters, sort and page, kept in the URL (a link or a reload keeps them). Changing
 * a filter goes back to page 1; the search box waits for a pause in typing before it filters.
 */
export function useInventoryParams() {
  const { params, setParams, set, setAfterPause } = useListUrl();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const get = (k: (typeof FILTERS)[number]) => params.get(k) ?? undefined;
  const page = Number(get("page") ?? 1);
  const query: InventoryListQuery = {
    q: get("q"),
    visibility: (get("visibility") as InventoryListQuery["visibility"]) ?? "all",
    offer: get("offer") === "true" ? "true" : undefined,
    stock: (get("stock") as InventoryListQuery["stock"]) ?? "all",
    brand: get("brand"),
    sort: (get("sort") as InventoryListQuery["sort"]) ?? "name",
    dir: (get("dir") as InventoryListQuery["dir"]) ?? "asc",
    page,
    pageSize: PAGE_SIZE,
  };
  const onSearch = (value: string) => {
    setSearch(value);
    setAfterPause("q", value.trim());
  };

  const sortBy = (sort: string, desc: boolean) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set("sort", sort);
        p.set("dir", desc ? "desc" : "asc");
        p.delete("page");
        return p;
      },
      { replace: true },
    );
  // Whether anything narrows the list: an empty answer then says "no product matches", not "no products".
  const filtered = Boolean(
    query.q || query.brand || query.offer || query.stock !== "all" || query.visibility !== "all",
  );
  return { query, page, set, search, onSearch, sortBy, filtered };
}

export type InventoryParams = ReturnType<typeof useInventoryParams>;
