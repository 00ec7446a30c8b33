import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { type OpenSessionInput, openSessionInput } from "../../contracts/cash-drawer/cash-drawer";
import { countedTotal } from "../../domain/cash-drawer/closing";
import { validateFloat } from "../../domain/cash-drawer/sessions";
import { formatMoney } from "../../domain/kernel/money";
import { call } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { CountGrid } from "./count-grid";
import { emptyCounts } from "./count-math";
import { useDrawerMutation } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Card, FormAlert, holdEnter, showRefusal } from "./parts";

type FloatMode = "typed" | "counted";

/** The opening's body, and the domain's checks of the float (typed, or its count's total). */
const openForm = (denominations: readonly number[]) =>
  openSessionInput.superRefine((value, ctx) => {
    const checked =
      value.counts !== undefined
        ? countedTotal(value.counts, denominations)
        : value.float !== undefined
          ? validateFloat(value.float)
          : null;
    if (checked && !checked.ok)
      ctx.addIssue({
        code: "custom",
        path: [value.counts !== undefined ? "counts" : "float"],
        message: checked.error.message,
      });
  });

/**
 * Opening a session on this device's register with its float: typed as an amount, or counted by
 * denomination (then the float is the count's total, as the server computes it). The register is
 * the device's, already remembered; the session belongs to whoever opens it.
 */
export function OpenSessionForm({
  registerId,
  denominations,
}: {
  registerId: string;
  denominations: readonly number[];
}) {
  const schema = useMemo(() => openForm(denominations), [denominations]);
  const form = useContractForm(schema, { registerId, float: Number.NaN });
  const [mode, setMode] = useState<FloatMode>("typed");
  const open = useDrawerMutation((body: OpenSessionInput) => call("openDrawerSession", { body }));
  // The contract takes the float or the counts, never both: switching drops the other.
  const choose = (next: FloatMode) => {
    setMode(next);
    form.clearErrors();
    if (next === "counted") {
      form.setValue("float", undefined);
      form.setValue("counts", emptyCounts(denominations));
    } else {
      form.setValue("counts", undefined);
      form.setValue("float", Number.NaN);
    }
  };
  const errors = form.formState.errors;
  return (
    <Card title={t.openTitle} testId="drawer-open">
      <p className="text-sm text-muted">{t.openHint}</p>
      <form
        onSubmit={form.handleSubmit((body) =>
          open.mutate(body, {
            onSuccess: (session) => toast.success(t.opened(formatMoney(session.float))),
            onError: (error) => showRefusal(form, error, mode === "typed" ? "float" : "root.server"),
          }),
        )}
        onKeyDown={holdEnter}
        noValidate
        className="grid gap-4"
        aria-label={t.openTitle}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t.floatModeLabel}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {(["typed", "counted"] as const).map((m) => (
              <label
                key={m}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-center text-sm font-medium",
                  mode === m ? "border-gold bg-surface-2" : "border-border",
                )}
              >
                <input
                  type="radio"
                  name="float-mode"
                  className="accent-[var(--gold)]"
                  checked={mode === m}
                  onChange={() => choose(m)}
                />
                {m === "typed" ? t.floatTyped : t.floatCounted}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === "typed" ? (
          <div className="max-w-xs">
            <FormMoneyField control={form.control} name="float" label={t.floatLabel} />
          </div>
        ) : (
          <>
            <Controller
              control={form.control}
              name="counts"
              render={({ field }) => <CountGrid value={field.value ?? []} onChange={field.onChange} />}
            />
            <FormAlert message={errors.counts?.message ?? errors.counts?.root?.message} />
          </>
        )}
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex justify-end">
          <Button type="submit" disabled={open.isPending} data-testid="open-submit">
            {t.openSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
