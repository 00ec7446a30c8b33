import { useQuery } from "@tanstack/react-query";
import { STORE_NAME } from "../../domain/kernel/store";
import { apiQuery } from "./api";

/**
 * The store's name from Configuración (the panel and storefront title). Its query key starts with
 * the live topic "settings", so a change made anywhere shows on every open screen at once.
 */
export function useStoreName(): string {
  const { data } = useQuery({ ...apiQuery("getStoreInfo"), staleTime: 5 * 60_000 });
  return data?.storeName ?? STORE_NAME;
}
