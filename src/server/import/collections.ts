/**
 * The old app's collections under their real names (docs/product/data.md), each with the camelCase
 * spelling some exports use as an alias (docs/decisions/0151). The report names a collection by its
 * real name whichever spelling the export used.
 */
type Doc = Record<string, unknown>;

export const COLLECTIONS = {
  config: [],
  users: [],
  customers: [],
  shipping_locations: ["shippingLocations"],
  discount_codes: ["discountCodes"],
  products: [],
  inventory_movements: ["inventoryMovements"],
  sales: [],
  unregistered_purchases: ["unregisteredPurchases"],
  card_payment_notifications: ["cardPaymentNotifications"],
  internal_messages: ["internalMessages"],
  support_tickets: ["supportTickets"],
} as const satisfies Record<string, readonly string[]>;

export type CollectionName = keyof typeof COLLECTIONS;

const spellings = (name: CollectionName): readonly string[] => [name, ...COLLECTIONS[name]];

/** Document id → document of a collection under any of its spellings, with its sub-collections. */
export function docsOf(exported: Doc, name: CollectionName): [string, Doc][] {
  const out: [string, Doc][] = [];
  for (const spelling of spellings(name)) {
    const coll = exported[spelling];
    if (!coll || typeof coll !== "object") continue;
    for (const entry of Object.entries(coll as Doc))
      if (entry[1] && typeof entry[1] === "object") out.push(entry as [string, Doc]);
  }
  return out;
}

/** The real name of a spelling of the export, or null for a collection the import does not read. */
export function collectionOf(spelling: string): CollectionName | null {
  for (const name of Object.keys(COLLECTIONS) as CollectionName[])
    if (spellings(name).includes(spelling)) return name;
  return null;
}

/**
 * Collections of the export the import does not read, split into those the operator named with
 * `--skip` (left out on purpose) and the rest (the import fails: data would be lost unnoticed).
 */
export function unreadCollections(
  exported: Doc,
  skip: readonly string[],
): { skipped: string[]; unknown: string[] } {
  const skipped: string[] = [];
  const unknown: string[] = [];
  for (const spelling of Object.keys(exported)) {
    if (collectionOf(spelling)) continue;
    (skip.includes(spelling) ? skipped : unknown).push(spelling);
  }
  return { skipped, unknown };
}

/**
 * A document's sub-collection `sub` (users/{uid}/notifications), whatever path the export wrote it
 * under: the export nests them in `subCollection`, keyed by their full path.
 */
export function subDocs(doc: Doc, sub: string): [string, Doc][] {
  const subs = doc.subCollection;
  if (!subs || typeof subs !== "object") return [];
  const out: [string, Doc][] = [];
  for (const [path, coll] of Object.entries(subs as Doc)) {
    if (path.split("/").pop() !== sub || !coll || typeof coll !== "object") continue;
    for (const [id, d] of Object.entries(coll as Doc))
      if (d && typeof d === "object") out.push([id, d as Doc]);
  }
  return out;
}
