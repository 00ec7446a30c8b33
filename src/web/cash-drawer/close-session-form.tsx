import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import {
  type CloseSessionInput,
  type closeSessionAnswer,
  closeSessionInput,
} from "../../contracts/cash-drawer/cash-drawer";
import { countedTotal } from "../../domain/cash-drawer/closing";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { CountGrid } from "./count-grid";
import { countTotal, emptyCounts } from "./count-math";
import { useDrawerMutation } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Card, FormAlert, holdEnter, showRefusal } from "./parts";

export type CloseAnswer = z.infer<typeof closeSessionAnswer>;

/** The close's body, and the domain's own check of the count against the shop's list. */
const closeForm = (denominations: readonly number[]) =>
  closeSessionInput.superRefine((value, ctx) => {
    const total = countedTotal(value.counts, denominations);
    if (!total.ok) ctx.addIssue({ code: "custom", path: ["counts"], message: total.error.message });
  });

/**
 * The blind close: the count by denomination and its total, nothing else. It is given the
 * session's id and the shop's denominations only — no figure of what the drawer should hold — so
 * it cannot show one; the expected cash and the difference come back in the close's answer, once
 * the count is in. The count is confirmed first: once sent it cannot change.
 */
export function CloseSessionForm({
  sessionId,
  denominations,
  onClosed,
}: {
  sessionId: string;
  denominations: readonly number[];
  onClosed: (answer: CloseAnswer) => void;
}) {
  const schema = useMemo(() => closeForm(denominations), [denominations]);
  const form = useContractForm(schema, { counts: emptyCounts(denominations) });
  const [review, setReview] = useState<CloseSessionInput | null>(null);
  const close = useDrawerMutation((body: CloseSessionInput) =>
    call("closeDrawerSession", { params: { id: sessionId }, body }),
  );
  const send = () => {
    if (!review) return;
    close.mutate(review, {
      onSuccess: (answer) => {
        setReview(null);
        onClosed(answer);
      },
      onError: (error) => {
        setReview(null);
        showRefusal(form, error, "root.server");
      },
    });
  };
  const errors = form.formState.errors;
  const rowErrors = Array.isArray(errors.counts)
    ? errors.counts.map((row: { quantity?: { message?: string } } | undefined) => row?.quantity?.message)
    : [];
  return (
    <Card title={t.closeTitle} testId="drawer-close">
      <p className="text-sm text-muted">{t.closeHint}</p>
      <form
        onSubmit={form.handleSubmit((values) => setReview(values))}
        onKeyDown={holdEnter}
        noValidate
        className="grid gap-4"
        aria-label={t.closeTitle}
      >
        <Controller
          control={form.control}
          name="counts"
          render={({ field }) => (
            <CountGrid value={field.value} onChange={field.onChange} rowErrors={rowErrors} />
          )}
        />
        <FormAlert message={errors.counts?.message ?? errors.counts?.root?.message} />
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex justify-end">
          <Button type="submit" disabled={close.isPending} data-testid="close-submit">
            {t.closeSubmit}
          </Button>
        </div>
      </form>
      <Dialog open={review !== null} onOpenChange={(o) => !o && setReview(null)} title={t.closeConfirmTitle}>
        {review ? (
          <div className="grid gap-5">
            <p className="text-sm">{t.closeConfirmBody(formatMoney(countTotal(review.counts)))}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setReview(null)}>
                {msg.cancel}
              </Button>
              <Button onClick={send} disabled={close.isPending} data-testid="confirm-close">
                {t.closeConfirm}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </Card>
  );
}
