import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AddStockInput,
  AdjustStockInput,
  InventoryListQuery,
  MovementListQuery,
} from "../../contracts/inventory/inventory";
import { msg } from "../../domain/kernel/messages";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";

/** Inventario: the server filters, sorts and pages; a 'products' event refetches (live). */
export function useInventory(query: InventoryListQuery) {
  return useQuery({ ...apiQuery("listInventory", { query }), placeholderData: keepPreviousData });
}

export function useInventoryBrands() {
  return useQuery({ ...apiQuery("listInventoryBrands"), staleTime: 60_000 });
}

export function useInventoryProduct(id: string) {
  return useQuery(apiQuery("getInventoryProduct", { params: { id } }));
}

/** The ledger of one product or the store; an 'inventory_movements' event refetches. */
export function useMovements(query: MovementListQuery) {
  return useQuery({ ...apiQuery("listMovements", { query }), placeholderData: keepPreviousData });
}

/** After a stock change both the table and the ledgers are stale (the live event also says so). */
function useInvalidateStock() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: topicKey("products") }),
      client.invalidateQueries({ queryKey: topicKey("inventory_movements") }),
    ]);
}

export function useAddStock(productId: string) {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: AddStockInput) => call("addStock", { params: { id: productId }, body }),
    onSuccess: async (result) => {
      toast.success(result.message);
      await invalidate();
    },
  });
}

export function useAdjustStock(productId: string) {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: AdjustStockInput) => call("adjustStock", { params: { id: productId }, body }),
    onSuccess: async (result) => {
      if (result.changed) toast.success(result.message);
      else toast.info(result.message);
      await invalidate();
    },
  });
}

export function useSetVisibility() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      call("setProductVisibility", { params: { id }, body: { isPublic } }),
    onSuccess: async () => {
      toast.success(msg.visibilityChanged);
      await invalidate();
    },
    onError: (error) => toast.error(msg.stockOperationFailure(errorMessage(error))),
  });
}

export function useStockTake() {
  return useQuery(apiQuery("getStockTake"));
}

export function useStockTakeActions() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: topicKey("stock_takes") }),
      client.invalidateQueries({ queryKey: topicKey("products") }),
      client.invalidateQueries({ queryKey: topicKey("inventory_movements") }),
    ]);
  const fail = (error: unknown) => toast.error(errorMessage(error));
  return {
    start: useMutation({
      mutationFn: (productIds?: string[]) => call("startStockTake", { body: { productIds } }),
      onSuccess: async () => {
        toast.success(msg.stockTakeStarted);
        await refresh();
      },
      onError: fail,
    }),
    count: useMutation({
      mutationFn: (v: { id: string; productId: string; countedQuantity: number | null }) =>
        call("countStockTakeLine", {
          params: { id: v.id, productId: v.productId },
          body: { countedQuantity: v.countedQuantity },
        }),
      onError: fail,
    }),
    apply: useMutation({
      mutationFn: (id: string) => call("applyStockTake", { params: { id } }),
      onSuccess: async (result) => {
        toast.success(result.message);
        await refresh();
      },
      onError: async (error) => {
        fail(error);
        await refresh();
      },
    }),
    discard: useMutation({
      mutationFn: (id: string) => call("discardStockTake", { params: { id } }),
      onSuccess: async () => {
        toast.success(msg.stockTakeCancelled);
        await refresh();
      },
      onError: fail,
    }),
  };
}
