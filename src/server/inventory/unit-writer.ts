import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { newSerials, parseSerial } from "../../domain/inventory/serial";
import type { StockEffect } from "../../domain/inventory/stock";
import {
  assignableUnit,
  type UnitEvent,
  type UnitRef,
  type UnitStatus,
  unitEventFor,
  unitStatusForSale,
} from "../../domain/inventory/units";
import { msg } from "../../domain/kernel/messages";
import { STAFF_ROLES } from "../../domain/kernel/roles";
import type { SaleStatus } from "../../domain/sales/sale";
import type { DbOrTx, Tx } from "../db/client";
import { newId } from "../db/ids";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";
import { orRefuse } from "./or-refuse";
import { productUnits, serialsOwed, unitEvents } from "./schema";

/** Who moved a unit (a movement's author). */
export interface UnitAuthor {
  userId: string | null;
  userName: string;
}

/** A line of each unit's history, written with the change that caused it. */
async function recordEvents(
  tx: Tx,
  rows: { unitId: string; event: UnitEvent; saleId?: string | null; notes?: string }[],
  who: UnitAuthor,
): Promise<void> {
  if (!rows.length) return;
  await tx.insert(unitEvents).values(
    rows.map((r) => ({
      unitId: r.unitId,
      event: r.event,
      saleId: r.saleId ?? null,
      notes: r.notes ?? "",
      userId: who.userId,
      userName: who.userName,
      at: sql`clock_timestamp()`,
    })),
  );
  await publish(tx, { topic: "inventory_movements", id: null, audience: { roles: STAFF_ROLES } });
}

/**
 * The serials of units arriving, checked against the whole store (sold and written-off units too):
 * valid, none repeated, none known, one per unit when `expected` is given.
 */
export async function checkNewSerials(
  tx: Tx,
  raws: readonly string[],
  expected: number | null,
): Promise<string[]> {
  const parsed = raws.map((raw) => parseSerial(raw));
  const candidates = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const known = candidates.length
    ? await tx
        .select({ serial: productUnits.serial })
        .from(productUnits)
        .where(inArray(productUnits.serial, candidates))
    : [];
  return orRefuse(newSerials(raws, expected, new Set(known.map((k) => k.serial))), "serials");
}

/** Units arriving in stock (received, a product becoming serialized, an adjustment), each 'recibida'. */
export async function receiveUnits(
  tx: Tx,
  productId: string,
  serials: readonly string[],
  who: UnitAuthor,
  notes = "",
): Promise<void> {
  if (!serials.length) return;
  const rows = serials.map((serial) => ({ id: newId(), productId, serial, status: "en stock" as const }));
  // Unique serial index: two people receiving the same serial at once — the second is refused.
  await tx.insert(productUnits).values(rows);
  await recordEvents(
    tx,
    rows.map((r) => ({ unitId: r.id, event: "recibida" as const, notes })),
    who,
  );
}

/** The units of a product in stock with these serials, locked; a serial not in stock is refused. */
export async function writeOffUnits(
  tx: Tx,
  productId: string,
  serials: readonly string[],
  who: UnitAuthor,
  notes = "",
): Promise<void> {
  if (!serials.length) return;
  const wanted = serials.map((raw) => orRefuse(parseSerial(raw), "writeOff"));
  const found = await tx
    .select({ id: productUnits.id, serial: productUnits.serial })
    .from(productUnits)
    .where(
      and(
        eq(productUnits.productId, productId),
        eq(productUnits.status, "en stock"),
        inArray(productUnits.serial, wanted),
      ),
    )
    .orderBy(asc(productUnits.id))
    .for("update");
  const repeated = wanted.find((s, i) => wanted.indexOf(s) !== i);
  if (repeated) throw new AppError("domain_rule", msg.unitSerialRepeated(repeated), "writeOff");
  const bySerial = new Map(found.map((f) => [f.serial, f.id]));
  const missing = wanted.find((s) => !bySerial.has(s));
  if (missing) throw new AppError("domain_rule", msg.unitWriteOffUnknown(missing), "writeOff");
  const ids = [...bySerial.values()];
  await tx
    .update(productUnits)
    .set({ status: "dada de baja", updatedAt: new Date() })
    .where(inArray(productUnits.id, ids));
  await recordEvents(
    tx,
    ids.map((unitId) => ({ unitId, event: "dada de baja" as const, notes })),
    who,
  );
}

/** Adds `n` units a sale owes serials for (reserved by product). */
async function owe(tx: Tx, saleId: string, productId: string, n: number): Promise<void> {
  await tx
    .insert(serialsOwed)
    .values({ saleId, productId, owed: n })
    .onConflictDoUpdate({
      target: [serialsOwed.saleId, serialsOwed.productId],
      set: { owed: sql`${serialsOwed.owed} + ${n}` },
    });
}

/** Settles `n` owed units of a sale (their serials named, or their reservation gone). */
async function settle(
  tx: Tx,
  saleId: string,
  productId: string,
  n: number,
  productName: string,
): Promise<void> {
  if (n <= 0) return;
  const where = and(eq(serialsOwed.saleId, saleId), eq(serialsOwed.productId, productId));
  const [row] = await tx.select({ owed: serialsOwed.owed }).from(serialsOwed).where(where).for("update");
  const owed = row?.owed ?? 0;
  // Units the sale holds that never had a serial: sold before the product was kept by serial.
  if (owed < n) throw new AppError("domain_rule", msg.unitPredatesSerials(productName));
  if (owed === n) await tx.delete(serialsOwed).where(where);
  else
    await tx
      .update(serialsOwed)
      .set({ owed: owed - n })
      .where(where);
}

/** How many units a sale still owes serials for, by product. */
export async function owedBySale(tx: DbOrTx, saleId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ productId: serialsOwed.productId, owed: serialsOwed.owed })
    .from(serialsOwed)
    .where(eq(serialsOwed.saleId, saleId));
  return new Map(rows.map((r) => [r.productId, r.owed]));
}

/**
 * What a stock effect does to the units of serialized products: a reservation by product leaves
 * its serials owed by the sale; a cancellation or a release first puts back in stock the units the
 * sale had, then settles what it owed. Receipts and adjustments name their units themselves
 * (`unitsNamed`); any other change of a serialized product's stock is refused.
 */
export async function followEffectUnits(
  tx: Tx,
  effect: StockEffect,
  serialized: ReadonlyMap<string, string>,
  who: UnitAuthor,
  unitsNamed: boolean,
): Promise<void> {
  for (const m of effect.movements) {
    const name = serialized.get(m.productId);
    if (name === undefined) continue;
    if (m.type === "venta-progreso" && m.relatedSaleId) {
      await owe(tx, m.relatedSaleId, m.productId, -m.quantityChange);
    } else if ((m.type === "cancelación" || m.type === "liberación") && m.relatedSaleId) {
      const released = await releaseSaleUnits(tx, m.relatedSaleId, m.productId, m.quantityChange, who);
      await settle(tx, m.relatedSaleId, m.productId, m.quantityChange - released, name);
    } else if (!unitsNamed) {
      throw new AppError("domain_rule", msg.unitSerialsNeeded(name));
    }
  }
}

/** Puts back in stock up to `limit` units a sale holds of a product; answers how many. */
async function releaseSaleUnits(
  tx: Tx,
  saleId: string,
  productId: string,
  limit: number,
  who: UnitAuthor,
  notes = "",
): Promise<number> {
  const held = await tx
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(and(eq(productUnits.saleId, saleId), eq(productUnits.productId, productId)))
    .orderBy(asc(productUnits.id))
    .limit(limit)
    .for("update");
  if (!held.length) return 0;
  const ids = held.map((h) => h.id);
  await tx
    .update(productUnits)
    .set({ status: "en stock", saleId: null, updatedAt: new Date() })
    .where(inArray(productUnits.id, ids));
  await recordEvents(
    tx,
    ids.map((unitId) => ({ unitId, event: "devuelta a stock" as const, saleId, notes })),
    who,
  );
  return ids.length;
}

/** The units assigned to a sale follow its status (reserved while open, sold once Completado). */
export async function syncSaleUnits(
  tx: Tx,
  saleId: string,
  status: SaleStatus,
  who: UnitAuthor,
): Promise<void> {
  const target: UnitStatus = unitStatusForSale(status);
  if (target === "en stock") return; // a cancellation releases them through its movements
  const moved = await tx
    .update(productUnits)
    .set({ status: target, updatedAt: new Date() })
    .where(and(eq(productUnits.saleId, saleId), sql`${productUnits.status} <> ${target}`))
    .returning({ id: productUnits.id });
  await recordEvents(
    tx,
    moved.map((m) => ({ unitId: m.id, event: unitEventFor(target), saleId })),
    who,
  );
}

/** A unit by serial, locked (for assigning it). */
async function lockUnit(tx: Tx, serial: string): Promise<(UnitRef & { id: string }) | undefined> {
  const [row] = await tx
    .select({
      id: productUnits.id,
      serial: productUnits.serial,
      productId: productUnits.productId,
      status: productUnits.status,
      saleId: productUnits.saleId,
    })
    .from(productUnits)
    .where(eq(productUnits.serial, serial))
    .for("update");
  return row ? { ...row, status: row.status as UnitStatus } : undefined;
}

/** A sale line as assigning serials to it needs it. */
export interface SaleSerialLine {
  productId: string;
  productName: string;
  quantity: number;
}

/**
 * Names a watch of a sale: the unit must be in stock, of a product among the sale's lines, and the
 * sale must still owe a serial for that product. The unit takes the sale's status ('reservada' or
 * 'vendida') and the owed count goes down by one. Answers the line the watch went to.
 */
export async function assignUnit(
  tx: Tx,
  sale: { id: string; status: SaleStatus },
  lines: readonly SaleSerialLine[],
  rawSerial: string,
  who: UnitAuthor,
): Promise<{ serial: string; line: SaleSerialLine }> {
  const serial = orRefuse(parseSerial(rawSerial), "serial");
  const locked = await lockUnit(tx, serial);
  if (!locked) throw new AppError("domain_rule", msg.unitNotFound(serial), "serial");
  const line = lines.find((l) => l.productId === locked.productId);
  if (!line) throw new AppError("domain_rule", msg.unitNotOfSale(serial), "serial");
  const owed = (await owedBySale(tx, sale.id)).get(line.productId) ?? 0;
  orRefuse(assignableUnit(locked, serial, { ...line, assigned: line.quantity - owed }), "serial");
  const status = unitStatusForSale(sale.status);
  await tx
    .update(productUnits)
    .set({ status, saleId: sale.id, updatedAt: new Date() })
    .where(eq(productUnits.id, locked.id));
  await recordEvents(tx, [{ unitId: locked.id, event: unitEventFor(status), saleId: sale.id }], who);
  await settle(tx, sale.id, line.productId, 1, line.productName);
  return { serial, line };
}

/** Takes a wrongly named watch off a sale: back in stock, and the sale owes its serial again. */
export async function unassignUnit(
  tx: Tx,
  saleId: string,
  rawSerial: string,
  who: UnitAuthor,
): Promise<{ serial: string; productId: string }> {
  const serial = orRefuse(parseSerial(rawSerial), "serial");
  const unit = await lockUnit(tx, serial);
  if (!unit || unit.saleId !== saleId) throw new AppError("domain_rule", msg.unitNotInSale(serial));
  await tx
    .update(productUnits)
    .set({ status: "en stock", saleId: null, updatedAt: new Date() })
    .where(eq(productUnits.id, unit.id));
  await recordEvents(
    tx,
    [{ unitId: unit.id, event: "devuelta a stock", saleId, notes: msg.unitUnassignedNote }],
    who,
  );
  await owe(tx, saleId, unit.productId, 1);
  return { serial, productId: unit.productId };
}

/**
 * A sold watch at the service desk: taken in ('en servicio') and given back ('servicio
 * entregado'), a line of its history naming the service order; its status stays the buyer's.
 */
export async function recordServiceEvent(
  tx: Tx,
  unitId: string,
  event: Extract<UnitEvent, "en servicio" | "servicio entregado">,
  notes: string,
  who: UnitAuthor,
): Promise<void> {
  await recordEvents(tx, [{ unitId, event, notes }], who);
}

/**
 * The watches a customer returned (docs/decisions/0249): each must be a unit this sale holds, of
 * the product; it leaves the sale, back in stock ('devuelta a stock') or written off when it is
 * not for sale ('dada de baja'). The stock figures move by the return's own movements.
 */
export async function returnSaleUnits(
  tx: Tx,
  sale: { saleId: string; productId: string; serials: readonly string[]; forSale: boolean; notes: string },
  who: UnitAuthor,
): Promise<void> {
  if (!sale.serials.length) return;
  const found = await tx
    .select({ id: productUnits.id, serial: productUnits.serial })
    .from(productUnits)
    .where(
      and(
        eq(productUnits.saleId, sale.saleId),
        eq(productUnits.productId, sale.productId),
        inArray(productUnits.serial, [...sale.serials]),
      ),
    )
    .orderBy(asc(productUnits.id))
    .for("update");
  const bySerial = new Set(found.map((f) => f.serial));
  const missing = sale.serials.find((s) => !bySerial.has(s));
  if (missing) throw new AppError("domain_rule", msg.returnSerialNotOnSale(missing));
  const status: UnitStatus = sale.forSale ? "en stock" : "dada de baja";
  const ids = found.map((f) => f.id);
  await tx
    .update(productUnits)
    .set({ status, saleId: null, updatedAt: new Date() })
    .where(inArray(productUnits.id, ids));
  await recordEvents(
    tx,
    ids.map((unitId) => ({
      unitId,
      event: sale.forSale ? ("devuelta a stock" as const) : ("dada de baja" as const),
      saleId: sale.saleId,
      notes: sale.notes,
    })),
    who,
  );
}
