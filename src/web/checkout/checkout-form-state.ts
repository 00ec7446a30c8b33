import type { SessionUser } from "../../contracts/session";
import type { ShippingLocation } from "../../contracts/shipping";

export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  cityId: string;
  department: string;
  municipality: string;
  address: string;
  note: string;
  paymentMethod: "card" | "transfer";
}

export const emptyForm: CheckoutForm = {
  name: "",
  email: "",
  phone: "",
  cityId: "",
  department: "",
  municipality: "",
  address: "",
  note: "",
  paymentMethod: "card",
};

/** A signed-in buyer starts from their profile (issue 4: "prefilled from the profile"). */
export function prefill(
  form: CheckoutForm,
  user: SessionUser | null,
  cities: ShippingLocation[] | undefined,
): CheckoutForm {
  if (!user) return form;
  const city = cities?.find((c) => c.city === user.city);
  return {
    ...form,
    name: form.name || user.name,
    email: form.email || user.email,
    phone: form.phone || (user.phone ?? ""),
    ...(city && !form.cityId
      ? { cityId: city.id, department: city.department, municipality: city.city }
      : {}),
  };
}

/** The form's field for an error path of the checkout contract ('contact.email' → 'email'). */
export function fieldOf(path: string | undefined): keyof CheckoutForm | "discountCode" | "items" | null {
  if (!path) return null;
  const last = path.split(".").pop() ?? "";
  if (path.startsWith("items")) return "items";
  if (last === "discountCode") return "discountCode";
  return last in emptyForm ? (last as keyof CheckoutForm) : null;
}

/**
 * What the buyer typed survives a declined card and 'Reintentar' (docs/decisions/0050): the form
 * and the code are kept in this tab's session storage until the order is paid or confirmed.
 */
export const CHECKOUT_DRAFT_KEY = "checkoutDraft";

export interface CheckoutDraft {
  form: CheckoutForm;
  code: string;
}

export function loadCheckoutDraft(): CheckoutDraft {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? "null",
    ) as Partial<CheckoutDraft> | null;
    if (!saved || typeof saved !== "object") return { form: emptyForm, code: "" };
    const form = { ...emptyForm };
    for (const key of Object.keys(emptyForm) as Array<keyof CheckoutForm>) {
      const value = saved.form?.[key];
      if (typeof value === "string") (form as Record<string, string>)[key] = value;
    }
    if (form.paymentMethod !== "card" && form.paymentMethod !== "transfer") form.paymentMethod = "card";
    return { form, code: typeof saved.code === "string" ? saved.code : "" };
  } catch {
    return { form: emptyForm, code: "" };
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just is not kept.
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
