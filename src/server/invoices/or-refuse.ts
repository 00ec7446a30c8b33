import type { Result } from "../../domain/kernel/result";
import { AppError } from "../http/errors";

/** A domain refusal: a used-up or expired range is a 409 (the request was fine, the state is not). */
export function orRefuse<T>(result: Result<T>): T {
  if (!result.ok)
    throw new AppError(result.error.code === "conflict" ? "conflict" : "domain_rule", result.error.message);
  return result.value;
}
