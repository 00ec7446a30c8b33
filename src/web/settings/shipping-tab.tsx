import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { type AdminShippingLocation, shippingLocationInput } from "../../contracts/shipping";
import { msg } from "../../domain/messages";
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

/** Envíos: the cities the store ships to and their cost; one used by past sales is deactivated, never deleted. */
export function ShippingTab() {
  const list = useQuery(apiQuery("listAllShippingLocations"));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminShippingLocation | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminShippingLocation | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => call("deleteShippingLocation", { params: { id } }),
    onSuccess: (r) => {
      toast.success(r.message);
      setDeleting(null);
    },
    onError: toastSaveError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("shipping_locations") }),
  });

  return (
    <TabSection
      title={msg.settingsTabShipping}
      action={<Button onClick={() => setEditing("new")}>{msg.shippingAdd}</Button>}
    >
      {list.isPending ? (
        <PageSpinner />
      ) : !list.data?.length ? (
        <EmptyState>{msg.shippingEmpty}</EmptyState>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          data-testid="shipping-locations"
        >
          {list.data.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
              data-testid="shipping-row"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {l.city} {l.isActive ? null : <Pill tone="off">{msg.shippingInactive}</Pill>}
                </p>
                <p className="text-sm text-muted">
                  {[l.municipality, l.department].filter(Boolean).join(", ")}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{money(l.cost)}</span>
              <RowActions label={l.city} onEdit={() => setEditing(l)} onDelete={() => setDeleting(l)} />
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <ShippingDialog initial={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={msg.shippingDeleteTitle}
        body={deleting ? msg.shippingDeleteBody(deleting.city) : ""}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </TabSection>
  );
}

function ShippingDialog({
  initial,
  onClose,
}: {
  initial: AdminShippingLocation | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useContractForm(
    shippingLocationInput,
    initial
      ? {
          city: initial.city,
          department: initial.department,
          municipality: initial.municipality,
          cost: initial.cost,
          isActive: initial.isActive,
        }
      : { city: "", department: "", municipality: "", cost: Number.NaN, isActive: true },
  );
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof shippingLocationInput.parse>) =>
      initial
        ? call("updateShippingLocation", { params: { id: initial.id }, body })
        : call("createShippingLocation", { body }),
    onSuccess: () => {
      toast.success(msg.shippingSaved);
      onClose();
    },
    onError: (e) => showSaveError(form, e, msg.settingsSaveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("shipping_locations") }),
  });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={initial ? msg.shippingEditTitle : msg.shippingNew}
    >
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate className="grid gap-4">
        <TextField label={msg.shippingCityLabel} {...form.register("city")} error={errors.city?.message} />
        <TextField
          label={msg.shippingDepartmentLabel}
          {...form.register("department")}
          error={errors.department?.message}
        />
        <TextField
          label={msg.shippingMunicipalityLabel}
          {...form.register("municipality")}
          error={errors.municipality?.message}
        />
        <Controller
          control={form.control}
          name="cost"
          render={({ field }) => (
            <MoneyField
              label={msg.shippingCostLabel}
              name="cost"
              value={field.value}
              onChange={field.onChange}
              error={errors.cost?.message}
            />
          )}
        />
        <CheckboxField label={msg.shippingActiveLabel} {...form.register("isActive")} />
        <div className="flex justify-end gap-2">
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
