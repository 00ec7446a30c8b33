import { ImagePlus, MessageSquareText, Send, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { TicketDetail, TicketMessage, TicketSummary } from "../../contracts/support/support";
import { msg } from "../../domain/kernel/messages";
import { relativeTime } from "../../domain/kernel/relative-time";
import { formatShopDateTime } from "../../domain/kernel/shop-calendar";
import type { TicketSide, TicketStatus } from "../../domain/support/support";
import { TICKET_MESSAGE_MAX, TICKET_PHOTO_MAX_BYTES } from "../../domain/support/support";
import { toast } from "../lib/toast";
import { useNow } from "../lib/use-now";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { useSendMessage } from "./use-support";

const STATUS_COLOURS: Record<TicketStatus, string> = {
  Abierto: "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
  "En Proceso":
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  Resuelto:
    "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  Cerrado: "bg-zinc-200 text-zinc-800 ring-zinc-300 dark:bg-zinc-800 dark:text-zinc-200 dark:ring-zinc-700",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span
      data-testid="ticket-status"
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        STATUS_COLOURS[status],
      )}
    >
      {status}
    </span>
  );
}

/** One row of a ticket list: subject, status, unread dot, last message and when. */
export function TicketRow({
  ticket,
  active,
  showCustomer,
}: {
  ticket: TicketSummary;
  active: boolean;
  showCustomer?: boolean;
}) {
  const now = useNow();
  return (
    <div
      className={cn(
        "grid min-w-0 grid-cols-1 gap-1 rounded-xl border px-4 py-3 transition-colors",
        active ? "border-gold bg-surface-2" : "border-border bg-surface hover:border-gold",
      )}
      data-testid="ticket-row"
      data-unread={ticket.unread ? "true" : undefined}
    >
      <div className="flex items-center gap-2">
        {ticket.unread ? (
          <span
            className="h-2.5 w-2.5 shrink-0 rounded-full bg-gold"
            role="img"
            aria-label={msg.ticketUnreadLabel}
            data-testid="ticket-unread"
          />
        ) : null}
        <span className={cn("min-w-0 flex-1 truncate", ticket.unread ? "font-semibold" : "font-medium")}>
          {ticket.subject}
        </span>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className="truncate text-sm text-muted">
        {showCustomer ? <span className="font-medium text-fg">{ticket.userName} · </span> : null}
        {ticket.lastMessage}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span className="font-mono">#{ticket.number}</span>
        <span>· {ticket.category}</span>
        <span>· {msg.ticketUpdated(relativeTime(new Date(ticket.lastUpdatedAt), now))}</span>
        {showCustomer && ticket.needsAnswer ? (
          <span className="rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
            {msg.needsAnswer}
          </span>
        ) : null}
      </p>
    </div>
  );
}

function Bubble({ message, mine, staffView }: { message: TicketMessage; mine: boolean; staffView: boolean }) {
  const who = mine
    ? msg.ticketYou
    : message.side === "staff" && !staffView
      ? msg.ticketStaffSender(message.senderName)
      : message.senderName;
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-testid="ticket-message">
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2.5 shadow-sm sm:max-w-[75%]",
          mine
            ? "rounded-br-md bg-gold/15 text-fg ring-1 ring-gold/40"
            : "rounded-bl-md bg-surface-2 text-fg ring-1 ring-border",
        )}
      >
        <p className="mb-1 text-xs font-semibold text-muted">{who}</p>
        {message.photoUrl ? (
          <a href={message.photoUrl} target="_blank" rel="noopener noreferrer" className="mb-1.5 block">
            <img
              src={message.photoUrl}
              alt={msg.ticketPhotoAlt}
              width={message.photoWidth ?? undefined}
              height={message.photoHeight ?? undefined}
              loading="lazy"
              className="h-auto max-h-72 w-auto max-w-full rounded-lg object-contain"
              data-testid="ticket-photo"
            />
          </a>
        ) : null}
        {message.text ? (
          <p
            className="whitespace-pre-wrap break-words text-[15px] leading-relaxed"
            data-testid="ticket-text"
          >
            {message.text}
          </p>
        ) : null}
        <p className="mt-1 text-right text-[11px] text-muted">{formatShopDateTime(message.timestamp)}</p>
      </div>
    </li>
  );
}

/** The conversation, oldest first, scrolled to the newest; text is rendered as text, never as markup. */
export function Conversation({
  ticket,
  side,
  viewerId,
}: {
  ticket: TicketDetail;
  side: TicketSide;
  viewerId: string | undefined;
}) {
  const end = useRef<HTMLDivElement>(null);
  const count = ticket.messages.length;
  useEffect(() => {
    if (count) end.current?.scrollIntoView({ block: "end" });
  }, [count]);
  return (
    <section aria-label={msg.ticketConversation} className="min-h-0 flex-1 overflow-y-auto px-1 py-3">
      <ol className="grid gap-3" data-testid="ticket-conversation">
        {ticket.messages.map((m) => (
          <Bubble
            key={m.id}
            message={m}
            mine={side === "client" ? m.side === "client" : m.senderId === viewerId}
            staffView={side === "staff"}
          />
        ))}
      </ol>
      <div ref={end} />
    </section>
  );
}

const textareaClass =
  "w-full resize-none rounded-xl border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted " +
  "focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30";

/** A photo picker: only JPEG, PNG and WebP are offered; the size is checked before sending (the server checks again). */
export function PhotoPicker({
  photo,
  onChange,
}: {
  photo: File | null;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div className="flex items-center gap-2">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        data-testid="ticket-photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          e.target.value = "";
          if (file && file.size > TICKET_PHOTO_MAX_BYTES) {
            onChange(null);
            toast.error(msg.ticketPhotoTooLarge);
            return;
          }
          onChange(file);
        }}
      />
      {preview ? (
        <span className="relative inline-block">
          <img
            src={preview}
            alt={msg.ticketPhotoAlt}
            className="h-12 w-12 rounded-lg object-cover ring-1 ring-border"
          />
          <button
            type="button"
            onClick={() => onChange(null)}
            className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-surface text-fg shadow ring-1 ring-border"
            aria-label={msg.ticketRemovePhoto}
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </span>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => input.current?.click()}
          aria-label={msg.ticketAttachPhoto}
          title={`${msg.ticketAttachPhoto} (${msg.ticketPhotoHint})`}
        >
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/** The reply box: text and/or a photo; Ctrl+Enter sends. Staff also get the canned replies. */
export function Composer({
  ticketId,
  canned,
}: {
  ticketId: string;
  canned?: readonly { title: string; text: string }[];
}) {
  const [text, setText] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [showCanned, setShowCanned] = useState(false);
  const send = useSendMessage(ticketId);
  const ready = (text.trim().length > 0 || photo !== null) && !send.isPending;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!ready) return;
    send.mutate(
      { text, photo },
      {
        onSuccess: () => {
          setText("");
          setPhoto(null);
        },
      },
    );
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} className="grid gap-2 border-t border-border pt-3" data-testid="ticket-composer">
      {canned && showCanned ? (
        <ul className="flex flex-wrap gap-2" data-testid="canned-replies">
          {canned.length ? (
            canned.map((c) => (
              <li key={c.title}>
                <button
                  type="button"
                  className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm hover:border-gold"
                  title={c.text}
                  onClick={() => {
                    setText((t) => (t.trim() ? `${t.trimEnd()}\n${c.text}` : c.text));
                    setShowCanned(false);
                  }}
                >
                  {c.title}
                </button>
              </li>
            ))
          ) : (
            <li className="text-sm text-muted">{msg.cannedRepliesNone}</li>
          )}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <PhotoPicker photo={photo} onChange={setPhoto} />
        {canned ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={msg.cannedReplies}
            aria-expanded={showCanned}
            title={msg.cannedReplies}
            onClick={() => setShowCanned((v) => !v)}
          >
            <MessageSquareText className="h-5 w-5" aria-hidden="true" />
          </Button>
        ) : null}
        <label className="sr-only" htmlFor={`reply-${ticketId}`}>
          {msg.ticketMessage}
        </label>
        <textarea
          id={`reply-${ticketId}`}
          className={cn(textareaClass, "min-h-11")}
          rows={Math.min(5, Math.max(1, text.split("\n").length))}
          maxLength={TICKET_MESSAGE_MAX}
          placeholder={msg.ticketReplyPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
        />
        <Button
          type="submit"
          size="icon"
          disabled={!ready}
          aria-label={msg.ticketSend}
          title={msg.ticketSend}
        >
          <Send className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

export { textareaClass };
