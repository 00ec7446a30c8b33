import { ArrowLeft, Mail, MapPin, Phone, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { TicketDetail, TicketListQuery } from "../../contracts/support/support";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { TICKET_CATEGORIES, TICKET_STATUSES } from "../../domain/support/support";
import { useSession } from "../auth/use-session";
import { OrderDialog } from "../sales";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { Composer, Conversation, TicketRow, TicketStatusBadge } from "./ticket-parts";
import { useMarkTicketRead, useSupportDesk, useTicket, useTickets, useUpdateTicket } from "./use-support";

const small =
  "h-9 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30";

/**
 * Tickets de Soporte (/admin/support-tickets, /admin/support-tickets/:id; admin, superadmin):
 * every ticket with filters, the conversation, the customer and their related order beside it.
 */
export function SupportTicketsPage() {
  const id = useParams()["*"] || undefined;
  const [filters, setFilters] = useState<{ status: string; category: string; needsAnswer: boolean }>({
    status: "",
    category: "",
    needsAnswer: false,
  });
  const query: TicketListQuery = {
    ...(filters.status ? { status: filters.status as TicketListQuery["status"] } : {}),
    ...(filters.category ? { category: filters.category as TicketListQuery["category"] } : {}),
    ...(filters.needsAnswer ? { needsAnswer: "true" as const } : {}),
  };
  const list = useTickets(query);

  return (
    <section className="grid gap-4 lg:h-[calc(100dvh-9rem)] lg:min-h-[30rem] lg:grid-cols-[20rem_1fr]">
      <div className={cn("flex min-h-0 flex-col gap-3", id && "hidden lg:flex")}>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1" data-testid="ticket-filters">
          <select
            aria-label={msg.ticketStatus}
            className={small}
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value }))}
          >
            <option value="">{msg.ticketAllStatuses}</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          <select
            aria-label={msg.ticketCategory}
            className={small}
            value={filters.category}
            onChange={(e) => setFilters((f) => ({ ...f, category: e.target.value }))}
          >
            <option value="">{msg.ticketAllCategories}</option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          <label className="flex items-center gap-2 text-sm sm:col-span-2 lg:col-span-1">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--color-gold)]"
              checked={filters.needsAnswer}
              onChange={(e) => setFilters((f) => ({ ...f, needsAnswer: e.target.checked }))}
            />
            {msg.needsAnswerOnly}
          </label>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {list.isPending ? (
            <PageSpinner />
          ) : list.data?.length ? (
            <ul className="grid grid-cols-1 gap-2" data-testid="tickets">
              {list.data.map((t) => (
                <li key={t.id}>
                  <Link
                    to={`/admin/support-tickets/${t.id}`}
                    aria-current={t.id === id ? "page" : undefined}
                    className="block"
                  >
                    <TicketRow ticket={t} active={t.id === id} showCustomer />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p
              className="rounded-xl border border-border bg-surface p-6 text-center text-muted"
              data-testid="no-tickets"
            >
              {msg.noTicketsStaff}
            </p>
          )}
        </div>
      </div>
      <div className={cn("min-h-0", !id && "hidden lg:block")}>
        {id ? (
          <StaffTicket id={id} />
        ) : (
          <div className="flex h-full items-center justify-center rounded-2xl border border-dashed border-border p-8 text-center text-muted">
            {msg.pickTicket}
          </div>
        )}
      </div>
    </section>
  );
}

function StaffTicket({ id }: { id: string }) {
  const { user } = useSession();
  const ticket = useTicket(id);
  const desk = useSupportDesk();
  useMarkTicketRead(id, ticket.data?.unread);
  const update = useUpdateTicket(id);
  const [orderOpen, setOrderOpen] = useState<string | null>(null);
  const t = ticket.data;

  if (ticket.isPending) return <PageSpinner />;
  if (!t) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {msg.ticketNotFound}
      </p>
    );
  }
  return (
    <div className="flex h-full min-h-0 flex-col gap-3 2xl:flex-row">
      <article
        className="flex h-[calc(100dvh-7.5rem)] min-h-0 flex-col rounded-2xl border border-border bg-surface p-3 sm:p-4 lg:h-auto lg:flex-1 2xl:order-1"
        data-testid="ticket-detail"
      >
        <Link
          to="/admin/support-tickets"
          className="mb-2 inline-flex items-center gap-1 text-sm text-gold hover:underline lg:hidden"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {msg.backToAllTickets}
        </Link>
        <header className="grid gap-2 border-b border-border pb-3">
          <div className="flex items-start gap-2">
            <h2 className="min-w-0 flex-1 break-words font-display text-xl font-semibold">{t.subject}</h2>
            <TicketStatusBadge status={t.status} />
          </div>
          <p className="text-sm text-muted">
            <span className="font-mono">{msg.ticketNumberLabel(t.number)}</span> · {t.category} · {t.userName}
          </p>
          <div className="flex flex-wrap gap-2">
            <label className="flex items-center gap-2 text-sm">
              <span className="text-muted">{msg.ticketStatus}</span>
              <select
                className={small}
                value={t.status}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ status: e.target.value })}
                data-testid="ticket-status-select"
              >
                {TICKET_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm">
              <span className="text-muted">{msg.ticketAssignee}</span>
              <select
                className={small}
                value={t.assignedToId ?? ""}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ assignedToId: e.target.value || null })}
                data-testid="ticket-assignee-select"
              >
                <option value="">{msg.ticketUnassigned}</option>
                {(desk.data?.agents ?? []).map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </header>
        <Conversation ticket={t} side="staff" viewerId={user?.id} />
        <Composer ticketId={t.id} canned={desk.data?.cannedReplies ?? []} />
      </article>
      <CustomerPanel ticket={t} onOpenOrder={setOrderOpen} />
      <OrderDialog saleId={orderOpen} onClose={() => setOrderOpen(null)} />
    </div>
  );
}

function CustomerPanel({ ticket, onOpenOrder }: { ticket: TicketDetail; onOpenOrder: (id: string) => void }) {
  const c = ticket.customer;
  const p = ticket.relatedPurchase;
  return (
    <aside
      className="order-first grid shrink-0 content-start gap-3 sm:grid-cols-2 2xl:order-2 2xl:w-72 2xl:grid-cols-1"
      data-testid="ticket-customer"
    >
      <section className="grid content-start gap-1.5 rounded-2xl border border-border bg-surface px-4 py-3">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{msg.ticketCustomer}</h3>
        <p className="flex items-center gap-2 font-semibold">
          <UserRound className="h-4 w-4 text-gold" aria-hidden="true" />
          {c?.name ?? ticket.userName}
          {c ? (
            <span className="text-xs font-normal text-muted">· {msg.roleLabels[c.role] ?? c.role}</span>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {c?.email ? (
            <a
              className="inline-flex min-w-0 items-center gap-1.5 break-all hover:underline"
              href={`mailto:${c.email}`}
            >
              <Mail className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
              {c.email}
            </a>
          ) : null}
          {c?.phone ? (
            <span className="inline-flex items-center gap-1.5">
              <Phone className="h-4 w-4 text-muted" aria-hidden="true" />
              {c.phone}
            </span>
          ) : null}
          {c?.city ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="h-4 w-4 text-muted" aria-hidden="true" />
              {c.city}
            </span>
          ) : null}
        </div>
      </section>
      <section
        className="grid gap-2 rounded-2xl border border-border bg-surface p-4"
        data-testid="ticket-order"
      >
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{msg.ticketRelatedOrder}</h3>
        {p ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="font-mono font-semibold text-gold">#{p.orderNumber}</span>
            <span className="text-sm">{p.status}</span>
            <span className="text-sm tabular-nums">{formatMoney(p.total)}</span>
            {p.kind === "sale" ? (
              <Button variant="secondary" size="sm" className="ml-auto" onClick={() => onOpenOrder(p.id)}>
                {msg.ticketOpenOrder}
              </Button>
            ) : (
              <Link className="ml-auto text-sm text-gold hover:underline" to="/admin/unregistered">
                {msg.boUnregistered}
              </Link>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted">{msg.ticketNoRelatedOrder}</p>
        )}
      </section>
    </aside>
  );
}
