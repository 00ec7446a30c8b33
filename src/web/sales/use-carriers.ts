import { useQuery } from "@tanstack/react-query";
import type { CarrierView } from "../../contracts/settings/settings";
import { apiQuery } from "../lib/api";

const NONE: CarrierView[] = [];

/** The carriers of Configuración (admins read the settings; the dialog is editable only for them). */
export function useCarriers(enabled: boolean): CarrierView[] {
  const { data } = useQuery({ ...apiQuery("getSettings"), enabled, staleTime: 60_000 });
  return data?.carriers ?? NONE;
}
