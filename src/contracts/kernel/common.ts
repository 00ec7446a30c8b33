import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import {
  EARLIEST_REQUEST_DAY,
  isWithinRequestBounds,
  LATEST_REQUEST_DAY,
  parseShopDate,
} from "../../domain/kernel/shop-calendar";
import { hasAtMostTwoDecimals } from "../../domain/sales/commission";

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

/** Whether a date text (a day or a timestamp) parses to an instant. */
export function isParsableDate(value: string): boolean {
  return !Number.isNaN(parseShopDate(value).getTime());
}

/** A day 'YYYY-MM-DD' of the years 2000 to 2100: the request bounds as a pattern (the format checks the day). */
const REQUEST_DAY_PATTERN = "^(?:20\\d{2}|2100)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$";

/**
 * The request bounds as the document states them (a refinement is invisible to it): the first and
 * last day, in the spirit of JSON Schema's formatMinimum/formatMaximum, which OpenAPI 3.0 lacks;
 * and for a day-only text, a pattern a generated client or a fuzzer can follow.
 */
function requestDateDoc(shape: z.ZodString) {
  return {
    description: `Entre ${EARLIEST_REQUEST_DAY} y ${LATEST_REQUEST_DAY}, días de la tienda (America/Tegucigalpa)`,
    "x-formatMinimum": EARLIEST_REQUEST_DAY,
    "x-formatMaximum": LATEST_REQUEST_DAY,
    ...(shape.format === "date" ? { pattern: REQUEST_DAY_PATTERN } : {}),
  };
}

/**
 * A date a person sends, of the given text shape: it must parse and fall within the days a request
 * may name (2000–2100 on the shop's calendar, the domain's isWithinRequestBounds). Every date in a
 * request parameter or body goes through here; the data import reads its files, not requests.
 */
export const requestDate = (shape: z.ZodString = z.string()) =>
  shape
    .refine(isParsableDate, msg.dateInvalid)
    .refine(isWithinRequestBounds, msg.dateOutOfBounds)
    .meta(requestDateDoc(shape));

/** A shop day 'YYYY-MM-DD' (a date filter, a report's from/to) within the request bounds. */
export const shopDayParam = requestDate(z.string().date(msg.dateInvalid));

/** Which page of a long list (1 first; past the last, an empty page). */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);
/** What a paged answer says beside its rows: which page, its size, how many rows the whole list has. */
export const pageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  rowCount: z.number().int(),
};
