import { useState } from "react";
import { type AdminSettings, type CannedReplyView, cannedReply } from "../../contracts/settings";
import { msg } from "../../domain/messages";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyState, RowActions, TabSection } from "./parts";
import { toastSaveError, useSaveSettings } from "./use-settings";

/** Respuestas rápidas (decision 0084): the short texts staff insert when answering a support ticket. */
export function CannedRepliesTab({ settings }: { settings: AdminSettings }) {
  const replies = settings.cannedReplies;
  const save = useSaveSettings(msg.cannedRepliesSaved);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const write = (next: CannedReplyView[], done: () => void) =>
    save.mutate({ cannedReplies: next }, { onSuccess: done, onError: toastSaveError });
  const current = deleting !== null ? replies[deleting] : undefined;
  return (
    <TabSection
      title={msg.cannedReplies}
      action={<Button onClick={() => setEditing("new")}>{msg.cannedReplyAdd}</Button>}
    >
      <p className="text-sm text-muted">{msg.cannedRepliesHint}</p>
      {replies.length === 0 ? (
        <EmptyState>{msg.cannedRepliesNone}</EmptyState>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="canned-replies-settings"
        >
          {replies.map((r, i) => (
            <li key={`${r.title}:${r.text}`} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{r.title}</p>
                <p className="line-clamp-2 text-sm text-muted">{r.text}</p>
              </div>
              <RowActions label={r.title} onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <CannedReplyDialog
          initial={editing === "new" ? null : (replies[editing] ?? null)}
          pending={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(r) =>
            write(editing === "new" ? [...replies, r] : replies.map((x, i) => (i === editing ? r : x)), () =>
              setEditing(null),
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={current !== undefined}
        title={current ? msg.cannedReplyDeleteTitle(current.title) : ""}
        body={msg.cannedReplyDeleteBody}
        pending={save.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          write(
            replies.filter((_, i) => i !== deleting),
            () => setDeleting(null),
          )
        }
      />
    </TabSection>
  );
}

function CannedReplyDialog({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial: CannedReplyView | null;
  pending: boolean;
  onSave: (r: CannedReplyView) => void;
  onCancel: () => void;
}) {
  const form = useContractForm(cannedReply, initial ?? { title: "", text: "" });
  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onCancel()}
      title={initial ? msg.cannedReplyEdit : msg.cannedReplyNew}
    >
      <form onSubmit={form.handleSubmit(onSave)} noValidate className="grid gap-4">
        <TextField
          label={msg.cannedReplyTitleLabel}
          maxLength={40}
          {...form.register("title")}
          error={errors.title?.message}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="canned-reply-text" className="text-sm font-medium text-fg">
            {msg.cannedReplyTextLabel}
          </label>
          <textarea
            id="canned-reply-text"
            rows={4}
            maxLength={1000}
            className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30"
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? "canned-reply-text-error" : undefined}
            {...form.register("text")}
          />
          {errors.text ? (
            <p id="canned-reply-text-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.text.message}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {msg.settingsCancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {msg.settingsSave}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
