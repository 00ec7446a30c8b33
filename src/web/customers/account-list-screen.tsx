import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiQuery } from "../lib/api";
import { type AccountColumn, AccountList } from "./account-list";
import { SearchBox, useListParams } from "./list-parts";

/**
 * Clientes Web, Mayoristas and Equipo: a search box (and the screen's own buttons beside it) over
 * one paged list of accounts, the search and page kept in the URL.
 */
export function AccountListScreen({
  operation,
  searchLabel,
  toolbar,
  testId,
  empty,
  column,
  detail,
  actions,
  children,
}: {
  operation: "listWebClients" | "listWholesalers" | "listTeamMembers";
  searchLabel: string;
  /** Buttons beside the search box (create an account, grant a role). */
  toolbar?: ReactNode;
  testId: string;
  empty: string;
  column: AccountColumn;
  /** The page a row's name links to. */
  detail?: (id: string) => string;
  actions?: Parameters<typeof AccountList>[0]["actions"];
  /** The screen's dialogs. */
  children?: ReactNode;
}) {
  const { q, page, search, setPage } = useListParams();
  const list = useQuery(apiQuery(operation, { query: { q, page } }));
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label={searchLabel} value={q} onSearch={search} />
        {toolbar}
      </div>
      <AccountList
        testId={testId}
        rows={list.data?.items}
        count={list.data?.count ?? 0}
        page={page}
        onPage={setPage}
        isPending={list.isPending}
        empty={empty}
        column={column}
        detail={detail && ((row) => detail(row.id))}
        actions={actions}
      />
      {children}
    </section>
  );
}
