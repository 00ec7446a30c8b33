import { useState } from "react";
import { type DrawerEntryInput, drawerEntryInput } from "../../contracts/cash-drawer/cash-drawer";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { validateDrawerEntry } from "../../domain/cash-drawer/sessions";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { call } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { useDrawerMutation } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Card, FormAlert, holdEnter, showRefusal } from "./parts";

/**
 * The operation's body, checked as the server checks it: the contract's shape, then the domain's
 * own rule (validateDrawerEntry: an amount above zero, a reason) so its Spanish refusal shows
 * under the field it is about before anything is sent. The contract leaves both to the domain.
 */
const entryForm = drawerEntryInput.superRefine((value, ctx) => {
  const checked = validateDrawerEntry(value);
  if (!checked.ok)
    ctx.addIssue({
      code: "custom",
      path: [checked.error.code === "drawer_reason" ? "reason" : "amount"],
      message: checked.error.message,
    });
});

const KINDS = ["pay_in", "pay_out"] as const;

/**
 * A pay-in or pay-out with its reason ("cambio", "compra de baterías"). "Revisar" asks first,
 * saying what it will do to the cash the drawer should hold; only "Registrar" sends it.
 */
export function CashMovementForm({ sessionId, registerName }: { sessionId: string; registerName: string }) {
  const form = useContractForm(entryForm, { kind: "pay_out", amount: Number.NaN, reason: "" });
  const [review, setReview] = useState<DrawerEntryInput | null>(null);
  const record = useDrawerMutation((body: DrawerEntryInput) =>
    call("recordDrawerEntry", { params: { id: sessionId }, body }),
  );
  const kind = form.watch("kind");
  const send = () => {
    if (!review) return;
    record.mutate(review, {
      onSuccess: () => {
        toast.success(t.recorded[review.kind]);
        setReview(null);
        form.reset({ kind: review.kind, amount: Number.NaN, reason: "" });
      },
      onError: (error) => {
        setReview(null);
        showRefusal(form, error, "root.server");
      },
    });
  };
  const errors = form.formState.errors;
  return (
    <Card title={t.movementTitle} testId="drawer-movement">
      <form
        onSubmit={form.handleSubmit((values) => setReview({ ...values, reason: values.reason.trim() }))}
        onKeyDown={holdEnter}
        noValidate
        className="grid gap-4"
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t.movementKind}</legend>
          <div className="grid grid-cols-2 gap-2">
            {KINDS.map((k) => (
              <label
                key={k}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-center text-sm font-medium",
                  kind === k ? "border-gold bg-surface-2" : "border-border",
                )}
              >
                <input type="radio" value={k} className="accent-[var(--gold)]" {...form.register("kind")} />
                {m.entryLabels[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <FormMoneyField control={form.control} name="amount" label={t.amountLabel} />
          <TextField
            label={t.reasonLabel}
            placeholder={m.reasonPlaceholder}
            autoComplete="off"
            {...form.register("reason")}
            error={errors.reason?.message}
          />
        </div>
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={record.isPending}>
            {t.review}
          </Button>
        </div>
      </form>
      <Dialog
        open={review !== null}
        onOpenChange={(o) => !o && setReview(null)}
        title={review ? t.confirmTitle[review.kind] : ""}
      >
        {review ? (
          <div className="grid gap-5">
            <p className="text-sm" data-testid="movement-preview">
              {t.confirmBody[review.kind](formatMoney(review.amount), review.reason, registerName)}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setReview(null)}>
                {msg.cancel}
              </Button>
              <Button onClick={send} disabled={record.isPending} data-testid="confirm-movement">
                {t.confirmRecord}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </Card>
  );
}
