import { type ChangePasswordInput, changePasswordInput } from "../../contracts/auth/auth";
import { commonMessages } from "../../domain/kernel/messages-common";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { toastFirstError } from "./form-errors";
import { NewPasswordFields } from "./new-password-fields";
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
      toast.error(commonMessages.notAuthenticated);
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
    <Dialog
      open={open}
      onOpenChange={close}
      title={commonMessages.changePassword}
      description={commonMessages.changePasswordHint}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit(onValid, (errors) =>
          toastFirstError(errors, ["currentPassword", "newPassword", "confirmPassword"]),
        )}
      >
        <TextField
          label={commonMessages.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          required
          {...register("currentPassword")}
        />
        <NewPasswordFields register={register} />
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            {commonMessages.cancel}
          </Button>
          <Button type="submit" disabled={change.isPending} data-testid="change-password-submit">
            {commonMessages.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
