import { useMutation } from "@tanstack/react-query";
import { type ForgotPasswordInput, forgotPasswordInput } from "../../contracts/auth/auth";
import { commonMessages } from "../../domain/kernel/messages-common";
import { recoveryMsg } from "../../domain/mail/messages-mail";
import { ApiError, call } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { toastFirstError } from "./form-errors";

/**
 * "¿Olvidó su contraseña?": the answer on screen is the same whether or not the account exists,
 * so the form cannot be used to find out who is a customer.
 */
export function ForgotPasswordForm() {
  const send = useMutation({
    mutationFn: (values: ForgotPasswordInput) =>
      call("requestPasswordReset", { body: { email: values.email.trim() } }),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 429
          ? commonMessages.tooManyAttempts
          : commonMessages.internalError,
      ),
  });
  const { register, handleSubmit } = useContractForm(forgotPasswordInput, { email: "" });
  if (send.isSuccess)
    return (
      <p role="status" className="rounded-xl border border-border bg-surface p-4 text-sm">
        {recoveryMsg.linkSent}
      </p>
    );
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(
        (values) => send.mutate(values),
        (errors) => toastFirstError(errors, ["email"]),
      )}
    >
      <p className="text-sm text-muted">{recoveryMsg.forgotHint}</p>
      <TextField
        label={commonMessages.emailLabel}
        type="email"
        autoComplete="email"
        required
        {...register("email")}
      />
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {recoveryMsg.sendLink}
      </Button>
    </form>
  );
}
