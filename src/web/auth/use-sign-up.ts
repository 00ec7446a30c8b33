import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignUpInput } from "../../contracts/auth/auth";
import { commonMessages } from "../../domain/kernel/messages-common";
import { splitFullName } from "../../domain/kernel/roles";
import { ApiError } from "../lib/api";
import { toast } from "../lib/toast";
import { refreshAfterSignIn, signUpRequest } from "./auth-api";

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const name = input.name.trim().replace(/\s+/g, " ");
      await signUpRequest({
        name,
        email: input.email.trim(),
        password: input.password,
        phone: input.phone.trim(),
        city: input.city,
        ...splitFullName(name),
      });
      // better-auth signs the new account in; /api/me confirms it.
      return refreshAfterSignIn(queryClient);
    },
    onSuccess: () => toast.success(commonMessages.registerSuccess),
    onError: (error) =>
      toast.error(commonMessages.registerFailure(error instanceof ApiError ? error.code : "UNKNOWN")),
  });
}
