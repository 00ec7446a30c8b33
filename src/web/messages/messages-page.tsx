import { ArrowLeft, MessageSquarePlus, Send, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { replyInput, type ThreadDetail, type ThreadSummary } from "../../contracts/messages/messages";
import { relativeTime } from "../../domain/kernel/relative-time";
import { MESSAGE_MAX } from "../../domain/messages/internal-messages";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { toastFirstError } from "../auth/form-errors";
import { useSession } from "../auth/use-session";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { useNow } from "../lib/use-now";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { PageSpinner, Spinner } from "../ui/spinner";
import { MessageText } from "./message-text";
import { NewThreadDialog } from "./new-thread-dialog";
import { useDeleteThreadForMe, useMarkThreadRead, useReply, useThread, useThreads } from "./use-messages";

const BASE = "/admin/messages";

/**
 * Mensajería (/admin/messages, /admin/messages/{threadId}): the threads list and the open
 * conversation side by side on a wide screen, one at a time on a phone. Live: a message to any
 * participant refetches both.
 */
export function MessagesPage() {
  const threadId = useParams()["*"] || null;
  const navigate = useNavigate();
  const threads = useThreads();
  const [composing, setComposing] = useState(false);
  const open = threads.data?.threads.find((t) => t.threadId === threadId) ?? null;

  return (
    <section className="flex min-h-[calc(100dvh-9rem)] flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" data-testid="threads-unread">
          {threads.data && threads.data.unread > 0 ? mm.unreadThreads(threads.data.unread) : null}
        </p>
        <Button onClick={() => setComposing(true)}>
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
          {mm.newThread}
        </Button>
      </div>
      <div className="grid flex-1 gap-4 lg:grid-cols-[22rem_1fr]">
        <nav
          aria-label={mm.threadsLabel}
          className={cn(
            "min-h-0 self-start overflow-hidden rounded-xl border border-border bg-surface lg:self-stretch",
            threadId && "hidden lg:block",
          )}
        >
          <ThreadList threads={threads} selected={threadId} />
        </nav>
        <div className={cn("min-w-0", !threadId && "hidden lg:block")}>
          {threadId ? (
            <Conversation key={threadId} threadId={threadId} unread={open?.unread ?? false} />
          ) : (
            <div className="flex h-full min-h-48 items-center justify-center rounded-xl border border-dashed border-border p-6 text-center text-muted">
              {mm.chooseThread}
            </div>
          )}
        </div>
      </div>
      <NewThreadDialog
        open={composing}
        onOpenChange={setComposing}
        onStarted={(id) => void navigate(`${BASE}/${id}`)}
      />
    </section>
  );
}

function ThreadList({
  threads,
  selected,
}: {
  threads: ReturnType<typeof useThreads>;
  selected: string | null;
}) {
  const { user } = useSession();
  const now = useNow();
  if (threads.isPending) return <PageSpinner />;
  if (threads.isError || !threads.data) return <p className="p-6 text-muted">{mm.threadLoadFailed}</p>;
  if (!threads.data.threads.length) return <p className="p-6 text-muted">{mm.noThreads}</p>;
  return (
    <ul className="max-h-[70dvh] divide-y divide-border overflow-y-auto" data-testid="thread-list">
      {threads.data.threads.map((t) => (
        <li key={t.threadId}>
          <Link
            to={`${BASE}/${t.threadId}`}
            aria-current={t.threadId === selected ? "page" : undefined}
            data-testid="thread-item"
            data-unread={t.unread}
            className={cn(
              "flex flex-col gap-1 px-4 py-3 transition-colors hover:bg-surface-2",
              t.threadId === selected && "bg-gold-soft/60",
            )}
          >
            <span className="flex items-center gap-2">
              {t.unread ? (
                <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-gold" />
              ) : null}
              <span className={cn("min-w-0 flex-1 truncate text-sm", t.unread ? "font-bold" : "font-medium")}>
                {others(t.participants, user?.id)}
              </span>
              <time className="shrink-0 text-xs text-muted" dateTime={t.lastMessage.createdAt}>
                {relativeTime(new Date(t.lastMessage.createdAt), now)}
              </time>
            </span>
            <span className={cn("truncate text-sm", t.unread ? "font-semibold text-fg" : "text-fg")}>
              {t.subject || mm.noSubject}
            </span>
            <span className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm text-muted">
                {t.lastMessage.senderName}: {t.lastMessage.preview}
              </span>
              {t.unread ? (
                <span className="shrink-0 rounded-full bg-gold px-2 py-0.5 text-[11px] font-bold text-on-gold">
                  {mm.unreadBadge}
                </span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const others = (people: ThreadSummary["participants"], me: string | undefined) =>
  people
    .filter((p) => p.id !== me)
    .map((p) => p.name)
    .join(", ") || "—";

function Conversation({ threadId, unread }: { threadId: string; unread: boolean }) {
  const { user } = useSession();
  const thread = useThread(threadId);
  const markRead = useMarkThreadRead();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteThreadForMe();
  const list = useRef<HTMLOListElement>(null);

  // Opening a thread (or a new message arriving while it is open) marks it read for this user only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mark once per unread state of this thread
  useEffect(() => {
    if (unread && thread.data) markRead.mutate(threadId);
  }, [unread, threadId, thread.data?.messages.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message when one arrives
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [thread.data?.messages.length]);

  const orders = useMemo(
    () => new Map((thread.data?.orders ?? []).map((o) => [o.number, o.saleId])),
    [thread.data?.orders],
  );

  if (thread.isPending) return <PageSpinner />;
  if (thread.isError || !thread.data) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6 text-muted">
        <p role="alert">{mm.threadNotFound}</p>
        <Link to={BASE} className="text-gold hover:underline">
          {mm.back}
        </Link>
      </div>
    );
  }
  const t = thread.data;
  return (
    <article
      className="flex h-full min-h-[60dvh] flex-col overflow-hidden rounded-xl border border-border bg-surface"
      data-testid="conversation"
    >
      <header className="flex items-start gap-3 border-b border-border px-4 py-3">
        <Link
          to={BASE}
          className="-ml-1 rounded-lg p-1 text-muted hover:bg-surface-2 lg:hidden"
          aria-label={mm.back}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-display text-xl font-semibold">{t.subject || mm.noSubject}</h2>
          <p className="truncate text-sm text-muted">
            {mm.participantsLabel(others(t.participants, user?.id))}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{mm.deleteForMe}</span>
        </Button>
      </header>
      <ol
        className="flex max-h-[60dvh] flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
        data-testid="messages"
      >
        {t.messages.map((m) => (
          <Bubble key={m.id} message={m} mine={m.senderId === user?.id} orders={orders} />
        ))}
      </ol>
      <ReplyBox threadId={threadId} />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={mm.deleteForMe}
        description={mm.deleteForMeConfirm}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {mm.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(threadId, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(mm.threadDeleted);
                  void navigate(BASE);
                },
              })
            }
          >
            {remove.isPending ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            )}
            {mm.deleteForMe}
          </Button>
        </div>
      </Dialog>
    </article>
  );
}

function Bubble({
  message,
  mine,
  orders,
}: {
  message: ThreadDetail["messages"][number];
  mine: boolean;
  orders: ReadonlyMap<string, string>;
}) {
  const now = useNow();
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")} data-testid="message">
      <span className="px-1 text-xs text-muted">
        {mine ? mm.you : message.senderName} ·{" "}
        <time dateTime={message.createdAt}>{relativeTime(new Date(message.createdAt), now)}</time>
      </span>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm sm:max-w-[70%]",
          mine ? "rounded-br-sm bg-gold-soft text-fg" : "rounded-bl-sm bg-surface-2 text-fg",
        )}
      >
        <MessageText content={message.content} orders={orders} />
      </div>
    </li>
  );
}

function ReplyBox({ threadId }: { threadId: string }) {
  const form = useContractForm(replyInput, { content: "" });
  const reply = useReply(threadId);
  // The product reports an empty reply as a toast, not under the box.
  const submit = form.handleSubmit(
    ({ content }) => reply.mutate(content, { onSuccess: () => form.reset() }),
    (errors) => toastFirstError(errors, ["content"]),
  );
  return (
    <form className="flex items-end gap-2 border-t border-border p-3" onSubmit={submit}>
      <label htmlFor="reply" className="sr-only">
        {mm.contentLabel}
      </label>
      <textarea
        id="reply"
        rows={2}
        maxLength={MESSAGE_MAX}
        placeholder={mm.replyPlaceholder}
        {...form.register("content")}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) void submit(e);
        }}
        className="min-h-11 flex-1 resize-none rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg placeholder:text-muted focus:border-gold focus:ring-2 focus:ring-ring/30 focus:outline-none"
      />
      <Button type="submit" disabled={reply.isPending} aria-label={mm.send}>
        {reply.isPending ? <Spinner className="h-4 w-4" /> : <Send className="h-4 w-4" aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">{mm.send}</span>
      </Button>
    </form>
  );
}
