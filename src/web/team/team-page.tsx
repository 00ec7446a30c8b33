import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, ShieldPlus, UserPlus } from "lucide-react";
import { useState } from "react";
import type { AccountRow } from "../../contracts/accounts";
import {
  createTeamMemberInput,
  grantSuperAdminRoleInput,
  resetUserPasswordInput,
} from "../../contracts/team";
import { msg } from "../../domain/messages";
import { canCreateTeamMember, canResetPassword, type Role, STAFF_ROLES } from "../../domain/roles";
import { useSession } from "../auth/use-session";
import { AccountList, DisableButton, SearchBox, useListParams } from "../customers";
import { apiQuery, call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";

/**
 * Equipo: sellers, admins and superadmins with role badges and last sign-in; create a member,
 * reset a password, grant superadmin (the server functions), each answering a toast.
 */
export function TeamPage() {
  const { user } = useSession();
  const { q, page, set } = useListParams();
  const list = useQuery(apiQuery("listTeamMembers", { query: { q, page } }));
  const [dialog, setDialog] = useState<"create" | "grant" | null>(null);
  const [resetting, setResetting] = useState<AccountRow | null>(null);
  if (!user) return null;
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label={msg.customersSearch} value={q} onSearch={(text) => set({ q: text })} />
        <Button onClick={() => setDialog("create")} data-testid="create-member">
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {msg.createTeamMemberTitle}
        </Button>
        {user.role === "superadmin" ? (
          <Button variant="secondary" onClick={() => setDialog("grant")} data-testid="grant-superadmin">
            <ShieldPlus className="h-4 w-4" aria-hidden="true" />
            {msg.grantSuperAdminTitle}
          </Button>
        ) : null}
      </div>
      <AccountList
        testId="team"
        rows={list.data?.items}
        count={list.data?.count ?? 0}
        page={page}
        onPage={(p) => set({ page: p })}
        isPending={list.isPending}
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
              >
                <KeyRound className="h-4 w-4" aria-hidden="true" />
                {msg.resetPasswordTitle}
              </Button>
            ) : null}
            <DisableButton account={row} />
          </>
        )}
      />
      <CreateMemberDialog open={dialog === "create"} onOpenChange={(o) => setDialog(o ? "create" : null)} />
      <GrantDialog open={dialog === "grant"} onOpenChange={(o) => setDialog(o ? "grant" : null)} />
      {resetting ? <ResetDialog member={resetting} onClose={() => setResetting(null)} /> : null}
    </section>
  );
}

function useTeamMutation<T>(fn: (body: T) => Promise<{ message: string }>, done: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: topicKey("users") });
      done();
    },
  });
}

type NewMember = { name: string; email: string; password: string; role: Role };

function CreateMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { user } = useSession();
  const empty: NewMember = { name: "", email: "", password: "", role: "seller" };
  const form = useContractForm(createTeamMemberInput, empty);
  const { errors } = form.formState;
  const create = useTeamMutation(
    (body: NewMember) => call("createTeamMember", { body }),
    () => {
      form.reset(empty);
      onOpenChange(false);
    },
  );
  const roles = STAFF_ROLES.filter((r) => user && canCreateTeamMember(user.role, r));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={msg.createTeamMemberTitle}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) =>
          create.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
        )}
      >
        <TextField label={msg.fullNameLabel} error={errors.name?.message} {...form.register("name")} />
        <TextField
          label={msg.emailLabel}
          type="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={msg.passwordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <SelectField label={msg.roleSelectLabel} error={errors.role?.message} {...form.register("role")}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {msg.roleLabels[r]}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ResetDialog({ member, onClose }: { member: AccountRow; onClose: () => void }) {
  const form = useContractForm(resetUserPasswordInput, { uid: member.id, newPassword: "" });
  const { errors } = form.formState;
  const reset = useTeamMutation(
    (body: { uid: string; newPassword: string }) => call("resetUserPassword", { body }),
    onClose,
  );
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={msg.resetPasswordTitle}
      description={msg.resetPasswordFor(member.name)}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) =>
          reset.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
        )}
      >
        <TextField
          label={msg.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={reset.isPending}>
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function GrantDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useContractForm(grantSuperAdminRoleInput, { email: "" });
  const { errors } = form.formState;
  const grant = useTeamMutation(
    (body: { email: string }) => call("grantSuperAdminRole", { body }),
    () => {
      form.reset({ email: "" });
      onOpenChange(false);
    },
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={msg.grantSuperAdminTitle}
      description={msg.grantSuperAdminHint}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) =>
          grant.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
        )}
      >
        <TextField
          label={msg.emailLabel}
          type="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={grant.isPending}>
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
