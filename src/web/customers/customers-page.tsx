import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Link, Route, Routes, useNavigate } from "react-router";
import { type DirectoryRow, PAGE_SIZE } from "../../contracts/customers/customers";
import { msg } from "../../domain/kernel/messages";
import { shortUserId } from "../../domain/kernel/roles";
import { apiQuery } from "../lib/api";
import { Button } from "../ui/button";
import { Pager } from "../ui/pager";
import { PageSpinner } from "../ui/spinner";
import { CustomerAccountPage } from "./customer-account-page";
import { CustomerFormDialog } from "./customer-form-dialog";
import { DisabledBadge, EmptyState, RoleBadge, SearchBox, useListParams } from "./list-parts";

/** Registrar Cliente: the merged list at /admin/customers, a customer's page at /admin/customers/:id. */
export function CustomersPage() {
  return (
    <Routes>
      <Route index element={<CustomerDirectory />} />
      <Route path=":id" element={<CustomerAccountPage backTo="/admin/customers" />} />
    </Routes>
  );
}

function CustomerDirectory() {
  const { q, page, search, setPage } = useListParams();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useQuery({ ...apiQuery("listCustomerDirectory", { query: { q, page } }) });
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label={msg.customersSearch} value={q} onSearch={search} />
        <Button onClick={() => setAdding(true)} data-testid="add-customer">
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {msg.addCustomer}
        </Button>
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : !list.data?.items.length ? (
        <EmptyState>{msg.customersEmpty}</EmptyState>
      ) : (
        <>
          <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3" data-testid="customer-directory">
            {list.data.items.map((c) => (
              <DirectoryCard key={`${c.kind}-${c.id}`} entry={c} />
            ))}
          </ul>
          <Pager page={page} total={list.data.count} pageSize={PAGE_SIZE} onPage={setPage} showCount />
        </>
      )}
      <CustomerFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(id) => navigate(`/admin/customers/${id}`)}
      />
    </section>
  );
}

function DirectoryCard({ entry }: { entry: DirectoryRow }) {
  return (
    <li data-testid="customer-entry">
      <Link
        to={`/admin/customers/${entry.id}`}
        className="grid h-full gap-1 rounded-xl border border-border bg-surface p-3 hover:border-gold"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{entry.name}</span>
          <RoleBadge role={entry.role} />
          {entry.disabled ? <DisabledBadge /> : null}
        </span>
        <span className="text-sm break-all text-muted">
          {[entry.phone, entry.email, entry.city].filter(Boolean).join(" · ") || "—"}
        </span>
        {entry.kind === "user" ? (
          <span className="font-mono text-xs text-muted">
            {msg.userIdLabel} {shortUserId(entry.id)}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
