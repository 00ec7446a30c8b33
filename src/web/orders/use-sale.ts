import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SaleDocument } from "../../contracts/sales";
import { orderMessages } from "../../domain/messages-orders";
import { deleteJson, errorMessage, getJson, patchJson, postJson, putJson } from "../lib/api";
import { toast } from "../lib/toast";

export interface MutationResult {
  sale: SaleDocument;
  notices: string[];
}

/** The order dialog's live subscription (docs/product/operations.md sales/{id}): a 'sales' event refetches it. */
export function useSale(id: string | null) {
  return useQuery({
    queryKey: ["sales", "one", id],
    queryFn: ({ signal }) => getJson<SaleDocument>(`/api/sales/${encodeURIComponent(id ?? "")}`, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

type Op =
  | { kind: "update"; body: Record<string, unknown> }
  | { kind: "pay"; body: { amount: number; date: string; type: "partial" | "full" } }
  | { kind: "editPayment"; paymentId: string; body: { amount: number; date: string } }
  | { kind: "deletePayment"; paymentId: string }
  | { kind: "addCost"; body: { description: string; amount: number } }
  | { kind: "editCost"; index: number; body: { description: string; amount: number } }
  | { kind: "deleteCost"; index: number }
  | { kind: "discount"; body: { amount: number; reason: string } };

function send(id: string, version: number, op: Op): Promise<MutationResult> {
  const base = `/api/sales/${encodeURIComponent(id)}`;
  switch (op.kind) {
    case "update":
      return patchJson(base, { ...op.body, version });
    case "pay":
      return postJson(`${base}/payments`, op.body);
    case "editPayment":
      return putJson(`${base}/payments/${op.paymentId}`, { ...op.body, version });
    case "deletePayment":
      return deleteJson(`${base}/payments/${op.paymentId}?version=${version}`);
    case "addCost":
      return postJson(`${base}/extra-costs`, op.body);
    case "editCost":
      return putJson(`${base}/extra-costs/${op.index}`, { ...op.body, version });
    case "deleteCost":
      return deleteJson(`${base}/extra-costs/${op.index}?version=${version}`);
    case "discount":
      return putJson(`${base}/extra-discount`, { ...op.body, version });
  }
}

/**
 * One mutation for every dialog operation. It sends the version the screen shows (a stale
 * edit is refused, never silently merged) and toasts the spec's texts: success as given,
 * failure as 'Error al …: {message}'.
 */
export function useSaleOperation(sale: SaleDocument | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ op }: { op: Op; success: string; failure: (m: string) => string }) =>
      send(sale!.id, sale!.version, op),
    onSuccess: (result, { success }) => {
      queryClient.setQueryData(["sales", "one", result.sale.id], result.sale);
      if (result.notices.length) for (const n of result.notices) toast.info(n);
      else toast.success(success);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
    },
    // 'Error al registrar pago: {message}' once, not 'Error al registrar pago: Error: …' (issue 9).
    onError: (error, { failure }) => toast.error(failure(orderMessages.failureDetail(errorMessage(error)))),
  });
}
