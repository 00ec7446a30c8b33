import { formatMoney } from "../../domain/kernel/money";

/** An amount in a report's table: the store's money format, or "—" where there is none. */
export const L = (c: number | null) => (c === null ? "—" : formatMoney(c));
/** A count in a report's table, with thousands separated as money is (1,234). */
export const n = (x: number) => x.toLocaleString("en-US");
