import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput } from "../../contracts/auth/auth";
import { commonMessages } from "../../domain/kernel/messages-common";
import { ApiError } from "../lib/api";
import { toast } from "../lib/toast";
import { refreshAfterSignIn, signInRequest } from "./auth-api";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signInRequest(input.email.trim(), input.password);
      const user = await refreshAfterSignIn(queryClient);
      // Signed in but without a user record: the server signs such sessions out (docs/product/roles.md).
      if (!user) throw new ApiError(401, "NO_USER", commonMessages.loginFailure);
      return user;
    },
    onSuccess: () => toast.success(commonMessages.loginSuccess),
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.status === 429
          ? commonMessages.tooManyAttempts
          : commonMessages.loginFailure,
      );
    },
  });
}
