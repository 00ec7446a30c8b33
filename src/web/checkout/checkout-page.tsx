import { CreditCard, Landmark } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { checkoutDetails } from "../../contracts/checkout/checkout";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";
import { formatMoney } from "../../domain/kernel/money";
import { effectivePrice } from "../../domain/products/pricing";
import { creditForPurchase } from "../../domain/sales/credit-spend";
import { linePriceStory } from "../../domain/sales/price-story";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { useSession } from "../auth/use-session";
import { useCart, useQuote } from "../cart";
import { ApiError, call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { usePageMeta } from "../lib/use-page-meta";
import { useShippingLocations } from "../shipping";
import { Button, buttonClass } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { StoryLine } from "../ui/price-story";
import { SaleTotalsLines } from "../ui/sale-totals-lines";
import { type CheckoutForm, loadCheckoutDraft, prefill, saveCheckoutDraft } from "./checkout-form-state";
import { CreditChoice } from "./credit-choice";
import { DiscountCodeField } from "./discount-code-field";
import { LayawayChoice } from "./layaway-choice";
import { PaymentChoice } from "./payment-choice";

type FieldPath =
  | "contact.name"
  | "contact.email"
  | "contact.phone"
  | `shipping.${keyof CheckoutForm["shipping"]}`;

export function CheckoutPage() {
  usePageMeta(shopMsg.checkoutTitle);
  const cart = useCart();
  const { user } = useSession();
  const { data: cities } = useShippingLocations();
  const [draft] = useState(loadCheckoutDraft);
  const form = useContractForm(checkoutDetails, draft.form);
  const [code, setCode] = useState(draft.code);
  // Refusals that belong to no field the buyer types: the applied code and the order as a whole.
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const values = form.watch() as CheckoutForm;
  const cityId = values.shipping.cityId;
  const { data: quote } = useQuote(cart, { cityId, discountCode: code });

  useEffect(() => {
    const current = form.getValues() as CheckoutForm;
    const filled = prefill(current, user, cities);
    if (JSON.stringify(filled) !== JSON.stringify(current))
      form.reset(filled, { keepErrors: true, keepIsSubmitted: true });
  }, [user, cities, form]);
  useEffect(() => saveCheckoutDraft({ form: values, code }), [values, code]);
  // Choosing a city fills its department and municipality (still editable).
  const setLinked = (path: FieldPath, value: string) =>
    form.setValue(path, value, { shouldValidate: form.formState.isSubmitted });
  const chooseCity = (id: string) => {
    const city = cities?.find((c) => c.id === id);
    setLinked("shipping.department", city?.department ?? "");
    setLinked("shipping.municipality", city?.city ?? "");
  };

  const submit = form.handleSubmit(
    async (details) => {
      setFormError(undefined);
      setCodeError(undefined);
      setSending(true);
      try {
        const result = await call("placeOrder", {
          body: {
            ...details,
            shipping: { ...details.shipping, note: details.shipping.note || undefined },
            items: cart.map((i) => ({ productId: i.productId, quantity: i.quantity })),
            discountCode: code || undefined,
            // The two never combine (the server refuses it): an apartado leaves the credit alone.
            useCredit: details.useCredit && !details.layaway ? true : undefined,
          },
        });
        if (result.method === "card") window.location.assign(result.redirectUrl);
        else navigate(result.redirectUrl);
      } catch (error) {
        const message = error instanceof ApiError ? error.message : shopMsg.internalError;
        const field = error instanceof ApiError ? error.field : undefined;
        if (field === "discountCode") setCodeError(message);
        else if (field && (field.startsWith("contact.") || field.startsWith("shipping.")))
          form.setError(field as FieldPath, { type: "server", message });
        else setFormError(message);
        setSending(false);
      }
    },
    () => {
      setFormError(undefined);
      setCodeError(undefined);
    },
  );
  const errors = form.formState.errors;
  // Saldo a favor a signed-in buyer spends (docs/decisions/0251): up to the total, the rest by the method.
  const credit =
    quote && values.useCredit && !values.layaway ? creditForPurchase(quote.credit, quote.total) : 0;
  // An apartado pays its deposit now (docs/decisions/0253); it does not combine with credit.
  const toPay = quote ? (values.layaway && quote.layaway ? quote.layaway.deposit : quote.total - credit) : 0;

  if (cart.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="font-display text-3xl font-semibold">{shopMsg.checkoutTitle}</h1>
        <p>{shopMsg.cartEmpty}</p>
        <Link to="/catalog" className={buttonClass("primary")}>
          {shopMsg.continueShopping}
        </Link>
      </div>
    );
  }
  const field = (path: FieldPath, label: string, props: Record<string, unknown> = {}) => {
    const [group, key] = path.split(".") as ["contact" | "shipping", string];
    const error = (errors[group] as Record<string, { message?: string }> | undefined)?.[key]?.message;
    return <TextField label={label} error={error} {...props} {...form.register(path)} />;
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_360px]"
    >
      <div className="flex flex-col gap-6">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{shopMsg.checkoutTitle}</h1>
        <fieldset className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
          <legend className="px-1 font-display text-xl font-semibold">
            {checkoutMessages.contactSection}
          </legend>
          <div className="sm:col-span-2">
            {field("contact.name", shopMsg.fullNameLabel, { autoComplete: "name" })}
          </div>
          {field("contact.email", shopMsg.emailLabel, { type: "email", autoComplete: "email" })}
          {field("contact.phone", shopMsg.phoneLabel, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
        </fieldset>
        <fieldset className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
          <legend className="px-1 font-display text-xl font-semibold">
            {checkoutMessages.shippingSection}
          </legend>
          <div>
            <SelectField
              // Re-mounted once the cities arrive, so the registered field sets the kept city on
              // the real <select> (it cannot hold a value before its option exists).
              key={cities ? "cities" : "loading"}
              label={shopMsg.cityLabel}
              error={errors.shipping?.cityId?.message}
              {...form.register("shipping.cityId", { onChange: (e) => chooseCity(e.target.value) })}
            >
              <option value="">{shopMsg.cityPlaceholder}</option>
              {cities?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.city} — {formatMoney(c.cost)}
                </option>
              ))}
            </SelectField>
          </div>
          {field("shipping.department", checkoutMessages.departmentLabel)}
          {field("shipping.municipality", checkoutMessages.municipalityLabel)}
          {field("shipping.address", checkoutMessages.addressLabel, { autoComplete: "street-address" })}
          <div className="sm:col-span-2">{field("shipping.note", checkoutMessages.noteLabel)}</div>
        </fieldset>
        <PaymentChoice
          value={values.paymentMethod}
          onChange={(paymentMethod) => form.setValue("paymentMethod", paymentMethod)}
        />
      </div>
      <aside className="flex h-fit flex-col gap-4 rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-20">
        <h2 className="font-display text-xl font-semibold">{checkoutMessages.summarySection}</h2>
        {/* Each line as the cart shows it (docs/decisions/0244): the server's prices once quoted. */}
        <ul className="flex flex-col divide-y divide-border" data-testid="checkout-lines">
          {cart.map((i) => {
            const priced = quote?.lines.find((l) => l.productId === i.productId && l.available);
            const story = linePriceStory(
              priced
                ? { price: priced.price, regularPrice: priced.salePrice, quantity: i.quantity }
                : { price: effectivePrice(i), regularPrice: i.salePrice, quantity: i.quantity },
            );
            return <StoryLine key={i.productId} name={i.name} story={story} />;
          })}
        </ul>
        <DiscountCodeField applied={code} onApply={setCode} quote={quote} serverError={codeError} />
        {quote ? (
          <SaleTotalsLines
            amounts={{
              subtotal: quote.subtotal,
              promoItemsDiscount: quote.promoItemsDiscount,
              appliedDiscount: quote.appliedDiscount,
              shippingCost: cityId ? quote.shippingCost : undefined,
            }}
          />
        ) : null}
        {quote?.layaway ? (
          <LayawayChoice
            terms={quote.layaway}
            total={quote.total}
            chosen={values.layaway === true}
            withCredit={quote.credit > 0}
            {...form.register("layaway")}
          />
        ) : null}
        {quote && quote.credit > 0 && !values.layaway ? (
          <CreditChoice
            available={quote.credit}
            spent={credit}
            toPay={toPay}
            {...form.register("useCredit")}
          />
        ) : null}
        {formError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={sending || !quote}>
          {values.paymentMethod === "card" ? (
            <CreditCard className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Landmark className="h-5 w-5" aria-hidden="true" />
          )}
          {values.paymentMethod === "card" && quote && toPay > 0
            ? checkoutMessages.payAmount(formatMoney(toPay))
            : checkoutMessages.confirmOrder}
        </Button>
      </aside>
    </form>
  );
}
