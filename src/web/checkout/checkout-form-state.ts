import type { SessionUser } from "../../contracts/auth/session";
import type { CheckoutDetails } from "../../contracts/checkout/checkout";
import type { ShippingLocation } from "../../contracts/shipping/shipping";

/** The checkout form's values: the contract's contact, shipping and payment method. */
export type CheckoutForm = CheckoutDetails & { shipping: { note: string } };

export const emptyForm: CheckoutForm = {
  contact: { name: "", email: "", phone: "" },
  shipping: { cityId: "", department: "", municipality: "", address: "", note: "" },
  paymentMethod: "card",
};

/** A signed-in buyer starts from their profile ("prefilled from the profile"): only empty fields. */
export function prefill(
  form: CheckoutForm,
  user: SessionUser | null,
  cities: ShippingLocation[] | undefined,
): CheckoutForm {
  if (!user) return form;
  const city = cities?.find((c) => c.city === user.city);
  return {
    ...form,
    contact: {
      name: form.contact.name || user.name,
      email: form.contact.email || user.email,
      phone: form.contact.phone || (user.phone ?? ""),
    },
    shipping:
      city && !form.shipping.cityId
        ? { ...form.shipping, cityId: city.id, department: city.department, municipality: city.city }
        : form.shipping,
  };
}

/**
 * What the buyer typed survives a declined card and 'Reintentar' (docs/storefront.md): the form
 * and the code are kept in this tab's session storage until the order is paid or confirmed.
 */
export const CHECKOUT_DRAFT_KEY = "checkoutDraft";

export interface CheckoutDraft {
  form: CheckoutForm;
  code: string;
}

/** Copies only the known string fields of a saved draft: storage is input like any other. */
function strings<T extends Record<string, string>>(empty: T, saved: unknown): T {
  const out = { ...empty };
  if (!saved || typeof saved !== "object") return out;
  for (const key of Object.keys(empty) as Array<keyof T>) {
    const value = (saved as Record<keyof T, unknown>)[key];
    if (typeof value === "string") out[key] = value as T[keyof T];
  }
  return out;
}

export function loadCheckoutDraft(): CheckoutDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? "null") as {
      form?: Partial<Record<keyof CheckoutForm, unknown>>;
      code?: unknown;
    } | null;
    if (!saved || typeof saved !== "object") return { form: emptyForm, code: "" };
    const method = saved.form?.paymentMethod;
    const form: CheckoutForm = {
      contact: strings(emptyForm.contact, saved.form?.contact),
      shipping: strings(emptyForm.shipping, saved.form?.shipping),
      paymentMethod: method === "transfer" ? "transfer" : "card",
    };
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
