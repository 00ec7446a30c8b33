import { validateRegisterName } from "../../domain/cash-drawer/sessions";
import type { Db } from "../db/client";
import { announceDrawer } from "./drawer-audience";
import { orRefuse } from "./or-refuse";
import { otherRegisterNames, registerNameTaken } from "./register-names";
import { registerRows } from "./register-rows";
import { cashRegisters } from "./schema";

/** A new register, named once in the store (ignoring case). */
export async function createCashRegister(db: Db, input: { name: string }) {
  return db.transaction(async (tx) => {
    const name = orRefuse(validateRegisterName(input.name, await otherRegisterNames(tx)));
    const [row] = await tx.insert(cashRegisters).values({ name }).returning().catch(registerNameTaken(name));
    const id = row?.id ?? "";
    await announceDrawer(tx, id);
    const [answer] = await registerRows(tx, id);
    return answer!;
  });
}
