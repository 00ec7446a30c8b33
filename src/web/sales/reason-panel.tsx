import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Panel } from "../ui/panel";

/** A contract's fields of an action that only asks why. */
type ReasonFields = z.ZodType<{ reason: string }, { reason: string }>;

export interface ReasonPanelProps {
  /** The contract's fields: the reason and its bounds. */
  fields: ReasonFields;
  /** The button that opens the panel, and the panel's submit: the action's name. */
  action: string;
  icon: ReactNode;
  title: string;
  /** What happens, said before anything does. */
  intro: string;
  reasonLabel: string;
  testId: string;
  send: (reason: string) => Promise<{ message: string }>;
  /** The refusal as the person reads it. */
  failure?: (detail: string) => string;
  onDone?: () => void;
}

/**
 * An order action that needs a reason (deleting a sale, asking for its cancellation): closed, a
 * small button; open, a panel that says what will happen and asks why, so nothing is done by a
 * stray click. The server judges the reason and the person's rights.
 */
export function ReasonPanel(p: ReasonPanelProps) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(p.fields, { reason: "" });
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: ({ reason }: { reason: string }) => p.send(reason),
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
      form.reset({ reason: "" });
      setOpen(false);
      p.onDone?.();
    },
    onError: (error) => toast.error(p.failure ? p.failure(errorMessage(error)) : errorMessage(error)),
  });
  const submit = form.handleSubmit((fields) => run.mutate(fields));
  if (!open) {
    return (
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {p.icon}
          {p.action}
        </Button>
      </div>
    );
  }
  return (
    <Panel title={p.title} testId={p.testId}>
      <form onSubmit={submit} className="grid gap-3" aria-label={p.action}>
        <p className="text-sm">{p.intro}</p>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{p.reasonLabel}</span>
          <textarea
            className="min-h-20 rounded-lg border border-border bg-surface px-3 py-2"
            maxLength={500}
            {...form.register("reason")}
          />
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={run.isPending}>
            {p.action}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
