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

/**
 * Only the fields that differ from the settings as the server has them, so a save never writes
 * back, unchanged, what another admin (or another screen) changed since this tab was opened: the
 * update merges only the keys it is sent.
 */
export function changedFrom<T extends Record<string, unknown>>(
  body: T,
  current: Record<string, unknown>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key])),
  ) as Partial<T>;
}
