import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddStockInput } from "../../contracts/inventory/inventory";
import type { AdjustUnitsInput, SerializeProductInput } from "../../contracts/inventory/units";
import type { UnitStatus } from "../../domain/inventory/units";
import { apiQuery, call, topicKey } from "../lib/api";
import { toast } from "../lib/toast";

/** A product's watches by serial; an 'inventory_movements' event refetches (live). */
export function useProductUnits(productId: string, status?: UnitStatus, enabled = true) {
  return useQuery({
    ...apiQuery("listProductUnits", { params: { id: productId }, query: { status } }),
    enabled,
  });
}

/** A watch by its serial; nothing is asked until there is a serial. A 404 is an answer, not retried. */
export function useSerialLookup(serial: string) {
  return useQuery({
    ...apiQuery("lookupSerial", { params: { serial } }),
    enabled: serial.length > 0,
    retry: false,
  });
}

/** After a change of units, the table, the ledgers and the lists of watches are stale. */
function useInvalidateUnits() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: topicKey("products") }),
      client.invalidateQueries({ queryKey: topicKey("inventory_movements") }),
    ]);
}

function useUnitsMutation<T>(send: (body: T) => Promise<{ message: string }>) {
  const invalidate = useInvalidateUnits();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      toast.success(result.message);
      await invalidate();
    },
  });
}

/** Agregar stock of a serialized product: one serial per unit received. */
export function useAddUnits(productId: string) {
  return useUnitsMutation((body: AddStockInput) => call("addStock", { params: { id: productId }, body }));
}

/** Ajuste manual of a serialized product: the watches that come in and those written off. */
export function useAdjustUnits(productId: string) {
  return useUnitsMutation((body: AdjustUnitsInput) =>
    call("adjustUnits", { params: { id: productId }, body }),
  );
}

/** Llevar por número de serie: one serial per available unit. */
export function useSerializeProduct(productId: string) {
  return useUnitsMutation((body: SerializeProductInput) =>
    call("serializeProduct", { params: { id: productId }, body }),
  );
}
