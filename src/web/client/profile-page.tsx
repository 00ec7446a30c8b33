import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type ChangeEmailInput,
  changeEmailInput,
  type ProfileInput,
  profileInput,
} from "../../contracts/accounts/accounts";
import type { SessionUser } from "../../contracts/auth/session";
import { msg } from "../../domain/kernel/messages";
import { ChangePasswordDialog } from "../auth/change-password-dialog";
import { ME_KEY, useSession } from "../auth/use-session";
import { call } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { useShippingLocations } from "../shipping";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";

/**
 * /client/profile, Mi Información: name, phone and city (an active shipping location); the email
 * after re-entering the current password (docs/decisions/0063); the Cambiar Contraseña dialog.
 */
export function ProfilePage() {
  const { user } = useSession();
  const [changingEmail, setChangingEmail] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">{msg.myInformation}</h1>
      <ProfileForm key={`${user.name}|${user.phone}|${user.city}`} user={user} />
      <div className="grid gap-3 rounded-xl border border-border bg-surface p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-medium text-muted">{msg.emailLabel}</p>
            <p className="break-all text-fg" data-testid="profile-email">
              {user.email}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setChangingEmail(true)}>
              {msg.changeEmail}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setChangingPassword(true)}>
              {msg.changePassword}
            </Button>
          </div>
        </div>
      </div>
      <ChangeEmailDialog open={changingEmail} onOpenChange={setChangingEmail} />
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </section>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const cities = useShippingLocations();
  const form = useContractForm(profileInput, {
    name: user.name,
    phone: user.phone ?? "",
    city: user.city ?? "",
  } satisfies ProfileInput);
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: (body: ProfileInput) => call("updateMyProfile", { body }),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
  const offered = cities.data?.filter((c) => c.isActive).map((c) => c.city) ?? [];
  // The saved city is an option from the first render, and keeps its element (one key per city)
  // when the list arrives: the select never falls back to the placeholder under the person's eyes.
  const options = user.city && !offered.includes(user.city) ? [user.city, ...offered] : offered;
  return (
    <form
      noValidate
      className="grid gap-4 rounded-xl border border-border bg-surface p-5 sm:grid-cols-2"
      data-testid="profile-form"
      onSubmit={form.handleSubmit((body) =>
        save.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
      )}
    >
      <div className="sm:col-span-2">
        <TextField
          label={msg.fullNameLabel}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
      </div>
      <TextField
        label={msg.phoneLabel}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <SelectField label={msg.cityLabel} error={errors.city?.message} {...form.register("city")}>
        <option value="">{msg.cityPlaceholder}</option>
        {options.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </SelectField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending || !isDirty} data-testid="profile-save">
          {msg.save}
        </Button>
      </div>
    </form>
  );
}

const EMPTY_EMAIL: ChangeEmailInput = { newEmail: "", currentPassword: "" };

function ChangeEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm(changeEmailInput, EMPTY_EMAIL);
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY_EMAIL);
    onOpenChange(next);
  };
  const change = useMutation({
    mutationFn: (body: ChangeEmailInput) => call("changeMyEmail", { body }),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
      close(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={close} title={msg.changeEmail} description={msg.changeEmailHint}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) =>
          change.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
        )}
      >
        <TextField
          label={msg.newEmailLabel}
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...form.register("newEmail")}
        />
        <TextField
          label={msg.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
