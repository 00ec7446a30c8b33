import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/errors";
import { cashRegisters } from "./schema";

/** The other registers' names, for the domain's validateRegisterName. */
export async function otherRegisterNames(db: DbOrTx, except?: string): Promise<string[]> {
  const rows = await db.select({ id: cashRegisters.id, name: cashRegisters.name }).from(cashRegisters);
  return rows.filter((r) => r.id !== except).map((r) => r.name);
}

/** Two admins naming two registers alike at once: the unique index refuses the second, with the same text. */
export function registerNameTaken(name: string) {
  return (error: unknown): never => {
    const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const code = e.code ?? e.cause?.code;
    const constraint = e.constraint ?? e.cause?.constraint;
    if (code === "23505" && constraint === "cash_registers_name_idx")
      throw new AppError("conflict", m.registerNameTaken(name), "name");
    throw error;
  };
}
