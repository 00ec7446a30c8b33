import type { Result } from "../../domain/kernel/result";
import { AppError } from "../http/errors";

/**
 * The field of the request a domain refusal is about, so a screen shows it under that field; a
 * refusal about the session or the register as a whole has none.
 */
const FIELD_OF: Record<string, string> = {
  drawer_amount: "amount",
  drawer_reason: "reason",
  drawer_approval_note: "note",
  drawer_float: "float",
  drawer_count: "counts",
  drawer_counted: "counts",
  drawer_denominations: "denominations",
  drawer_threshold: "differenceThreshold",
  drawer_control_open: "cashControl",
  drawer_register_name: "name",
  drawer_register_name_taken: "name",
};

/**
 * A domain refusal of the cash drawer: who may not do it is a 403, a register already open a 409,
 * anything else a 400 — each with the domain's Spanish text and the field it is about. Nothing
 * was written yet.
 */
export function orRefuse<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message } = result.error;
  if (code === "drawer_forbidden") throw new AppError("forbidden", message);
  if (code === "drawer_already_open") throw new AppError("conflict", message);
  throw new AppError("domain_rule", message, FIELD_OF[code]);
}
