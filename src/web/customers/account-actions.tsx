import { UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type AccountEditInput, accountEditInput } from "../../contracts/accounts/accounts";
import { accountManagementRefusal } from "../../domain/customers/people";
import { msg } from "../../domain/kernel/messages";
import type { Role } from "../../domain/kernel/roles";
import { useSession } from "../auth/use-session";
import { call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { FormDialog } from "../ui/form-dialog";
import { RowActionLabel } from "../ui/row-action";
import { PersonFields, useAccountForm, useAccountMutation } from "./account-forms";

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

/** Disable / enable, with a confirmation stating the consequences (sessions end, sales stay). */
export function DisableButton({ account }: { account: ManagedAccount }) {
  const toggle = useAccountMutation((disabled: boolean) =>
    call("setAccountDisabled", { params: { id: account.id }, body: { disabled } }),
  );
  if (!useMayManage(account)) return null;
  return account.disabled ? (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => toggle.mutate(false)}
      disabled={toggle.isPending}
      aria-label={msg.enableAccount}
      title={msg.enableAccount}
    >
      <UserCheck className="h-4 w-4" aria-hidden="true" />
      <RowActionLabel>{msg.enableAccount}</RowActionLabel>
    </Button>
  ) : (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => window.confirm(msg.disableAccountConfirm(account.name)) && toggle.mutate(true)}
      disabled={toggle.isPending}
      aria-label={msg.disableAccount}
      title={msg.disableAccount}
    >
      <UserX className="h-4 w-4" aria-hidden="true" />
      <RowActionLabel>{msg.disableAccount}</RowActionLabel>
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
  const form = useContractForm(accountEditInput, {
    name: account.name,
    phone: account.phone ?? "",
    city: account.city ?? "",
  } satisfies AccountEditInput);
  const save = useAccountForm(
    form,
    (body) => call("updateAccount", { params: { id: account.id }, body }),
    () => onOpenChange(false),
  );
  return (
    <FormDialog
      open={open}
      title={msg.editAccount}
      onClose={() => onOpenChange(false)}
      pending={save.pending}
      onSubmit={form.handleSubmit(save.send)}
    >
      <PersonFields form={form} fields={["name", "phone", "city"]} currentCity={account.city} />
    </FormDialog>
  );
}
