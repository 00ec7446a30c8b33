import { MIN_PASSWORD_LENGTH } from "./constants";
import { msg } from "./messages";
import { type Centavos, parseLempiras } from "./money";
import { err, ok, type Result } from "./result";
import { splitFullName } from "./roles";

export interface RegistrationInput {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  city: string;
}

export interface Registration {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  password: string;
  phone: string;
  city: string;
}

/** docs/product/validation.md registration: every field filled, a city chosen, the name split at the first space. */
export function validateRegistration(input: RegistrationInput): Result<Registration> {
  const name = input.fullName.trim();
  const email = input.email.trim();
  const phone = input.phone.trim();
  if (!name || !email || !input.password || !phone) return err("fields_required", msg.allFieldsRequired);
  if (!input.city.trim()) return err("city_required", msg.chooseCity);
  if (input.password.length < MIN_PASSWORD_LENGTH) return err("password_short", msg.registerPasswordTooShort);
  return ok({
    ...splitFullName(name),
    name,
    email,
    password: input.password,
    phone,
    city: input.city.trim(),
  });
}

/** docs/product/validation.md change password: all filled, new and confirmation equal, at least 6 characters. */
export function validatePasswordChange(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Result<{ currentPassword: string; newPassword: string }> {
  if (!input.currentPassword || !input.newPassword || !input.confirmPassword) {
    return err("fields_required", msg.allFieldsRequired);
  }
  if (input.newPassword !== input.confirmPassword) return err("password_mismatch", msg.passwordsMismatch);
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return err("password_short", msg.passwordTooShort);
  return ok({ currentPassword: input.currentPassword, newPassword: input.newPassword });
}

/** docs/product/validation.md extra discount as typed in the dialog: minimum 0, step 0.01 (a centavo). */
export function parseExtraDiscount(text: string): Result<Centavos> {
  const amount = parseLempiras(text);
  if (amount === null || amount < 0) return err("extra_discount_invalid", msg.extraDiscountInvalid);
  return ok(amount);
}

/** docs/product/validation.md: the tracking URL is optional, and when given it is an http(s) URL. */
export function isValidTrackingUrl(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function validateTrackingUrl(text: string): Result<string> {
  return isValidTrackingUrl(text) ? ok(text.trim()) : err("tracking_url_invalid", msg.trackingUrlInvalid);
}
