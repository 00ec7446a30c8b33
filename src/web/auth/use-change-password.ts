import { useMutation } from "@tanstack/react-query";
import { msg } from "../../domain/messages";
import { ApiError } from "../lib/api";
import { toast } from "../lib/toast";
import { changePasswordRequest } from "./auth-api";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      changePasswordRequest(input.currentPassword, input.newPassword),
    onSuccess: () => toast.success(msg.passwordChanged),
    onError: (error) => {
      if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
        toast.error(msg.passwordChangeFailure(msg.currentPasswordWrong));
      } else if (error instanceof ApiError && error.status === 401) {
        toast.error(msg.notAuthenticated);
      } else {
        toast.error(msg.passwordChangeFailure(error instanceof ApiError ? error.message : msg.internalError));
      }
    },
  });
}
