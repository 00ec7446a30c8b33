import type { FastifyInstance } from "fastify";
import { msg } from "../../domain/kernel/messages";
import type { ImageStorage } from "../gateways/image-storage";

const KEY = /^[A-Za-z0-9][A-Za-z0-9/_-]*\.webp$/;

/** Product images, immutable by name (a new upload gets a new id), so cached for a year. */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: ImageStorage }) {
  app.get<{ Params: { "*": string } }>("/media/*", { schema: { hide: true } }, async (request, reply) => {
    const key = request.params["*"];
    // Keys under private/ (ticket photos, decision 0081) are served only by their own authorised route.
    const servable = KEY.test(key) && !key.includes("..") && !key.startsWith("private/");
    const stream = servable ? await storage.get(key) : null;
    if (!stream) return reply.status(404).send({ error: { code: "not_found", message: msg.notFound } });
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .type("image/webp")
      .send(stream);
  });
}
