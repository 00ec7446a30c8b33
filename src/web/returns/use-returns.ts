import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReturnRow } from "../../contracts/returns/returns";
import type { SaleDocument } from "../../contracts/sales/sales";
import { apiQuery, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";

/** A sale's returns and what the return form needs (the window, the serials it holds); live on 'sales'. */
export function useSaleReturns(saleId: string) {
  return useQuery(apiQuery("listSaleReturns", { params: { id: saleId } }));
}

export interface ReturnResult {
  sale: SaleDocument;
  notices: string[];
  return: ReturnRow;
}

/**
 * One mutation for creating, applying or rejecting a return: the order dialog's sale takes the
 * answer's document at once, every 'sales' query (the returns list, Órdenes) refetches, and the
 * server's notices (or else `success`) are toasted. A refusal changes nothing and shows the server's
 * Spanish message through `failure`.
 */
export function useReturnMutation<I, R extends ReturnResult = ReturnResult>(
  send: (input: I) => Promise<R>,
  success: (r: ReturnRow) => string,
  failure: (message: string) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      queryClient.setQueryData(apiQuery("getSale", { params: { id: result.sale.id } }).queryKey, result.sale);
      // The server's notices already say what happened (its number); else the screen's own words.
      if (result.notices.length) for (const n of result.notices) toast.success(n);
      else toast.success(success(result.return));
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
    },
    onError: (error) => toast.error(failure(errorMessage(error))),
  });
}
