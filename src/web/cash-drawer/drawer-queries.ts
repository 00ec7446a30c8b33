import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  DrawerSessionView,
  drawerDashboard,
  drawerReport,
} from "../../contracts/cash-drawer/cash-drawer";
import type { LiveTopic } from "../../contracts/live/live";
import { apiQuery, topicKey } from "../lib/api";

export type DrawerReportView = z.infer<typeof drawerReport>;
export type DrawerDashboardView = z.infer<typeof drawerDashboard>;
export type { DrawerSessionView };

/**
 * The drawer's reads. Every one is keyed by its live topic (apiQuery), so a session opened,
 * counted or approved on any device refetches them: "cash_drawer" for registers and sessions,
 * "settings" for Control de caja, the denominations and the threshold.
 */
export const useRegisters = () => useQuery(apiQuery("listCashRegisters"));

export const useDrawerSettings = () => useQuery(apiQuery("getCashDrawerSettings"));

export const useRegisterSession = (registerId: string | null) =>
  useQuery({
    ...apiQuery("getRegisterSession", { params: { id: registerId ?? "" } }),
    enabled: registerId !== null,
    // A register deleted meanwhile answers 404: said once, not retried three times.
    retry: false,
  });

/**
 * One session. `initial` (a close's answer) shows at once but is read again as the query mounts:
 * it may be older than the live event that mounted it — the approval that ended a waiting close —
 * and, taken as fresh, it would stay "Por aprobar" on the closer's screen for the staleTime.
 */
export const useDrawerSession = (id: string | null, initial?: DrawerSessionView) =>
  useQuery({
    ...apiQuery("getDrawerSession", { params: { id: id ?? "" } }),
    enabled: id !== null,
    initialData: initial,
    initialDataUpdatedAt: initial ? 0 : undefined,
  });

/**
 * A write of the drawer: its answer is the new state, and every drawer screen refetches at once
 * (the live event follows for the other devices; this one need not wait for it).
 */
export function useDrawerMutation<I, O>(
  fn: (input: I) => Promise<O>,
  topics: readonly LiveTopic[] = ["cash_drawer"],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: the caller's own onSuccess (a toast, the close's result) runs before the refetch
    // unmounts the form that asked.
    onSuccess: () => {
      for (const topic of topics) void queryClient.invalidateQueries({ queryKey: topicKey(topic) });
    },
  });
}
