import { type AdminSettings, type CannedReplyView, cannedReply } from "../../contracts/settings/settings";
import { msg } from "../../domain/kernel/messages";
import { useContractForm } from "../lib/use-contract-form";
import { TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { SettingsListTab, useSettingsDocumentList } from "./settings-list-tab";

/** Respuestas rápidas (decision 0084): the short texts staff insert when answering a support ticket. */
export function CannedRepliesTab({ settings }: { settings: AdminSettings }) {
  const list = useSettingsDocumentList("cannedReplies", settings.cannedReplies, msg.cannedRepliesSaved);
  return (
    <SettingsListTab
      title={msg.cannedReplies}
      addLabel={msg.cannedReplyAdd}
      intro={<p className="text-sm text-muted">{msg.cannedRepliesHint}</p>}
      items={settings.cannedReplies}
      emptyText={msg.cannedRepliesNone}
      testId="canned-replies-settings"
      rowKey={(r) => `${r.title}:${r.text}`}
      rowLabel={(r) => r.title}
      row={(r) => (
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{r.title}</p>
          <p className="line-clamp-2 text-sm text-muted">{r.text}</p>
        </div>
      )}
      dialog={(editing, close) => (
        <CannedReplyDialog
          initial={editing?.item ?? null}
          pending={list.pending}
          onCancel={close}
          onSave={(r) => list.put(editing, r, close)}
        />
      )}
      confirm={(r) => ({ title: msg.cannedReplyDeleteTitle(r.title), body: msg.cannedReplyDeleteBody })}
      onDelete={list.remove}
      deletePending={list.pending}
    />
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
    <FormDialog
      title={initial ? msg.cannedReplyEdit : msg.cannedReplyNew}
      onClose={onCancel}
      onSubmit={form.handleSubmit(onSave)}
      pending={pending}
      saveLabel={msg.settingsSave}
    >
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
    </FormDialog>
  );
}
