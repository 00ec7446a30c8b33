import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { users } from "../auth/schema";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { saleOfOrder } from "./desk-context";
import { lockServiceOrder, saveServiceOrder } from "./service-order-rows";

/** The technician looking after the watch: a member of the team, or nobody. */
export async function assignServiceTechnician(
  db: Db,
  user: SessionUser,
  id: string,
  technicianId: string | null,
): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const order = await lockServiceOrder(tx, id);
    let name: string | null = null;
    if (technicianId) {
      const [tech] = await tx
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, technicianId), inArray(users.role, [...STAFF_ROLES])));
      if (!tech) throw new AppError("invalid_input", m.serviceTechnicianInvalid, "technicianId");
      name = tech.name;
    }
    const sale = await saleOfOrder(tx, order);
    await saveServiceOrder(
      tx,
      order,
      { technicianId, technicianName: name },
      { details: name ? m.serviceTechnicianSet(name) : m.serviceTechnicianCleared },
      { id: user.id, name: user.name },
      sale.customerUserId,
    );
  });
  return { ok: true };
}
