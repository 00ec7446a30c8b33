import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { type AdminShippingLocation, shippingLocationInput } from "../../contracts/shipping/shipping";
import { msg } from "../../domain/kernel/messages";
import { apiQuery, call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { CheckboxField, MoneyField, money, Pill } from "./parts";
import { SettingsListTab, useDeleteItem, useSaveItem } from "./settings-list-tab";

/** Envíos: the cities the store ships to and their cost; one used by past sales is deactivated, never deleted. */
export function ShippingTab() {
  const list = useQuery(apiQuery("listAllShippingLocations"));
  const remove = useDeleteItem(
    (id: string) => call("deleteShippingLocation", { params: { id } }),
    "shipping_locations",
  );
  return (
    <SettingsListTab
      title={msg.settingsTabShipping}
      addLabel={msg.shippingAdd}
      items={list.isPending ? undefined : (list.data ?? [])}
      emptyText={msg.shippingEmpty}
      testId="shipping-locations"
      rowTestId="shipping-row"
      rowKey={(l) => l.id}
      rowLabel={(l) => l.city}
      row={(l) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {l.city} {l.isActive ? null : <Pill tone="off">{msg.shippingInactive}</Pill>}
            </p>
            <p className="text-sm text-muted">{[l.municipality, l.department].filter(Boolean).join(", ")}</p>
          </div>
          <span className="font-semibold tabular-nums">{money(l.cost)}</span>
        </>
      )}
      dialog={(editing, close) => <ShippingDialog initial={editing?.item ?? null} onClose={close} />}
      confirm={(l) => ({ title: msg.shippingDeleteTitle, body: msg.shippingDeleteBody(l.city) })}
      onDelete={(l, _, done) => remove.mutate(l.id, { onSuccess: done })}
      deletePending={remove.isPending}
    />
  );
}

function ShippingDialog({
  initial,
  onClose,
}: {
  initial: AdminShippingLocation | null;
  onClose: () => void;
}) {
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
  const save = useSaveItem(
    (body: ReturnType<typeof shippingLocationInput.parse>) =>
      initial
        ? call("updateShippingLocation", { params: { id: initial.id }, body })
        : call("createShippingLocation", { body }),
    "shipping_locations",
    form,
    () => msg.shippingSaved,
    onClose,
  );
  return (
    <FormDialog
      title={initial ? msg.shippingEditTitle : msg.shippingNew}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      pending={save.isPending}
      saveLabel={msg.settingsSave}
    >
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
    </FormDialog>
  );
}
