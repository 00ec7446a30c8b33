import type { Path, UseFormRegister } from "react-hook-form";
import { msg } from "../../domain/kernel/messages";
import { TextField } from "../ui/field";

type NewPassword = { newPassword: string; confirmPassword: string };

/**
 * The new password typed twice, as every password form asks it (changing one's own, or choosing
 * one from an emailed link): the contract checks the two match; the browser may offer to save it.
 */
export function NewPasswordFields<T extends NewPassword>({ register }: { register: UseFormRegister<T> }) {
  return (
    <>
      <TextField
        label={msg.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
        {...register("newPassword" as Path<T>)}
      />
      <TextField
        label={msg.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
        {...register("confirmPassword" as Path<T>)}
      />
    </>
  );
}
