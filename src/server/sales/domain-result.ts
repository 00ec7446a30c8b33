import type { Result } from "../../domain/kernel/result";
import { AppError } from "../http/errors";

/** A domain refusal becomes a 400 with the catalogue's Spanish text; nothing was written yet. */
export function orRefuse<T>(result: Result<T>): T {
  if (!result.ok) throw new AppError("domain_rule", result.error.message);
  return result.value;
}
