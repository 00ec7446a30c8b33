import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { inviteTeamMemberInput } from "../../contracts/team/team";
import { msg } from "../../domain/kernel/messages";
import type { Role } from "../../domain/kernel/roles";
import { staffMailMsg } from "../../domain/mail/messages-mail";
import { PersonFields } from "../customers";
import { call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { RoleSelectField, useCreatableRoles } from "./role-field";

type Invitation = { name: string; email: string; role: Role };
const EMPTY: Invitation = { name: "", email: "", role: "seller" };

/**
 * Equipo's "Invitar por correo": the account exists at once with its role, and the person chooses
 * a password through the emailed link (72 hours). Only roles the actor may create are offered.
 */
export function InviteMemberButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useContractForm(inviteTeamMemberInput, EMPTY);
  const { errors } = form.formState;
  const invite = useMutation({
    mutationFn: (body: Invitation) => call("inviteTeamMember", { body }),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: topicKey("users") });
      form.reset(EMPTY);
      setOpen(false);
    },
  });
  const roles = useCreatableRoles();
  if (!roles.length) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="invite-member">
        <Send className="h-4 w-4" aria-hidden="true" />
        {staffMailMsg.invite}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={staffMailMsg.invite}
        description={staffMailMsg.inviteHint}
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((body) =>
            invite.mutateAsync(body).catch((e) => showSaveError(form, e, msg.saveFailure)),
          )}
        >
          <PersonFields form={form} fields={["name", "email"]} />
          <RoleSelectField roles={roles} error={errors.role?.message} {...form.register("role")} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {msg.cancel}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {staffMailMsg.send}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
