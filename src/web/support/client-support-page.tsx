import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, LifeBuoy, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { newTicketBody } from "../../contracts/support/support";
import { msg } from "../../domain/kernel/messages";
import { TICKET_CATEGORIES, TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from "../../domain/support/support";
import { useSession } from "../auth/use-session";
import { apiQuery, call } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button, buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { PageSpinner } from "../ui/spinner";
import {
  Composer,
  Conversation,
  PhotoPicker,
  TicketRow,
  TicketStatusBadge,
  textareaClass,
} from "./ticket-parts";
import { uploadPhoto, useMarkTicketRead, useTicket, useTickets } from "./use-support";

/**
 * Centro de Soporte (/client/support, /client/support/:id): the customer's own tickets and one
 * conversation. On a phone the list and the conversation are separate screens; from 1024 px they
 * sit side by side.
 */
export function ClientSupportPage() {
  const id = useParams()["*"] || undefined;
  const [creating, setCreating] = useState(false);
  return (
    <section className="grid gap-4">
      <header className={cn("flex items-center gap-3", id && "hidden lg:flex")}>
        <h1 className="font-display text-3xl font-semibold">{msg.supportCenter}</h1>
        <Button className="ml-auto" onClick={() => setCreating(true)} data-testid="new-ticket">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {msg.newTicket}
        </Button>
      </header>
      <div className="grid gap-4 lg:h-[calc(100dvh-13rem)] lg:min-h-[28rem] lg:grid-cols-[20rem_1fr]">
        <div className={cn("min-h-0 overflow-y-auto", id && "hidden lg:block")}>
          <TicketList activeId={id} onCreate={() => setCreating(true)} />
        </div>
        <div className={cn("min-h-0", !id && "hidden lg:block")}>
          {id ? <ClientTicket id={id} /> : <PickOne />}
        </div>
      </div>
      <NewTicketDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}

function PickOne() {
  return (
    <div className="flex h-full items-center justify-center rounded-2xl border border-dashed border-border p-8 text-center text-muted">
      {msg.pickTicket}
    </div>
  );
}

function TicketList({ activeId, onCreate }: { activeId: string | undefined; onCreate: () => void }) {
  const list = useTickets();
  if (list.isPending) return <PageSpinner />;
  if (!list.data?.length) {
    return (
      <div
        className="grid justify-items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center"
        data-testid="no-tickets"
      >
        <LifeBuoy className="h-10 w-10 text-gold" aria-hidden="true" />
        <p className="font-display text-xl font-semibold">{msg.noTickets}</p>
        <p className="max-w-sm text-sm text-muted">{msg.noTicketsHint}</p>
        <Button onClick={onCreate}>{msg.newTicket}</Button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-2" data-testid="tickets" aria-label={msg.myTickets}>
      {list.data.map((t) => (
        <li key={t.id}>
          <Link
            to={`/client/support/${t.id}`}
            aria-current={t.id === activeId ? "page" : undefined}
            className="block"
          >
            <TicketRow ticket={t} active={t.id === activeId} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ClientTicket({ id }: { id: string }) {
  const { user } = useSession();
  const ticket = useTicket(id);
  useMarkTicketRead(id, ticket.data?.unread);
  const t = ticket.data;
  return (
    <article
      className="flex h-[calc(100dvh-7.5rem)] flex-col rounded-2xl border border-border bg-surface p-3 sm:p-4 lg:h-full"
      data-testid="ticket-detail"
    >
      <Link
        to="/client/support"
        className="mb-2 inline-flex items-center gap-1 text-sm text-gold hover:underline lg:hidden"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {msg.backToTickets}
      </Link>
      {ticket.isPending ? (
        <PageSpinner />
      ) : !t ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {msg.ticketNotFound}
        </p>
      ) : (
        <>
          <header className="grid gap-1 border-b border-border pb-3">
            <div className="flex items-start gap-2">
              <h2 className="min-w-0 flex-1 break-words font-display text-xl font-semibold">{t.subject}</h2>
              <TicketStatusBadge status={t.status} />
            </div>
            <p className="flex flex-wrap gap-x-2 text-sm text-muted">
              <span className="font-mono">{msg.ticketNumberLabel(t.number)}</span>
              <span>· {t.category}</span>
              {t.relatedPurchase ? (
                <Link className="text-gold hover:underline" to={`/client/purchases/${t.relatedPurchase.id}`}>
                  · {msg.ticketPurchaseLink(t.relatedPurchase.orderNumber)}
                </Link>
              ) : null}
            </p>
          </header>
          <Conversation ticket={t} side="client" viewerId={user?.id} />
          <Composer ticketId={t.id} />
        </>
      )}
    </article>
  );
}

function NewTicketDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  const purchases = useQuery({
    ...apiQuery("listMyPurchases"),
    enabled: open,
  });
  const form = useContractForm(newTicketBody, {
    subject: "",
    category: "Pedido",
    relatedPurchaseId: "",
    message: "",
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const ticket = await call("createSupportTicket", { body: values });
      if (photo) {
        // The ticket exists already: a refused photo is told, and the ticket stays.
        await uploadPhoto(ticket.id, photo, "").catch((error) => showSaveError(form, error));
      }
      toast.success(msg.ticketCreated);
      form.reset();
      setPhoto(null);
      onOpenChange(false);
      navigate(`/client/support/${ticket.id}`);
    } catch (error) {
      showSaveError(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={msg.newTicket} className="max-w-lg">
      <form onSubmit={submit} className="grid gap-4" noValidate data-testid="new-ticket-form">
        <TextField
          label={msg.ticketSubject}
          maxLength={TICKET_SUBJECT_MAX}
          error={errors.subject?.message}
          {...form.register("subject")}
        />
        <SelectField
          label={msg.ticketCategory}
          error={errors.category?.message}
          {...form.register("category")}
        >
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={msg.ticketRelatedPurchase}
          error={errors.relatedPurchaseId?.message}
          {...form.register("relatedPurchaseId")}
        >
          <option value="">{msg.ticketNoPurchase}</option>
          {(purchases.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              #{p.orderNumber} · {p.status}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="new-ticket-message" className="text-sm font-medium text-fg">
            {msg.ticketMessage}
          </label>
          <textarea
            id="new-ticket-message"
            rows={4}
            maxLength={TICKET_MESSAGE_MAX}
            className={textareaClass}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? "new-ticket-message-error" : undefined}
            {...form.register("message")}
          />
          {errors.message ? (
            <p id="new-ticket-message-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.message.message}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2 text-sm text-muted">
          <PhotoPicker photo={photo} onChange={setPhoto} />
          <span>{photo ? photo.name : `${msg.ticketAttachPhoto} · ${msg.ticketPhotoHint}`}</span>
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {msg.cancel}
          </button>
          <Button type="submit" disabled={isSubmitting}>
            {msg.openTicket}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
