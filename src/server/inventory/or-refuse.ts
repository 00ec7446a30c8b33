import type { Result } from "../../domain/kernel/result";
import { AppError } from "../http/errors";

/** A domain refusal becomes a 400 with the catalogue's Spanish text, on the field it names. */
export function orRefuse<T>(result: Result<T>, field?: string): T {
  if (!result.ok) throw new AppError("domain_rule", result.error.message, field);
  return result.value;
}
