import { useMutation } from "@tanstack/react-query";
import { commonMessages } from "../../domain/kernel/messages-common";
import { ApiError } from "../lib/api";
import { toast } from "../lib/toast";
import { changePasswordRequest } from "./auth-api";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      changePasswordRequest(input.currentPassword, input.newPassword),
    onSuccess: () => toast.success(commonMessages.passwordChanged),
    onError: (error) => {
      if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
        toast.error(commonMessages.passwordChangeFailure(commonMessages.currentPasswordWrong));
      } else if (error instanceof ApiError && error.status === 401) {
        toast.error(commonMessages.notAuthenticated);
      } else {
        toast.error(
          commonMessages.passwordChangeFailure(
            error instanceof ApiError ? error.message : commonMessages.internalError,
          ),
        );
      }
    },
  });
}
