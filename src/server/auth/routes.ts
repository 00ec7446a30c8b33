import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { meResponse } from "../../contracts/session";
import type { Auth } from "./auth";
import { CLIENT_IP_HEADER } from "./auth";
import { loadSessionUser, toHeaders } from "./session";

/** Under /api/auth/ and outside the admin plugin's endpoints, however the path is spelled. */
function isOpenAuthPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return false;
  }
  return decoded.startsWith("/api/auth/") && !/^\/api\/auth\/+admin(\/|$)/.test(decoded);
}

/**
 * better-auth mounted at /api/auth/* (docs/decisions/0001), and GET /api/me.
 * The admin plugin's own HTTP endpoints stay closed: its permission model cannot say
 * "only a superadmin grants superadmin", so staff actions go through our team routes.
 */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      // Decided on the URL better-auth will route, not the raw one: `new URL` resolves dot
      // segments (`/api/auth/./admin/…`, `%2e%2e`), which would otherwise reach the admin plugin.
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      if (!isOpenAuthPath(url.pathname))
        return reply.status(404).send({ error: { code: "not_found", message: "" } });
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== "GET" && request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== "set-cookie") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/me",
    {
      schema: {
        tags: ["sesión"],
        summary: "Usuario con sesión iniciada (o null)",
        response: { 200: meResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: await loadSessionUser(auth, request) };
    },
  );
}
