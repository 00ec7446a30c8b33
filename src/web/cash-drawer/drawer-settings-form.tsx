import { Controller } from "react-hook-form";
import { type DrawerSettings, drawerSettingsUpdate } from "../../contracts/cash-drawer/cash-drawer";
import { checkDifferenceThreshold, validateDenominations } from "../../domain/cash-drawer/closing";
import { call } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { DenominationsEditor } from "./denominations-editor";
import { useDrawerMutation } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { FormAlert, holdEnter, showRefusal } from "./parts";

/**
 * The operation's body for the list and the threshold, with the domain's own checks of each (the
 * contract leaves them to it), so a repeated bill or a negative threshold is refused under its
 * field, in the server's words, before anything is sent.
 */
const figures = drawerSettingsUpdate
  .pick({ denominations: true, differenceThreshold: true })
  .superRefine((value, ctx) => {
    const list = value.denominations === undefined ? null : validateDenominations(value.denominations);
    if (list && !list.ok)
      ctx.addIssue({ code: "custom", path: ["denominations"], message: list.error.message });
    const threshold =
      value.differenceThreshold === undefined ? null : checkDifferenceThreshold(value.differenceThreshold);
    if (threshold && !threshold.ok)
      ctx.addIssue({ code: "custom", path: ["differenceThreshold"], message: threshold.error.message });
  });

/** The denominations a count lists and the difference that waits for an approval, saved together. */
export function DrawerSettingsForm({ settings }: { settings: DrawerSettings }) {
  const form = useContractForm(figures, {
    denominations: settings.denominations,
    differenceThreshold: settings.differenceThreshold,
  });
  const save = useDrawerMutation(
    (body: { denominations?: number[]; differenceThreshold?: number }) =>
      call("updateCashDrawerSettings", { body }),
    ["settings", "cash_drawer"],
  );
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: () => toast.success(t.drawerSettingsSaved),
          onError: (e) => showRefusal(form, e, "root.server"),
        }),
      )}
      onKeyDown={holdEnter}
      noValidate
      className="grid gap-5"
      data-testid="drawer-settings"
    >
      <Controller
        control={form.control}
        name="denominations"
        render={({ field }) => (
          <DenominationsEditor
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.denominations?.message ?? errors.denominations?.root?.message}
          />
        )}
      />
      <div className="grid gap-1 sm:max-w-xs">
        <FormMoneyField control={form.control} name="differenceThreshold" label={t.thresholdLabel} cents />
        <p className="text-sm text-muted">{t.thresholdHint}</p>
      </div>
      <FormAlert message={errors.root?.server?.message} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t.saveDrawerSettings}
        </Button>
      </div>
    </form>
  );
}
