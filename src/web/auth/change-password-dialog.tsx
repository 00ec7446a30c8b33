import { type ChangePasswordInput, changePasswordInput } from "../../contracts/auth";
import { msg } from "../../domain/messages";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { toastFirstError } from "./form-errors";
import { useChangePassword } from "./use-change-password";
import { useSession } from "./use-session";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useSession();
  const change = useChangePassword();
  const { register, handleSubmit, reset } = useContractForm(changePasswordInput, EMPTY);

  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const onValid = async (values: ChangePasswordInput) => {
    if (!user) {
      toast.error(msg.notAuthenticated);
      return;
    }
    try {
      await change.mutateAsync(values);
      close(false);
    } catch {
      // The hook already told the person (toast).
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={msg.changePassword} description={msg.changePasswordHint}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit(onValid, (errors) =>
          toastFirstError(errors, ["currentPassword", "newPassword", "confirmPassword"]),
        )}
      >
        <TextField
          label={msg.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          required
          {...register("currentPassword")}
        />
        <TextField
          label={msg.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          {...register("newPassword")}
        />
        <TextField
          label={msg.confirmPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          {...register("confirmPassword")}
        />
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={change.isPending} data-testid="change-password-submit">
            {msg.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
