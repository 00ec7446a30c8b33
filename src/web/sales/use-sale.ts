import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CallInput } from "../../contracts/kernel/operation";
import type { SaleDocument } from "../../contracts/sales/sales";
import { orderMessages } from "../../domain/sales/messages-orders";
import { apiQuery, call, errorMessage } from "../lib/api";
import type { OperationTypes } from "../lib/operations.gen";
import { toast } from "../lib/toast";

export interface MutationResult {
  sale: SaleDocument;
  notices: string[];
}

const saleQuery = (id: string) => apiQuery("getSale", { params: { id } });

/** The order dialog's live subscription (docs/product/operations.md sales/{id}): a 'sales' event refetches it. */
export function useSale(id: string | null) {
  return useQuery({
    ...saleQuery(id ?? ""),
    enabled: Boolean(id),
    retry: false,
  });
}

/** What an operation's form sends; the version is added here, from the sale on screen. */
type Body<K extends keyof OperationTypes> = Omit<
  NonNullable<CallInput<OperationTypes[K]>["body"]>,
  "version"
>;

type Op =
  | { kind: "update"; body: Body<"updateSale"> }
  | { kind: "pay"; body: Body<"registerSalePayment"> }
  | { kind: "transferPay"; body: Body<"registerTransferAbono"> }
  | { kind: "editPayment"; paymentId: string; body: Body<"editSalePayment"> }
  | { kind: "deletePayment"; paymentId: string }
  | { kind: "addCost"; body: Body<"addSaleExtraCost"> }
  | { kind: "editCost"; index: number; body: Body<"editSaleExtraCost"> }
  | { kind: "deleteCost"; index: number }
  | { kind: "discount"; body: Body<"setSaleExtraDiscount"> }
  | { kind: "refundCredit"; body: Body<"refundSaleCredit"> }
  | { kind: "transferCredit"; body: Body<"transferSaleCredit"> }
  | { kind: "assignSerial"; serial: string }
  | { kind: "removeSerial"; serial: string };

function send(id: string, version: number, op: Op): Promise<MutationResult> {
  switch (op.kind) {
    case "update":
      return call("updateSale", { params: { id }, body: { ...op.body, version } });
    case "pay":
      return call("registerSalePayment", { params: { id }, body: op.body });
    case "transferPay":
      return call("registerTransferAbono", { params: { id }, body: op.body });
    case "editPayment":
      return call("editSalePayment", {
        params: { id, paymentId: op.paymentId },
        body: { ...op.body, version },
      });
    case "deletePayment":
      return call("deleteSalePayment", { params: { id, paymentId: op.paymentId }, query: { version } });
    case "addCost":
      return call("addSaleExtraCost", { params: { id }, body: op.body });
    case "editCost":
      return call("editSaleExtraCost", { params: { id, index: op.index }, body: { ...op.body, version } });
    case "deleteCost":
      return call("deleteSaleExtraCost", { params: { id, index: op.index }, query: { version } });
    case "discount":
      return call("setSaleExtraDiscount", { params: { id }, body: { ...op.body, version } });
    // Money leaving the sale is decided on the figures shown: a stale screen is refused.
    case "refundCredit":
      return call("refundSaleCredit", { params: { id }, body: { ...op.body, version } });
    case "transferCredit":
      return call("transferSaleCredit", { params: { id }, body: { ...op.body, version } });
    // Naming a watch changes no figure: quick scans one after another are never refused as stale.
    case "assignSerial":
      return call("assignSaleSerial", { params: { id }, body: { serial: op.serial } });
    case "removeSerial":
      return call("removeSaleSerial", { params: { id, serial: op.serial } });
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
      queryClient.setQueryData(saleQuery(result.sale.id).queryKey, result.sale);
      if (result.notices.length) for (const n of result.notices) toast.info(n);
      else toast.success(success);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
    },
    // 'Error al registrar pago: {message}' once, not 'Error al registrar pago: Error: …'.
    onError: (error, { failure }) => toast.error(failure(orderMessages.failureDetail(errorMessage(error)))),
  });
}
