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
