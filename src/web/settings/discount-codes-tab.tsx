import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { type DiscountCodeView, discountCodeInput } from "../../contracts/discount-codes";
import { msg } from "../../domain/messages";
import { formatShopDate } from "../../domain/shop-calendar";
import { apiQuery, call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { PageSpinner } from "../ui/spinner";
import { ConfirmDialog } from "./confirm-dialog";
import { CheckboxField, EmptyState, MoneyField, money, Pill, RowActions, TabSection } from "./parts";
import { toastSaveError } from "./use-settings";

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
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<DiscountCodeView | "new" | null>(null);
  const [deleting, setDeleting] = useState<DiscountCodeView | null>(null);
  const remove = useMutation({
    mutationFn: (code: string) => call("deleteDiscountCode", { params: { code } }),
    onSuccess: (r) => {
      toast.success(r.message);
      setDeleting(null);
    },
    onError: toastSaveError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("discount_codes") }),
  });
  return (
    <TabSection
      title={msg.settingsTabCodes}
      action={<Button onClick={() => setEditing("new")}>{msg.codeAdd}</Button>}
    >
      {list.isPending ? (
        <PageSpinner />
      ) : !list.data?.length ? (
        <EmptyState>{msg.codesEmpty}</EmptyState>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="discount-codes"
        >
          {list.data.map((c) => (
            <li
              key={c.code}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
              data-testid="code-row"
            >
              <div className="min-w-0 flex-1">
                <p className="font-mono font-semibold">
                  {c.code}{" "}
                  <Pill tone={c.isActive ? "on" : "off"}>
                    {c.isActive ? msg.codeActive : msg.codeInactive}
                  </Pill>
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
              <RowActions label={c.code} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <CodeDialog initial={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? msg.codeDeleteTitle(deleting.code) : ""}
        body={msg.codeDeleteBody}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.code)}
      />
    </TabSection>
  );
}

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

function CodeDialog({ initial, onClose }: { initial: DiscountCodeView | null; onClose: () => void }) {
  const queryClient = useQueryClient();
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
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof discountCodeInput.parse>) =>
      initial
        ? call("updateDiscountCode", { params: { code: initial.code }, body })
        : call("createDiscountCode", { body }),
    onSuccess: (saved) => {
      toast.success(
        initial && saved.code !== initial.code ? msg.codeRenamed(initial.code, saved.code) : msg.codeSaved,
      );
      onClose();
    },
    onError: (e) => showSaveError(form, e, msg.settingsSaveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("discount_codes") }),
  });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={initial ? msg.codeEditTitle(initial.code) : msg.codeNew}
    >
      <form
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
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
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            {msg.settingsCancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {msg.settingsSave}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
