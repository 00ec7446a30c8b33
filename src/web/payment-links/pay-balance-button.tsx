import { useMutation } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { useNavigate } from "react-router";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import { call, errorMessage } from "../lib/api";
import { Button } from "../ui/button";

/**
 * Mis Compras and an order's page: the customer pays their own balance by card. A link for the
 * whole balance is made (a customer may not choose the amount: that is the shop's credit decision)
 * and opened here, on the same page a WhatsApp link opens. On the order's page (`orderLink`) the
 * order's own access decides — the account, the browser or the signed link — not a session.
 */
export function PayBalanceButton({
  saleId,
  orderLink,
}: {
  saleId: string;
  orderLink?: { token: string | null };
}) {
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () =>
      orderLink
        ? call("createOrderPaymentLink", {
            params: { id: saleId },
            query: orderLink.token ? { t: orderLink.token } : {},
          })
        : call("createPaymentLink", { params: { id: saleId }, body: {} }),
    onSuccess: (link) => navigate(`/pagar/${link.token}`),
  });
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        onClick={() => create.mutate()}
        disabled={create.isPending}
        className="w-full sm:w-auto"
      >
        <CreditCard className="h-4 w-4" aria-hidden="true" />
        {create.isPending ? m.creating : m.payBalanceByCard}
      </Button>
      <p className="text-sm text-muted">{m.payBalanceHint}</p>
      {create.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(create.error)}
        </p>
      ) : null}
    </div>
  );
}
