import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { formatMoney } from "../../domain/money";
import { effectivePrice } from "../../domain/pricing";
import { STORE_NAME } from "../../domain/store";
import { productDetail } from "../catalog";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { products } from "../db/schema";

const STATIC_PAGES = ["/", "/catalog", "/about", "/shipping", "/terms", "/privacy"];
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * What crawlers read without running scripts: robots.txt, sitemap.xml of the public pages and
 * products, and a product page whose <head> already carries its title, description, Open Graph
 * tags and JSON-LD `Product` (the web app keeps them current while a visitor navigates).
 */
export async function seoRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
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

  const indexFile = path.join(config.webDir, "index.html");
  app.get<{ Params: { id: string } }>("/products/:id", { schema: { hide: true } }, async (request, reply) => {
    const html = await readFile(indexFile, "utf8").catch(() => null);
    if (!html) return reply.status(404).send();
    const product = await productDetail(db, request.params.id.slice(0, 64), {
      seeHidden: false,
      seeWholesale: false,
    });
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    if (!product) return reply.send(html);
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
        price: (effectivePrice(product) / 100).toFixed(2),
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
      `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, "\\u003c")}</script>`,
    ].join("\n    ");
    // A function replacer: "$'" or "$&" in a product's text must not be read as a replacement pattern.
    return reply.send(html.replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, () => head));
  });
}
