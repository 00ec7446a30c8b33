import { commonMessages } from "./messages-common";
import { err, ok, type Result } from "./result";
import { PHONE_COUNTRY_CODE } from "./store";

/**
 * docs/product/operations.md chat link: country code 504 plus the phone's digits, and the share text encoded.
 * A number typed with its country code already ('+504 9999-9999') is not prefixed twice:
 * Honduran numbers have 8 digits.
 */
export function whatsappShareLink(phone: string | null | undefined, text: string): Result<string> {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return err("no_phone", commonMessages.noCustomerPhone);
  const local = digits.length > 8 && digits.startsWith(PHONE_COUNTRY_CODE) ? digits.slice(3) : digits;
  return ok(`https://wa.me/${PHONE_COUNTRY_CODE}${local}?text=${encodeURIComponent(text)}`);
}
