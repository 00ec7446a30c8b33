import type { SessionUser } from "../../contracts/auth/session";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { loadReadable } from "./ticket-access";
import { writeMessage } from "./write-message";

export async function reply(db: Db, user: SessionUser, id: string, text: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await loadReadable(tx, user, id, true);
    await writeMessage(tx, user, ticket, { type: "text", text: text.trim() }, newId());
  });
}
