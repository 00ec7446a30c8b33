import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { getCatalogProduct } from "../../contracts/catalog/catalog";
import { PRODUCT_IMAGE_SIZES } from "../../contracts/catalog/embedded-answers";
import { decimalLempiras, formatMoney } from "../../domain/kernel/money";
import { STORE_NAME } from "../../domain/kernel/store";
import { effectivePrice } from "../../domain/products/pricing";
import type { Auth } from "../auth/auth";
import { catalogReads, VISITOR } from "../catalog";
import type { Config } from "../config";
import type { Db } from "../db/client";
import {
  embeddedAnswersScript,
  escapeHtml,
  imagePreload,
  jsonForScript,
  readIndexHtml,
  withHeadTags,
} from "../http/spa-document";
import type { LiveBus } from "../live/bus";
import { products } from "../products/schema";

const STATIC_PAGES = ["/", "/catalog", "/about", "/shipping", "/terms", "/privacy"];

/**
 * What crawlers read without running scripts: robots.txt, sitemap.xml of the public pages and
 * products, and a product page whose <head> already carries its title, description, Open Graph
 * tags and JSON-LD `Product` (the web app keeps them current while a visitor navigates).
 */
export async function seoRoutes(
  app: FastifyInstance,
  { db, auth, bus, config }: { db: Db; auth: Auth; bus: LiveBus; config: Config },
) {
  const base = config.baseUrl.replace(/\/+$/, "");
  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type("text/plain")
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /seller\nDisallow: /client\nDisallow: /checkout\nDisallow: /cart\nDisallow: /payment\nDisallow: /api/\nSitemap: ${base}/sitemap.xml\n`,
      ),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_req, reply) => {
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isPublic, true));
    const urls = [
      ...STATIC_PAGES.map((p) => `<url><loc>${base}${p}</loc></url>`),
      ...rows.map(
        (r) =>
          `<url><loc>${base}/products/${r.id}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type("application/xml")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`,
      );
  });

  const reads = catalogReads({ db, auth, bus });
  app.get<{ Params: { id: string } }>("/products/:id", { schema: { hide: true } }, async (request, reply) => {
    const html = await readIndexHtml(config.webDir);
    if (!html) return reply.status(404).send();
    const id = request.params.id.slice(0, 64);
    // The head is what anyone may read (a crawler, a link preview): the visitor's view.
    const publicJson = (await reads.productJson(VISITOR, id))?.text ?? null;
    // The page depends on who asks (a wholesaler's price, staff's hidden products) and holds stock
    // and prices: no cache keeps it, not even the browser's for Back (a signed-out counter
    // computer would show the last viewer's prices, or hours-old stock as just answered).
    reply.header("cache-control", "private, no-store").type("text/html; charset=utf-8");
    // The answer the page opens with is this viewer's own (docs/decisions/0148).
    const viewer = await reads.viewerOf(request);
    const seesMore = viewer.seeHidden || viewer.seeWholesale;
    const json = seesMore ? ((await reads.productJson(viewer, id))?.text ?? null) : publicJson;
    const opening = json
      ? [
          ...pictureOf(json),
          embeddedAnswersScript([{ operation: "getCatalogProduct", input: { params: { id } }, json }]),
        ]
      : [];
    if (!publicJson) return reply.send(withHeadTags(html, opening));
    const product = getCatalogProduct.response.parse(JSON.parse(publicJson));
    const title = `${product.name} · ${STORE_NAME}`;
    const description = product.description.slice(0, 160);
    const url = `${base}/products/${product.id}`;
    const largest = product.images[0]?.srcSet.split(", ").pop()?.split(" ")[0];
    const image = largest ? `${base}${largest}` : null;
    const jsonLd = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      brand: { "@type": "Brand", name: product.brand },
      description: product.description,
      image: image ? [image] : undefined,
      offers: {
        "@type": "Offer",
        priceCurrency: "HNL",
        price: decimalLempiras(effectivePrice(product)),
        availability: product.quantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        url,
      },
    };
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:type" content="product" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(`${formatMoney(effectivePrice(product))} · ${description}`)}" />`,
      `<meta property="og:url" content="${url}" />`,
      image ? `<meta property="og:image" content="${image}" />` : "",
      // "<" is escaped so a product text can never close the script element.
      `<script type="application/ld+json">${jsonForScript(JSON.stringify(jsonLd))}</script>`,
    ].join("\n    ");
    // A function replacer: "$'" or "$&" in a product's text must not be read as a replacement pattern.
    const withHead = html.replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, () => head);
    return reply.send(withHeadTags(withHead, opening));
  });

  /** The main picture's preload (the gallery shows the first picture first). */
  function pictureOf(json: string): string[] {
    const image = getCatalogProduct.response.parse(JSON.parse(json)).images[0];
    return image ? [imagePreload(image, PRODUCT_IMAGE_SIZES)] : [];
  }
}
