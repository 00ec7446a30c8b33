import { useQueryClient } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { newThreadInput } from "../../contracts/messages/messages";
import { msg } from "../../domain/kernel/messages";
import { MESSAGE_MAX, SUBJECT_MAX } from "../../domain/messages/internal-messages";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { useRecipients } from "./use-messages";

/** 'Nuevo mensaje': one or more people of the team, an optional subject, the message. */
export function NewThreadDialog({
  open,
  onOpenChange,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (threadId: string) => void;
}) {
  const recipients = useRecipients(open);
  const queryClient = useQueryClient();
  const form = useContractForm(newThreadInput, { recipientIds: [], subject: "", content: "" });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { threadId } = await call("startThread", { body: values });
      await queryClient.invalidateQueries({ queryKey: topicKey("internal_messages") });
      toast.success(mm.messageSent);
      form.reset();
      onOpenChange(false);
      onStarted(threadId);
    } catch (error) {
      showSaveError(form, error, mm.sendFailed);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={mm.newThread} className="max-w-lg">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <fieldset className="flex flex-col gap-2" aria-describedby="recipients-hint">
          <legend className="text-sm font-medium text-fg">{mm.recipientsLabel}</legend>
          <p id="recipients-hint" className="text-xs text-muted">
            {mm.recipientsHint}
          </p>
          {recipients.isPending ? (
            <Spinner />
          ) : !recipients.data?.length ? (
            <p className="text-sm text-muted">{mm.noRecipientsAvailable}</p>
          ) : (
            <Controller
              control={form.control}
              name="recipientIds"
              render={({ field }) => (
                <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-lg border border-border p-2">
                  {recipients.data.map((person) => {
                    const checked = field.value?.includes(person.id) ?? false;
                    return (
                      <li key={person.id}>
                        <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-surface-2">
                          <input
                            type="checkbox"
                            className="h-4 w-4 accent-[var(--gold)]"
                            checked={checked}
                            onChange={() =>
                              field.onChange(
                                checked
                                  ? field.value.filter((id: string) => id !== person.id)
                                  : [...(field.value ?? []), person.id],
                              )
                            }
                          />
                          <span className="text-sm text-fg">{person.name}</span>
                          <span className="ml-auto text-xs text-muted">
                            {msg.roleLabels[person.role] ?? person.role}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
            />
          )}
          {errors.recipientIds ? (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert">
              {errors.recipientIds.message}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={mm.subjectLabel}
          maxLength={SUBJECT_MAX}
          error={errors.subject?.message}
          {...form.register("subject")}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="new-thread-content" className="text-sm font-medium text-fg">
            {mm.contentLabel}
          </label>
          <textarea
            id="new-thread-content"
            rows={5}
            maxLength={MESSAGE_MAX}
            placeholder={mm.contentPlaceholder}
            aria-invalid={errors.content ? true : undefined}
            className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg placeholder:text-muted focus:border-gold focus:ring-2 focus:ring-ring/30 focus:outline-none"
            {...form.register("content")}
          />
          {errors.content ? (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert">
              {errors.content.message}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {mm.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? mm.sending : mm.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
