import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { StatementImport } from "../../contracts/bank-statements/bank-statements";
import { lineIdentities, readStatement } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";
import { orRefuse } from "../sales";
import { ADMINS } from "./admins-audience";
import { readStatementFile } from "./read-file";
import { bankStatementLines, bankStatementUploads } from "./schema";
import { findAccount, savedMapping } from "./store-accounts";

const hashOf = (identity: string) => createHash("sha256").update(identity).digest("hex");

/**
 * A statement file of one account, read with its saved mapping, imported in one transaction:
 * a bad row refuses the whole file; each line is stored once (its identity's hash under a unique
 * index), so a file sent again or an overlapping period adds only what is new.
 */
export async function importStatement(
  db: Db,
  key: string,
  bytes: Buffer,
  fileName: string,
  userId: string,
): Promise<StatementImport> {
  const account = await findAccount(db, key);
  const mapping = await savedMapping(db, account.accountKey);
  if (!mapping) throw new AppError("domain_rule", m.mappingMissing);
  const lines = orRefuse(readStatement(await readStatementFile(bytes), mapping));
  const identities = lineIdentities(account.accountKey, lines);
  const days = lines.map((l) => l.date).sort();
  const firstDay = days[0]!;
  const lastDay = days[days.length - 1]!;
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .insert(bankStatementUploads)
      .values({
        accountKey: account.accountKey,
        fileName: fileName.slice(0, 200) || "estado-de-cuenta",
        newLines: 0,
        knownLines: 0,
        firstDay,
        lastDay,
        uploadedBy: userId,
      })
      .returning({ id: bankStatementUploads.id });
    let fresh = 0;
    for (let i = 0; i < lines.length; i += 500) {
      const chunk = lines.slice(i, i + 500).map((l, j) => ({
        uploadId: upload!.id,
        accountKey: account.accountKey,
        lineHash: hashOf(identities[i + j]!),
        bookedOn: l.date,
        description: l.description.slice(0, 500),
        reference: l.reference.slice(0, 100),
        credit: l.credit,
        debit: l.debit,
      }));
      const inserted = await tx
        .insert(bankStatementLines)
        .values(chunk)
        .onConflictDoNothing({ target: bankStatementLines.lineHash })
        .returning({ id: bankStatementLines.id });
      fresh += inserted.length;
    }
    const known = lines.length - fresh;
    await tx
      .update(bankStatementUploads)
      .set({ newLines: fresh, knownLines: known })
      .where(eq(bankStatementUploads.id, upload!.id));
    await publish(tx, { topic: "unregistered_purchases", id: null, audience: ADMINS });
    return {
      newLines: fresh,
      knownLines: known,
      firstDay,
      lastDay,
      creditTotal: lines.reduce((s, l) => s + l.credit, 0),
      message: m.imported(fresh, known),
    };
  });
}
