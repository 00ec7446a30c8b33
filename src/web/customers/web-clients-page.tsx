import { useQuery } from "@tanstack/react-query";
import { Route, Routes } from "react-router";
import { msg } from "../../domain/messages";
import { apiQuery } from "../lib/api";
import { AccountList } from "./account-list";
import { CustomerAccountPage } from "./customer-account-page";
import { SearchBox, useListParams } from "./list-parts";

/** Clientes Web: registered clients and wholesalers with their balance; a client's page at :id. */
export function WebClientsPage() {
  return (
    <Routes>
      <Route index element={<WebClientList />} />
      <Route path=":id" element={<CustomerAccountPage backTo="/admin/web-clients" />} />
    </Routes>
  );
}

function WebClientList() {
  const { q, page, set } = useListParams();
  const list = useQuery(apiQuery("listWebClients", { query: { q, page } }));
  return (
    <section className="grid gap-4">
      <SearchBox label={msg.webClientsSearch} value={q} onSearch={(text) => set({ q: text })} />
      <AccountList
        testId="web-clients"
        rows={list.data?.items}
        count={list.data?.count ?? 0}
        page={page}
        onPage={(p) => set({ page: p })}
        isPending={list.isPending}
        empty={msg.webClientsEmpty}
        column="balance"
        detail={(row) => `/admin/web-clients/${row.id}`}
      />
    </section>
  );
}
