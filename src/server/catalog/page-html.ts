import type { FastifyInstance } from "fastify";
import { listCatalog } from "../../contracts/catalog/catalog";
import {
  CARD_IMAGE_SIZES,
  DEFAULT_CATALOG_QUERY,
  EAGER_CARD_IMAGES,
} from "../../contracts/catalog/embedded-answers";
import { embeddedAnswersScript, imagePreload, readIndexHtml, withHeadTags } from "../http/spa-document";
import type { CatalogReads } from "./reads";

/** The web app's paths that show the catalogue (src/web/routes.tsx, `catalogRoute`). */
const CATALOG_PATHS = ["/catalog", "/store", "/products"];

/**
 * The catalogue route's HTML (docs/decisions/0148): the app's index.html plus, for the catalogue
 * with nothing chosen, the first page of watches as GET /api/catalog answers it to this viewer
 * (the same cached answer, so as exact as the API: docs/decisions/0140) and preloads of the first
 * pictures. The route's first paint (web catalog/page-shells.tsx) shows those watches: the
 * largest picture waits on neither the page's chunk nor an API call. The chunk is not preloaded:
 * it is not needed for that paint and would only compete with the first bundle. A filtered
 * catalogue (any query string) gets the plain document: its filters are the web app's to read
 * from the URL.
 */
export function catalogPageHtml(
  app: FastifyInstance,
  { webDir, reads }: { webDir: string; reads: CatalogReads },
) {
  const query = listCatalog.query.parse(DEFAULT_CATALOG_QUERY);
  for (const url of CATALOG_PATHS) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const html = await readIndexHtml(webDir);
      if (!html) return reply.status(404).send();
      // The page depends on who asks (a wholesaler's prices) and holds stock: no cache keeps it,
      // not even the browser's for Back (seo/routes.ts says why).
      reply.header("cache-control", "private, no-store").type("text/html; charset=utf-8");
      if (request.url.includes("?")) return reply.send(html);
      const json = (await reads.listJson(await reads.viewerOf(request), query)).text;
      const firstCards = listCatalog.response.parse(JSON.parse(json)).items.slice(0, EAGER_CARD_IMAGES);
      return reply.send(
        withHeadTags(html, [
          ...firstCards.flatMap((card) => (card.image ? [imagePreload(card.image, CARD_IMAGE_SIZES)] : [])),
          embeddedAnswersScript([
            { operation: "listCatalog", input: { query: DEFAULT_CATALOG_QUERY }, json },
          ]),
        ]),
      );
    });
  }
}
