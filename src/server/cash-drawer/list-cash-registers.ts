import type { Db } from "../db/client";
import { registerRows } from "./register-rows";

/** The store's registers, for Configuración and for choosing one when opening a session. */
export async function listCashRegisters(db: Db) {
  return { registers: await registerRows(db) };
}
