import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";

/** sitemap.xml, robots.txt and per-page meta tags (filled in below). */
export async function seoRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config }) {}
