import { useState } from "react";
import { useNavigate } from "react-router";
import { orderLookupInput } from "../../contracts/checkout/orders";
import { checkoutMessages as m } from "../../domain/checkout/messages-checkout";
import { call, errorMessage } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";

/**
 * For a buyer without the email's link (or whose link expired): the order number and the email or
 * phone they bought with open the order, on this same page with its signed link. The server
 * answers a wrong pair exactly as a missing order, so the refusal names neither.
 */
export function OrderLookup({ orderNumber }: { orderNumber?: string }) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useContractForm(orderLookupInput, { orderNumber: orderNumber ?? "", contact: "" });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const found = await call("lookupOrder", { body });
      const query = new URLSearchParams({ orderId: found.orderId, t: found.token });
      navigate(`/payment/success?${query.toString()}`, { replace: true });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });
  return (
    <section
      className="flex w-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
      aria-labelledby="order-lookup"
    >
      <h2 id="order-lookup" className="font-display text-xl font-semibold">
        {m.lookupTitle}
      </h2>
      <p className="text-sm text-muted">{m.lookupIntro}</p>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <TextField
          label={m.lookupNumberLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.orderNumber?.message}
          {...form.register("orderNumber")}
        />
        <TextField
          label={m.lookupContactLabel}
          autoComplete="email"
          error={errors.contact?.message}
          {...form.register("contact")}
        />
        {refusal ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-400">
            {refusal}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? m.lookupSearching : m.lookupSubmit}
          </Button>
        </div>
      </form>
    </section>
  );
}
