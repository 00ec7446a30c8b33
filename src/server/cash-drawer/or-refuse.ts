import type { Result } from "../../domain/kernel/result";
import { AppError } from "../http/errors";

/**
 * A domain refusal of the cash drawer: who may not do it is a 403, a register already open a 409,
 * anything else a 400 — each with the domain's Spanish text. Nothing was written yet.
 */
export function orRefuse<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message } = result.error;
  if (code === "drawer_forbidden") throw new AppError("forbidden", message);
  if (code === "drawer_already_open") throw new AppError("conflict", message);
  throw new AppError("domain_rule", message);
}
