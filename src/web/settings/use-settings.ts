import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SettingsUpdate } from "../../contracts/settings/settings";
import { msg } from "../../domain/kernel/messages";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";

/** The whole settings document (admins); a live "settings" event refetches it. */
export function useAdminSettings() {
  return useQuery(apiQuery("getSettings"));
}

/** A merge update of config/settings: only the keys sent change. */
export function useSaveSettings(success: string = msg.settingsSaved) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdate) => call("updateSettings", { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(apiQuery("getSettings").queryKey, data);
      void queryClient.invalidateQueries({ queryKey: topicKey("settings") });
      toast.success(success);
    },
  });
}

export function toastSaveError(error: unknown) {
  toast.error(msg.settingsSaveFailed(errorMessage(error)));
}
