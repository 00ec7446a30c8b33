import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type AccountEditInput, accountEditInput } from "../../contracts/accounts";
import { msg } from "../../domain/messages";
import { accountManagementRefusal } from "../../domain/people";
import type { Role } from "../../domain/roles";
import { useSession } from "../auth/use-session";
import { call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { useShippingLocations } from "../shipping";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";

export interface ManagedAccount {
  id: string;
  name: string;
  role: Role;
  phone: string | null;
  city: string | null;
  disabled: boolean;
}

/** Whether the signed-in staff member may manage this account (the server decides again). */
export function useMayManage(account: { id: string; role: Role }): boolean {
  const { user } = useSession();
  return !!user && accountManagementRefusal(user, account) === null;
}

function useAccountMutation<T>(fn: (input: T) => Promise<{ message: string }>, after?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      toast.success(r.message);
      after?.();
    },
    onError: (e) => toast.error(errorMessage(e)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: topicKey("users") });
      void queryClient.invalidateQueries({ queryKey: topicKey("customers") });
      void queryClient.invalidateQueries({ queryKey: topicKey("sales") });
    },
  });
}

/** Disable / enable, with a confirmation stating the consequences (sessions end, sales stay). */
export function DisableButton({ account }: { account: ManagedAccount }) {
  const toggle = useAccountMutation((disabled: boolean) =>
    call("setAccountDisabled", { params: { id: account.id }, body: { disabled } }),
  );
  if (!useMayManage(account)) return null;
  return account.disabled ? (
    <Button variant="secondary" size="sm" onClick={() => toggle.mutate(false)} disabled={toggle.isPending}>
      {msg.enableAccount}
    </Button>
  ) : (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => window.confirm(msg.disableAccountConfirm(account.name)) && toggle.mutate(true)}
      disabled={toggle.isPending}
    >
      {msg.disableAccount}
    </Button>
  );
}

/** Edit, client ⇄ wholesaler, disable and delete: the admin actions on a client's page. */
export function AccountActions({ account, backTo }: { account: ManagedAccount; backTo: string }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const wholesaler = useAccountMutation((to: boolean) =>
    call("setWholesaler", { params: { id: account.id }, body: { wholesaler: to } }),
  );
  const remove = useAccountMutation(
    () => call("deleteAccount", { params: { id: account.id } }),
    () => navigate(backTo),
  );
  if (!useMayManage(account)) return null;
  const isWholesaler = account.role === "wholesaler";
  return (
    <div className="flex flex-wrap gap-2" data-testid="account-actions">
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        {msg.editAccount}
      </Button>
      {account.role === "client" || isWholesaler ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={wholesaler.isPending}
          onClick={() =>
            window.confirm(
              isWholesaler ? msg.makeClientConfirm(account.name) : msg.makeWholesalerConfirm(account.name),
            ) && wholesaler.mutate(!isWholesaler)
          }
        >
          {isWholesaler ? msg.makeClient : msg.makeWholesaler}
        </Button>
      ) : null}
      <DisableButton account={account} />
      <Button
        variant="danger"
        size="sm"
        disabled={remove.isPending}
        onClick={() => window.confirm(msg.deleteAccountConfirm(account.name)) && remove.mutate(undefined)}
      >
        {msg.deleteAccount}
      </Button>
      <EditAccountDialog account={account} open={editing} onOpenChange={setEditing} />
    </div>
  );
}

function EditAccountDialog({
  account,
  open,
  onOpenChange,
}: {
  account: ManagedAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cities = useShippingLocations();
  const form = useContractForm(accountEditInput, {
    name: account.name,
    phone: account.phone ?? "",
    city: account.city ?? "",
  } satisfies AccountEditInput);
  const { errors } = form.formState;
  const save = useAccountMutation(
    (body: AccountEditInput) => call("updateAccount", { params: { id: account.id }, body }),
    () => onOpenChange(false),
  );
  const options = cities.data?.filter((c) => c.isActive).map((c) => c.city) ?? [];
  if (account.city && !options.includes(account.city)) options.unshift(account.city);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={msg.editAccount}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          save.mutateAsync(values).catch((e) => showSaveError(form, e, msg.saveFailure)),
        )}
      >
        <TextField label={msg.fullNameLabel} error={errors.name?.message} {...form.register("name")} />
        <TextField
          label={msg.phoneLabel}
          type="tel"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <SelectField label={msg.cityLabel} error={errors.city?.message} {...form.register("city")}>
          <option value="">{msg.cityPlaceholder}</option>
          {options.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
