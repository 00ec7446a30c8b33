import { useId } from "react";
import { approveSessionInput } from "../../contracts/cash-drawer/cash-drawer";
import { call } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { useDrawerMutation } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { showRefusal } from "./parts";

/**
 * "Aprobar", for an admin who did not count (the answer's `can.approve` says so, by the server's
 * own rule): the note is required, and the server's refusal of it (empty, too long) shows under it.
 */
export function ApproveForm({ sessionId }: { sessionId: string }) {
  const form = useContractForm(approveSessionInput, { note: "" });
  const approve = useDrawerMutation((note: string) =>
    call("approveDrawerSession", { params: { id: sessionId }, body: { note } }),
  );
  const noteId = useId();
  const error = form.formState.errors.note?.message;
  return (
    <form
      onSubmit={form.handleSubmit(({ note }) =>
        approve.mutate(note, {
          onSuccess: () => toast.success(t.approved),
          onError: (e) => showRefusal(form, e, "note"),
        }),
      )}
      noValidate
      className="grid gap-3 rounded-xl border border-border bg-bg/40 p-4"
      aria-label={t.approveTitle}
      data-testid="approve-form"
    >
      <h3 className="font-semibold">{t.approveTitle}</h3>
      <label htmlFor={noteId} className="text-sm font-medium">
        {t.noteLabel}
      </label>
      <textarea
        id={noteId}
        rows={3}
        required
        className="w-full rounded-lg border border-border bg-surface p-3 text-base text-fg focus:border-gold focus:ring-2 focus:ring-ring/30 focus:outline-none"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${noteId}-error` : undefined}
        {...form.register("note")}
      />
      {error ? (
        <p id={`${noteId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={approve.isPending}>
          {t.approve}
        </Button>
      </div>
    </form>
  );
}
