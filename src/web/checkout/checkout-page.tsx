import { CreditCard, Landmark } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { checkoutInput } from "../../contracts/checkout";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";
import { useSession } from "../auth/use-session";
import { useCart, useQuote } from "../cart";
import { ApiError, call } from "../lib/api";
import { usePageMeta } from "../lib/use-page-meta";
import { useShippingLocations } from "../shipping";
import { Button, buttonClass } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { SaleTotalsLines } from "../ui/sale-totals-lines";
import {
  type CheckoutForm,
  fieldOf,
  loadCheckoutDraft,
  prefill,
  saveCheckoutDraft,
} from "./checkout-form-state";
import { DiscountCodeField } from "./discount-code-field";
import { PaymentChoice } from "./payment-choice";

type Errors = Partial<Record<keyof CheckoutForm | "discountCode" | "items" | "form", string>>;

export function CheckoutPage() {
  usePageMeta(msg.checkoutTitle);
  const cart = useCart();
  const { user } = useSession();
  const { data: cities } = useShippingLocations();
  const [draft] = useState(loadCheckoutDraft);
  const [form, setForm] = useState<CheckoutForm>(draft.form);
  const [code, setCode] = useState(draft.code);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const { data: quote } = useQuote(cart, { cityId: form.cityId, discountCode: code });

  useEffect(() => setForm((f) => prefill(f, user, cities)), [user, cities]);
  useEffect(() => saveCheckoutDraft({ form, code }), [form, code]);
  const set = (patch: Partial<CheckoutForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    // An error leaves as soon as its field is valid, not at the next submit.
    const shown = (Object.keys(patch) as Array<keyof CheckoutForm>).filter((k) => errors[k]);
    if (shown.length === 0) return;
    const still = issuesOf({ ...form, ...patch });
    setErrors((e) => {
      const next = { ...e };
      for (const k of shown) if (!still[k]) delete next[k];
      return next;
    });
  };
  const chooseCity = (id: string) => {
    const city = cities?.find((c) => c.id === id);
    set({ cityId: id, department: city?.department ?? "", municipality: city?.city ?? "" });
  };

  const bodyOf = (f: CheckoutForm) => ({
    items: cart.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    contact: { name: f.name, email: f.email, phone: f.phone },
    shipping: {
      cityId: f.cityId,
      department: f.department,
      municipality: f.municipality,
      address: f.address,
      note: f.note || undefined,
    },
    discountCode: code || undefined,
    paymentMethod: f.paymentMethod,
  });
  const issuesOf = (f: CheckoutForm): Errors => {
    const parsed = checkoutInput.safeParse(bodyOf(f));
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = fieldOf(issue.path.join(".")) ?? "form";
      found[key] ??= issue.message;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkoutInput.safeParse(bodyOf(form));
    if (!parsed.success) {
      setErrors(issuesOf(form));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const result = await call("placeOrder", { body: parsed.data });
      if (result.method === "card") window.location.assign(result.redirectUrl);
      else navigate(result.redirectUrl);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : msg.internalError;
      const key = error instanceof ApiError ? (fieldOf(error.field) ?? "form") : "form";
      setErrors({ [key === "items" ? "form" : key]: message });
      setSending(false);
    }
  };

  if (cart.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="font-display text-3xl font-semibold">{msg.checkoutTitle}</h1>
        <p>{msg.cartEmpty}</p>
        <Link to="/catalog" className={buttonClass("primary")}>
          {msg.continueShopping}
        </Link>
      </div>
    );
  }
  const err = (key: keyof Errors) =>
    errors[key] ? (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errors[key]}
      </p>
    ) : null;
  const field = (key: keyof CheckoutForm, label: string, props: Record<string, unknown> = {}) => (
    <div>
      <TextField
        label={label}
        value={form[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        aria-invalid={Boolean(errors[key])}
        {...props}
      />
      {err(key)}
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_360px]"
    >
      <div className="flex flex-col gap-6">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{msg.checkoutTitle}</h1>
        <fieldset className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
          <legend className="px-1 font-display text-xl font-semibold">{msg.contactSection}</legend>
          <div className="sm:col-span-2">{field("name", msg.fullNameLabel, { autoComplete: "name" })}</div>
          {field("email", msg.emailLabel, { type: "email", autoComplete: "email" })}
          {field("phone", msg.phoneLabel, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
        </fieldset>
        <fieldset className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
          <legend className="px-1 font-display text-xl font-semibold">{msg.shippingSection}</legend>
          <div>
            <SelectField
              label={msg.cityLabel}
              value={form.cityId}
              onChange={(e) => chooseCity(e.target.value)}
              aria-invalid={Boolean(errors.cityId)}
            >
              <option value="">{msg.cityPlaceholder}</option>
              {cities?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.city} — {formatMoney(c.cost)}
                </option>
              ))}
            </SelectField>
            {err("cityId")}
          </div>
          {field("department", msg.departmentLabel)}
          {field("municipality", msg.municipalityLabel)}
          {field("address", msg.addressLabel, { autoComplete: "street-address" })}
          <div className="sm:col-span-2">{field("note", msg.noteLabel)}</div>
        </fieldset>
        <PaymentChoice value={form.paymentMethod} onChange={(paymentMethod) => set({ paymentMethod })} />
      </div>
      <aside className="flex h-fit flex-col gap-4 rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-20">
        <h2 className="font-display text-xl font-semibold">{msg.summarySection}</h2>
        <ul className="flex flex-col gap-2 text-sm">
          {cart.map((i) => (
            <li key={i.productId} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">
                {i.quantity} × {i.name}
              </span>
            </li>
          ))}
        </ul>
        <DiscountCodeField applied={code} onApply={setCode} quote={quote} serverError={errors.discountCode} />
        {quote ? (
          <SaleTotalsLines
            amounts={{
              subtotal: quote.subtotal,
              promoItemsDiscount: quote.promoItemsDiscount,
              appliedDiscount: quote.appliedDiscount,
              shippingCost: form.cityId ? quote.shippingCost : undefined,
            }}
          />
        ) : null}
        {err("form")}
        <Button type="submit" disabled={sending || !quote}>
          {form.paymentMethod === "card" ? (
            <CreditCard className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Landmark className="h-5 w-5" aria-hidden="true" />
          )}
          {form.paymentMethod === "card" && quote
            ? msg.payAmount(formatMoney(quote.total))
            : msg.confirmOrder}
        </Button>
      </aside>
    </form>
  );
}
