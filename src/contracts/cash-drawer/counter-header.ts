/**
 * The register a device takes money on (docs/decisions/0252). The browser keeps the register
 * chosen when a session was opened on it under this localStorage key, and the typed client sends
 * it with every request in this header; the server ties the money a request takes at the counter
 * to that register's open session. No zod here: the web's API client, in every bundle, imports it.
 */
export const CASH_REGISTER_HEADER = "x-cash-register";
export const CASH_REGISTER_STORAGE_KEY = "cashRegisterId";
/** A register's id as the header may carry it (the server ignores any other value). */
export const CASH_REGISTER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
