import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { OutboxEmailSummary } from "../../contracts/mail/mail";
import { mailMsg } from "../../domain/mail/messages-mail";
import { apiQuery, call, errorMessage, operationUrl } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { PageSpinner } from "../ui/spinner";
import { EmailFrame } from "./email-frame";

const STATUS_TEXT: Record<OutboxEmailSummary["status"], string> = {
  queued: mailMsg.statusQueued,
  sent: mailMsg.statusSent,
  failed: mailMsg.statusFailed,
};
const FILTERS = [undefined, "queued", "sent", "failed"] as const;

/** The outbox, newest first, with a filter by status; each email opens as received. */
export function MailTab() {
  const [status, setStatus] = useState<(typeof FILTERS)[number]>(undefined);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery(apiQuery("listOutboxEmails", { query: { status, limit: 100 } }));
  return (
    <div className="grid gap-8">
      <TabSection title={mailMsg.outbox}>
        {list.data && !list.data.smtpConfigured ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-sm">{mailMsg.noSmtp}</p>
        ) : null}
        <fieldset className="flex flex-wrap gap-2" aria-label={mailMsg.outbox}>
          {FILTERS.map((f) => (
            <Button
              key={f ?? "all"}
              size="sm"
              variant={f === status ? "primary" : "secondary"}
              aria-pressed={f === status}
              onClick={() => setStatus(f)}
            >
              {f ? STATUS_TEXT[f] : mailMsg.filterAll}
            </Button>
          ))}
        </fieldset>
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError ? (
          <p className="text-red-700 dark:text-red-400">{errorMessage(list.error)}</p>
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-6 text-muted">{mailMsg.outboxEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {list.data.items.map((e) => (
              <li key={e.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{e.subject}</p>
                    <p className="text-muted break-all">
                      {e.toName ? `${e.toName} · ` : ""}
                      {e.toAddress} · {dateTimeText(e.createdAt)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className="rounded-full border border-border px-2 py-0.5 text-xs">
                      {STATUS_TEXT[e.status]}
                    </span>
                    <Button size="sm" variant="secondary" onClick={() => setOpenId(e.id)}>
                      {mailMsg.view}
                    </Button>
                  </div>
                </div>
                {e.lastError ? (
                  <p className="mt-1 text-red-700 dark:text-red-400">
                    {mailMsg.lastError}: {e.lastError}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </TabSection>
      <TemplatePreviews />
      {openId ? <EmailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

function EmailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const email = useQuery(apiQuery("getOutboxEmail", { params: { id } }));
  const resend = useMutation({
    mutationFn: () => call("resendOutboxEmail", { params: { id } }),
    onSuccess: () => onClose(),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={email.data?.subject ?? ""}
      variant="sheet"
    >
      <div className="grid gap-3 overflow-y-auto p-4 text-sm sm:p-6">
        {email.isPending ? (
          <PageSpinner />
        ) : email.isError ? (
          <p className="text-red-700 dark:text-red-400">{errorMessage(email.error)}</p>
        ) : (
          <>
            <p>
              {mailMsg.to}:{" "}
              {email.data.toName ? `${email.data.toName} <${email.data.toAddress}>` : email.data.toAddress} ·{" "}
              {STATUS_TEXT[email.data.status]} · {mailMsg.attempts}: {email.data.attempts}
            </p>
            {email.data.lastError ? (
              <p className="text-red-700 dark:text-red-400">
                {mailMsg.lastError}: {email.data.lastError}
              </p>
            ) : null}
            {email.data.attachments.length ? (
              <p>
                {mailMsg.attachments}:{" "}
                {email.data.attachments.map((a, index) => (
                  <a
                    key={a.filename}
                    className="mr-3 underline"
                    href={operationUrl("getOutboxAttachment", { params: { id, index } })}
                  >
                    {a.filename}
                  </a>
                ))}
              </p>
            ) : null}
            {email.data.html === null ? (
              <p className="text-muted">{mailMsg.purged}</p>
            ) : (
              <EmailFrame html={email.data.html} title={email.data.subject} />
            )}
            <div>
              <Button onClick={() => resend.mutate()} disabled={resend.isPending || email.data.html === null}>
                {mailMsg.resend}
              </Button>
              {resend.isError ? (
                <p className="mt-2 text-red-700 dark:text-red-400">{errorMessage(resend.error)}</p>
              ) : null}
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}

function TemplatePreviews() {
  const previews = useQuery(apiQuery("previewMailTemplates"));
  const [chosen, setChosen] = useState(0);
  const item = previews.data?.items[chosen];
  return (
    <TabSection title={mailMsg.previews}>
      {previews.isPending ? (
        <PageSpinner />
      ) : previews.isError ? (
        <p className="text-red-700 dark:text-red-400">{errorMessage(previews.error)}</p>
      ) : (
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            {previews.data.items.map((p, i) => (
              <Button
                key={p.template}
                size="sm"
                variant={i === chosen ? "primary" : "secondary"}
                aria-pressed={i === chosen}
                onClick={() => setChosen(i)}
              >
                {p.label}
              </Button>
            ))}
          </div>
          {item ? (
            <>
              <p className="text-sm">
                {mailMsg.subject}: {item.subject}
              </p>
              <EmailFrame html={item.html} title={item.label} />
            </>
          ) : null}
        </div>
      )}
    </TabSection>
  );
}

/** A section of the tab: its heading, then the content. */
function TabSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4">
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
