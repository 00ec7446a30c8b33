import { KeyRound, ShieldPlus, UserPlus } from "lucide-react";
import { useState } from "react";
import type { AccountRow } from "../../contracts/accounts/accounts";
import {
  createTeamMemberInput,
  grantSuperAdminRoleInput,
  resetUserPasswordInput,
} from "../../contracts/team/team";
import { msg } from "../../domain/kernel/messages";
import { canResetPassword, type Role } from "../../domain/kernel/roles";
import { useSession } from "../auth/use-session";
import { AccountListScreen, DisableButton, PersonFields, useAccountForm } from "../customers";
import { call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { ImportedLinksButton, SendPasswordLinkButton } from "../mail";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { RowActionLabel } from "../ui/row-action";
import { InviteMemberButton } from "./invite-member";
import { RoleSelectField, useCreatableRoles } from "./role-field";

/**
 * Equipo: sellers, admins and superadmins with role badges and last sign-in; create a member,
 * reset a password, grant superadmin (the server functions), each answering a toast.
 */
export function TeamPage() {
  const { user } = useSession();
  const [dialog, setDialog] = useState<"create" | "grant" | null>(null);
  const [resetting, setResetting] = useState<AccountRow | null>(null);
  if (!user) return null;
  return (
    <AccountListScreen
      operation="listTeamMembers"
      searchLabel={msg.customersSearch}
      toolbar={
        <>
          <Button onClick={() => setDialog("create")} data-testid="create-member">
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {msg.createTeamMemberTitle}
          </Button>
          <InviteMemberButton />
          <ImportedLinksButton />
          {user.role === "superadmin" ? (
            <Button variant="secondary" onClick={() => setDialog("grant")} data-testid="grant-superadmin">
              <ShieldPlus className="h-4 w-4" aria-hidden="true" />
              {msg.grantSuperAdminTitle}
            </Button>
          ) : null}
        </>
      }
      testId="team"
      empty={msg.teamEmpty}
      column="lastSignIn"
      actions={(row) => (
        <>
          {row.id !== user.id && canResetPassword(user.role, row.role) ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setResetting(row)}
              data-testid="reset-password"
              aria-label={msg.resetPasswordTitle}
              title={msg.resetPasswordTitle}
            >
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              <RowActionLabel>{msg.resetPasswordTitle}</RowActionLabel>
            </Button>
          ) : null}
          <SendPasswordLinkButton account={row} />
          <DisableButton account={row} />
        </>
      )}
    >
      <CreateMemberDialog open={dialog === "create"} onClose={() => setDialog(null)} />
      <GrantDialog open={dialog === "grant"} onClose={() => setDialog(null)} />
      {resetting ? <ResetDialog member={resetting} onClose={() => setResetting(null)} /> : null}
    </AccountListScreen>
  );
}

type NewMember = { name: string; email: string; password: string; role: Role };

function CreateMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const empty: NewMember = { name: "", email: "", password: "", role: "seller" };
  const form = useContractForm(createTeamMemberInput, empty);
  const { errors } = form.formState;
  const create = useAccountForm(
    form,
    (body) => call("createTeamMember", { body }),
    () => {
      form.reset(empty);
      onClose();
    },
  );
  const roles = useCreatableRoles();
  return (
    <FormDialog
      open={open}
      title={msg.createTeamMemberTitle}
      onClose={onClose}
      pending={create.pending}
      onSubmit={form.handleSubmit(create.send)}
    >
      <PersonFields form={form} fields={["name", "email", "password"]} />
      <RoleSelectField roles={roles} error={errors.role?.message} {...form.register("role")} />
    </FormDialog>
  );
}

function ResetDialog({ member, onClose }: { member: AccountRow; onClose: () => void }) {
  const form = useContractForm(resetUserPasswordInput, { uid: member.id, newPassword: "" });
  const { errors } = form.formState;
  const reset = useAccountForm(form, (body) => call("resetUserPassword", { body }), onClose);
  return (
    <FormDialog
      title={msg.resetPasswordTitle}
      description={msg.resetPasswordFor(member.name)}
      onClose={onClose}
      pending={reset.pending}
      onSubmit={form.handleSubmit(reset.send)}
    >
      <TextField
        label={msg.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
    </FormDialog>
  );
}

function GrantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useContractForm(grantSuperAdminRoleInput, { email: "" });
  const { errors } = form.formState;
  const grant = useAccountForm(
    form,
    (body) => call("grantSuperAdminRole", { body }),
    () => {
      form.reset({ email: "" });
      onClose();
    },
  );
  return (
    <FormDialog
      open={open}
      title={msg.grantSuperAdminTitle}
      description={msg.grantSuperAdminHint}
      onClose={onClose}
      pending={grant.pending}
      onSubmit={form.handleSubmit(grant.send)}
    >
      <TextField
        label={msg.emailLabel}
        type="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
    </FormDialog>
  );
}
