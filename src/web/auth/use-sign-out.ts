import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { commonMessages } from "../../domain/kernel/messages-common";
import { toast } from "../lib/toast";
import { forgetUserData, signOutRequest } from "./auth-api";

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: async () => {
      // Leave the guarded page first: forgetting the session while still on it would make
      // its guard send us to '/' "carrying the origin", which opens the login modal.
      await navigate("/", { replace: true });
      forgetUserData(queryClient);
      toast.success(commonMessages.logout);
    },
    onError: () => toast.error(commonMessages.logoutFailure),
  });
}
