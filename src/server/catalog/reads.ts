import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { type CatalogFilters, getCatalogProduct, listCatalog } from "../../contracts/catalog/catalog";
import { CHANGES_CATALOGUE, type LiveTopic } from "../../contracts/live/live";
import { isStaff } from "../../domain/kernel/roles";
import type { Auth } from "../auth/auth";
import { loadSessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { KeptJson } from "../http/kept-json";
import type { LiveBus } from "../live/bus";
import { ReadCache } from "../live/read-cache";
import { type CatalogViewer, listCatalog as listCatalogPage, productDetail } from "./service";

/** What a visitor (no session) may see: public products at their public prices. */
export const VISITOR: CatalogViewer = { seeHidden: false, seeWholesale: false };

/**
 * The public catalogue's answers as JSON text (and its compressed bytes), per viewer, from memory
 * until a live event says the catalogue changed (docs/decisions/0140, 0228). The API routes send
 * them; the catalogue and product pages' HTML carries their text (docs/decisions/0148).
 */
export interface CatalogReads {
  viewerOf(request: FastifyRequest): Promise<CatalogViewer>;
  /** GET /api/catalog's answer. */
  listJson(viewer: CatalogViewer, query: CatalogFilters): Promise<KeptJson>;
  /** GET /api/catalog/:id's answer, or null when the viewer may not see that product. */
  productJson(viewer: CatalogViewer, id: string): Promise<KeptJson | null>;
  close(): void;
}

// What each kind of viewer receives differs, so each has its own answers.
/** A topic this version does not know (another instance, newer) counts as a change. */
const changesCatalogue = (topic: string) => CHANGES_CATALOGUE[topic as LiveTopic] !== false;

const viewerKey = ({ seeHidden, seeWholesale }: CatalogViewer) =>
  `${seeHidden ? "h" : ""}${seeWholesale ? "w" : ""}`;

/** One per server (its live bus): the API and the pages' HTML share the same answers. */
const perBus = new WeakMap<LiveBus, CatalogReads>();

export function catalogReads({ db, auth, bus }: { db: Db; auth: Auth; bus: LiveBus }): CatalogReads {
  const existing = perBus.get(bus);
  if (existing) return existing;
  const pages = new ReadCache<KeptJson>(bus, { changes: changesCatalogue });
  const products = new ReadCache<KeptJson | null>(bus, { changes: changesCatalogue });
  const reads: CatalogReads = {
    // Visitors without a session cookie cost no session query (loadSessionUser skips it).
    // Wholesalers (and staff) also receive the wholesale price (docs/decisions/0071).
    async viewerOf(request) {
      const role = (await loadSessionUser(auth, request))?.role;
      return { seeHidden: isStaff(role), seeWholesale: isStaff(role) || role === "wholesaler" };
    },
    async listJson(viewer, query) {
      return pages.read(
        `${viewerKey(viewer)}|${JSON.stringify(query)}`,
        async () =>
          new KeptJson(
            JSON.stringify(z.encode(listCatalog.response, await listCatalogPage(db, query, viewer))),
          ),
      );
    },
    productJson(viewer, id) {
      return products.read(`${viewerKey(viewer)}|${id}`, async () => {
        const product = await productDetail(db, id, viewer);
        return product ? new KeptJson(JSON.stringify(z.encode(getCatalogProduct.response, product))) : null;
      });
    },
    close() {
      perBus.delete(bus);
      pages.close();
      products.close();
    },
  };
  perBus.set(bus, reads);
  return reads;
}
