import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { type AdminSettings, settingsUpdate } from "../../contracts/settings/settings";
import { msg } from "../../domain/kernel/messages";
import { apiQuery, call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { TabSection } from "./parts";
import { toastSaveError, useSaveSettings } from "./use-settings";

const storeSchema = settingsUpdate.pick({
  storeName: true,
  legalName: true,
  phone: true,
  whatsappNumber: true,
  storeEmail: true,
  address: true,
  rtn: true,
});

/** Tienda: the store's name, legal data, contact and logo (the receipt and invoices read them from here). */
export function StoreTab({ settings }: { settings: AdminSettings }) {
  const form = useContractForm(storeSchema, {
    storeName: settings.storeName,
    legalName: settings.legalName,
    phone: settings.phone,
    whatsappNumber: settings.whatsappNumber ?? "",
    storeEmail: settings.storeEmail ?? "",
    address: settings.address,
    rtn: settings.rtn,
  });
  const save = useSaveSettings();
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onError: (e) => showSaveError(form, e, msg.settingsSaveFailed) }),
  );
  return (
    <TabSection title={msg.settingsTabStore}>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 sm:p-6"
      >
        <div className="sm:col-span-2">
          <TextField
            label={msg.storeNameLabel}
            {...form.register("storeName")}
            error={errors.storeName?.message}
          />
          <p className="mt-1 text-sm text-muted">{msg.storeNameHint}</p>
        </div>
        <TextField
          label={msg.legalNameLabel}
          {...form.register("legalName")}
          error={errors.legalName?.message}
        />
        <TextField
          label={msg.rtnLabel}
          inputMode="numeric"
          {...form.register("rtn")}
          error={errors.rtn?.message}
        />
        <TextField
          label={msg.storePhoneLabel}
          type="tel"
          {...form.register("phone")}
          error={errors.phone?.message}
        />
        <TextField
          label={msg.whatsappLabel}
          type="tel"
          {...form.register("whatsappNumber")}
          error={errors.whatsappNumber?.message}
        />
        <TextField
          label={msg.storeEmailLabel}
          type="email"
          {...form.register("storeEmail")}
          error={errors.storeEmail?.message}
        />
        <TextField
          label={msg.storeAddressLabel}
          {...form.register("address")}
          error={errors.address?.message}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {msg.settingsSave}
          </Button>
        </div>
      </form>
      <LogoPanel logoUrl={settings.logoUrl} storeName={settings.storeName} />
    </TabSection>
  );
}

const MAX_LOGO_BYTES = 700_000;

function LogoPanel({ logoUrl, storeName }: { logoUrl: string | null; storeName: string }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const send = async (dataUrl: string | null) => {
    setPending(true);
    try {
      const data = await call("uploadLogo", { body: { dataUrl } });
      queryClient.setQueryData(apiQuery("getSettings").queryKey, data);
      void queryClient.invalidateQueries({ queryKey: topicKey("settings") });
      toast.success(msg.logoUploaded);
    } catch (e) {
      toastSaveError(e);
    } finally {
      setPending(false);
    }
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return void toast.error(msg.logoInvalid);
    if (file.size > MAX_LOGO_BYTES) return void toast.error(msg.logoTooLarge);
    const reader = new FileReader();
    reader.onload = () => void send(String(reader.result));
    reader.readAsDataURL(file);
  };
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-2">
        {logoUrl ? (
          <img src={logoUrl} alt={storeName} className="h-full w-full object-contain" />
        ) : (
          <span className="text-xs text-muted">{msg.logoNone}</span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{msg.logoLabel}</p>
        <div className="flex flex-wrap gap-2">
          <label className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-2">
            {msg.logoUpload}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              onChange={pick}
              disabled={pending}
            />
          </label>
          {logoUrl ? (
            <Button variant="ghost" size="sm" onClick={() => void send(null)} disabled={pending}>
              {msg.logoRemove}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
