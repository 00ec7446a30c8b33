import { z } from "zod";
import { hasAtMostTwoDecimals } from "../domain/commission";
import { msg } from "../domain/messages";

/** Every error the API answers has this body (ARCHITECTURE.md). `field` names the input that was refused. */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Answer of the server functions of docs/product/operations.md, shown as a toast. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const idParam = z.object({ id: z.string().min(1).max(64) });

/** Integer centavos (ARCHITECTURE.md). */
export const centavos = z.number().int().min(0);

/** A money column is a PostgreSQL integer: no stored amount or total may exceed it (L. 21,474,836.47). */
export const MAX_STORED_CENTAVOS = 2_147_483_647;
/** One amount a person types or filters by: at most L. 10,000,000.00. */
export const MAX_INPUT_CENTAVOS = 1_000_000_000;
/** An integer amount typed by a person; the sign is the domain's to judge (its Spanish texts). */
/**
 * A commission rate as people type it: a percentage 0–100 with up to 2 decimals (7.5). The server
 * holds it as basis points (docs/decisions/0150).
 */
export const commissionPercent = (message: string) =>
  z.number(message).min(0, message).max(100, message).refine(hasAtMostTwoDecimals, message);

export const amountInput = (message?: string) =>
  z.number().int(message).max(MAX_INPUT_CENTAVOS, msg.amountTooLarge);

/** A date string that parses and falls in years 1900–9999 (PostgreSQL and Date both hold it). */
export function isPlausibleDate(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1900 && year <= 9999;
}
