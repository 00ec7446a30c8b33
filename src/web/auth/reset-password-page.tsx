import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { type ResetPasswordInput, resetPasswordInput } from "../../contracts/auth/auth";
import { commonMessages } from "../../domain/kernel/messages-common";
import { recoveryMsg } from "../../domain/mail/messages-mail";
import { ApiError, call } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { openAuthModal } from "./auth-modal-store";
import { toastFirstError } from "./form-errors";
import { NewPasswordFields } from "./new-password-fields";

/**
 * /restablecer-contrasena?token=…: the page an emailed reset or invitation link opens. The new
 * password follows the registration's rules; the link works once, then the person signs in. An
 * invitation's link (…&invitacion=1) ends with a welcome of its own: the sign-in that follows says
 * "¡Bienvenido de nuevo!", which alone would greet a new member as if they had been here before.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const invitation = params.get("invitacion") === "1";
  const save = useMutation({
    mutationFn: (values: ResetPasswordInput) =>
      call("resetPassword", { body: { token, newPassword: values.newPassword } }),
    onSuccess: () => {
      toast.success(invitation ? recoveryMsg.invitationWelcome : recoveryMsg.resetDone);
      openAuthModal("login");
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 400 && /token/i.test(error.code)
          ? recoveryMsg.linkInvalid
          : error instanceof ApiError
            ? error.message
            : commonMessages.internalError,
      ),
  });
  const { register, handleSubmit } = useContractForm(resetPasswordInput, {
    newPassword: "",
    confirmPassword: "",
  });
  return (
    <section className="mx-auto grid w-full max-w-md gap-5 px-4 py-10">
      <h1 className="font-display text-3xl font-semibold">
        {invitation ? recoveryMsg.invitationTitle : recoveryMsg.resetTitle}
      </h1>
      {!token ? (
        <p className="text-red-700 dark:text-red-400">{recoveryMsg.linkInvalid}</p>
      ) : save.isSuccess && invitation ? (
        <div role="status" className="grid gap-2" data-testid="invitation-welcome">
          <p className="font-display text-2xl font-semibold text-gold">{recoveryMsg.invitationWelcome}</p>
          <p>{recoveryMsg.invitationDone}</p>
        </div>
      ) : save.isSuccess ? (
        <p role="status">{recoveryMsg.resetDone}</p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(
            (values) => save.mutate(values),
            (errors) => toastFirstError(errors, ["newPassword", "confirmPassword"]),
          )}
        >
          <NewPasswordFields register={register} />
          <Button type="submit" disabled={save.isPending}>
            {recoveryMsg.savePassword}
          </Button>
        </form>
      )}
    </section>
  );
}
