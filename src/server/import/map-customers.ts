import { customers } from "../customers/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";

/**
 * The shop's customers (people sold to without an account). Who created one is kept only when that
 * account came over; otherwise it is left empty with a note, the customer is still imported.
 * Returns every customer id a sale may point at (imported now or by an earlier run).
 */
export async function importCustomers(run: ImportRun, userIds: Set<string>): Promise<Set<string>> {
  const { tx } = run;
  const customerDocs = docsOf(run.exported, "customers");
  const existingCustomers = await run.existingOf(
    customers,
    customers.id,
    customerDocs.map(([id]) => id),
  );
  const customerIds = new Set(existingCustomers);
  await run.each("customers", customerDocs, existingCustomers, async (id, r) => {
    const createdById = r.optStr("createdById");
    if (createdById && !userIds.has(createdById))
      run.note("customers", id, `createdById ${createdById}: no existe, se deja vacío`);
    await tx.insert(customers).values({
      id,
      name: r.str("name"),
      email: r.optStr("email"),
      phone: r.optStr("phone"),
      city: r.optStr("city"),
      address: r.optStr("address"),
      rtn: r.optStr("rtn"),
      notes: r.str("notes", ""),
      createdById: createdById && userIds.has(createdById) ? createdById : null,
      createdAt: new Date(r.time("createdAt", new Date().toISOString())),
    });
    customerIds.add(id);
    run.keepExtras("customers", id, r);
  });
  return customerIds;
}
