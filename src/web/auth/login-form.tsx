import { type SignInInput, signInInput } from "../../contracts/auth/auth";
import type { SessionUser } from "../../contracts/auth/session";
import { commonMessages } from "../../domain/kernel/messages-common";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { toastFirstError } from "./form-errors";
import { useSignIn } from "./use-sign-in";

export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const signIn = useSignIn();
  const { register, handleSubmit } = useContractForm(signInInput, { email: "", password: "" });

  const onValid = async (values: SignInInput) => {
    try {
      onSignedIn(await signIn.mutateAsync(values));
    } catch {
      // The hook already told the person (toast).
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(onValid, (errors) => toastFirstError(errors, ["email", "password"]))}
    >
      <TextField
        label={commonMessages.emailLabel}
        type="email"
        autoComplete="email"
        required
        {...register("email")}
      />
      <TextField
        label={commonMessages.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        {...register("password")}
      />
      <Button type="submit" className="mt-2 w-full" disabled={signIn.isPending} data-testid="auth-submit">
        {commonMessages.loginTitle}
      </Button>
    </form>
  );
}
