import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { type DiscountCodeView, discountCodeInput } from "../../contracts/discount-codes/discount-codes";
import { msg } from "../../domain/kernel/messages";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { apiQuery, call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { CheckboxField, MoneyField, money, Pill } from "./parts";
import { SettingsListTab, useDeleteItem, useSaveItem } from "./settings-list-tab";

const day = (d: string) => formatShopDate(d);

function validity(c: DiscountCodeView): string | null {
  if (c.startsOn && c.endsOn) return msg.codeBetween(day(c.startsOn), day(c.endsOn));
  if (c.startsOn) return msg.codeFrom(day(c.startsOn));
  if (c.endsOn) return msg.codeUntil(day(c.endsOn));
  return null;
}

/** Códigos de descuento: the code is its id; renaming is one atomic delete-and-create on the server. */
export function DiscountCodesTab() {
  const list = useQuery(apiQuery("listDiscountCodes"));
  const remove = useDeleteItem(
    (code: string) => call("deleteDiscountCode", { params: { code } }),
    "discount_codes",
  );
  return (
    <SettingsListTab
      title={msg.settingsTabCodes}
      addLabel={msg.codeAdd}
      items={list.isPending ? undefined : (list.data ?? [])}
      emptyText={msg.codesEmpty}
      testId="discount-codes"
      rowTestId="code-row"
      rowKey={(c) => c.code}
      rowLabel={(c) => c.code}
      row={(c) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-mono font-semibold">
              {c.code}{" "}
              <Pill tone={c.isActive ? "on" : "off"}>{c.isActive ? msg.codeActive : msg.codeInactive}</Pill>
            </p>
            <p className="text-sm text-muted">
              {[
                validity(c),
                msg.codeUses(c.usageCount, c.usageLimit),
                c.minPurchase ? msg.codeMinimum(money(c.minPurchase)) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <span className="text-lg font-semibold tabular-nums">{c.percentage}%</span>
        </>
      )}
      dialog={(editing, close) => <CodeDialog initial={editing?.item ?? null} onClose={close} />}
      confirm={(c) => ({ title: msg.codeDeleteTitle(c.code), body: msg.codeDeleteBody })}
      onDelete={(c, _, done) => remove.mutate(c.code, { onSuccess: done })}
      deletePending={remove.isPending}
    />
  );
}

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

function CodeDialog({ initial, onClose }: { initial: DiscountCodeView | null; onClose: () => void }) {
  const form = useContractForm(
    discountCodeInput,
    initial
      ? {
          code: initial.code,
          percentage: initial.percentage,
          isActive: initial.isActive,
          startsOn: initial.startsOn,
          endsOn: initial.endsOn,
          usageLimit: initial.usageLimit,
          minPurchase: initial.minPurchase,
        }
      : {
          code: "",
          percentage: Number.NaN,
          isActive: true,
          startsOn: null,
          endsOn: null,
          usageLimit: null,
          minPurchase: 0,
        },
  );
  const errors = form.formState.errors;
  const save = useSaveItem(
    (body: ReturnType<typeof discountCodeInput.parse>) =>
      initial
        ? call("updateDiscountCode", { params: { code: initial.code }, body })
        : call("createDiscountCode", { body }),
    "discount_codes",
    form,
    // A rename says both codes, so the admin sees the old one is gone.
    (saved) =>
      initial && saved.code !== initial.code ? msg.codeRenamed(initial.code, saved.code) : msg.codeSaved,
    onClose,
  );
  return (
    <FormDialog
      title={initial ? msg.codeEditTitle(initial.code) : msg.codeNew}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      pending={save.isPending}
      saveLabel={msg.settingsSave}
      twoColumns
    >
      <TextField
        label={msg.codeLabel}
        autoCapitalize="characters"
        {...form.register("code")}
        error={errors.code?.message}
      />
      <TextField
        label={msg.codePercentageLabel}
        type="number"
        inputMode="numeric"
        {...form.register("percentage", { valueAsNumber: true })}
        error={errors.percentage?.message}
      />
      <TextField
        label={msg.codeStartsLabel}
        type="date"
        {...form.register("startsOn", { setValueAs: (v) => v || null })}
        error={errors.startsOn?.message}
      />
      <TextField
        label={msg.codeEndsLabel}
        type="date"
        {...form.register("endsOn", { setValueAs: (v) => v || null })}
        error={errors.endsOn?.message}
      />
      <div>
        <TextField
          label={msg.codeUsageLimitLabel}
          type="number"
          inputMode="numeric"
          {...form.register("usageLimit", { setValueAs: numberOrNull })}
          error={errors.usageLimit?.message}
        />
        <p className="mt-1 text-sm text-muted">{msg.codeUsageLimitHint}</p>
      </div>
      <Controller
        control={form.control}
        name="minPurchase"
        render={({ field }) => (
          <MoneyField
            label={msg.codeMinPurchaseLabel}
            name="minPurchase"
            value={field.value ?? 0}
            onChange={field.onChange}
            error={errors.minPurchase?.message}
          />
        )}
      />
      {initial ? (
        <p className="text-sm text-muted sm:col-span-2">
          {msg.codeTimesUsedLabel}: <span className="font-semibold text-fg">{initial.usageCount}</span>
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <CheckboxField label={msg.codeActiveLabel} {...form.register("isActive")} />
      </div>
    </FormDialog>
  );
}
