import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { msg } from "../../domain/kernel/messages";
import { SERVICE_STATES, type ServiceState } from "../../domain/service-orders/states";
import { useSession } from "../auth/use-session";
import { apiQuery, operationUrl, postMultipart, topicKey } from "../lib/api";

/** Where the desk lives: Órdenes › Servicio (every staff role reaches Órdenes under /admin). */
export const DESK_PATH = "/admin/orders/services";
export const deskOrderPath = (id: string) => `${DESK_PATH}/${id}`;

/** Every service query starts with the live topic: a 'service_orders' event refetches them. */
export const SERVICE_KEY = topicKey("service_orders");

export const LIST_KEYS = ["state", "view", "technicianId", "minAgeDays", "q", "page"] as const;
export type ListFilters = Partial<Record<(typeof LIST_KEYS)[number], string>>;
export const VIEWS = ["open", "all", "uncollected"] as const;
type View = (typeof VIEWS)[number];

const isState = (s: string | undefined): s is ServiceState => SERVICE_STATES.includes(s as ServiceState);
const isView = (s: string | undefined): s is View => VIEWS.includes(s as View);
const wholeNumber = (s: string | undefined, min: number) => {
  const n = Number(s);
  return s && Number.isInteger(n) && n >= min ? n : undefined;
};

/** The address's filters as the list operation reads them (a value it would refuse is left out). */
export function listQuery(filters: ListFilters) {
  return {
    state: isState(filters.state) ? filters.state : undefined,
    view: isView(filters.view) ? filters.view : ("open" as const),
    technicianId: filters.technicianId || undefined,
    minAgeDays: wholeNumber(filters.minAgeDays, 0),
    q: filters.q?.trim() || undefined,
    page: wholeNumber(filters.page, 1) ?? 1,
  };
}

export function useServiceOrders(filters: ListFilters) {
  return useQuery({
    ...apiQuery("listServiceOrders", { query: listQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

export function useServiceOrder(id: string) {
  return useQuery({ ...apiQuery("getServiceOrder", { params: { id } }), retry: false });
}

/**
 * The team an order may be assigned to: everyone a staff member may write to, and that person
 * (the one list every staff role may read), by name.
 */
export function useTechnicians() {
  const { user } = useSession();
  const others = useQuery({ ...apiQuery("listMessageRecipients"), staleTime: 60_000 });
  const me = user ? [{ id: user.id, name: user.name }] : [];
  const all = [...me, ...(others.data ?? []).filter((p) => p.id !== user?.id)];
  return all.sort((a, b) => a.name.localeCompare(b.name, "es"));
}

/** After any change: the order, the list and its counts read again (the live event does it too). */
export function useRefreshDesk() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SERVICE_KEY });
    void queryClient.invalidateQueries({ queryKey: ["sales"] });
  };
}

/** A photo of the watch (multipart: the one request of the desk that is not JSON). */
export async function uploadServicePhoto(id: string, photo: File): Promise<void> {
  const body = new FormData();
  body.set("photo", photo);
  await postMultipart(
    operationUrl("addServiceOrderPhoto", { params: { id } }),
    body,
    msg.internalError,
    () => undefined,
  );
}
