import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "../lib/api";

/** Where each pending web order's declared transfer stands with the bank (Compras Web's filter). */
export function useWebOrderBankStates() {
  return useQuery(apiQuery("getWebOrderBankStates")).data?.states ?? {};
}
