import { forwardRef, type SelectHTMLAttributes } from "react";
import { msg } from "../../domain/kernel/messages";
import { canCreateTeamMember, type Role, STAFF_ROLES } from "../../domain/kernel/roles";
import { useSession } from "../auth/use-session";
import { SelectField } from "../ui/field";

/** The staff roles the signed-in member may create; the server refuses the others again. */
export function useCreatableRoles(): Role[] {
  const { user } = useSession();
  return STAFF_ROLES.filter((r) => user && canCreateTeamMember(user.role, r));
}

/** Rol of a new staff member (created or invited), offering only `roles`. */
export const RoleSelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { error?: string; roles: readonly Role[] }
>(function RoleSelectField({ roles, error, ...props }, ref) {
  return (
    <SelectField ref={ref} label={msg.roleSelectLabel} error={error} {...props}>
      {roles.map((r) => (
        <option key={r} value={r}>
          {msg.roleLabels[r]}
        </option>
      ))}
    </SelectField>
  );
});
