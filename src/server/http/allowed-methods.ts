import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * The methods each API path answers, learnt from the routes as they are registered: a request
 * whose path exists under another method is answered 405 with `Allow` (RFC 9110 §15.5.6), not
 * 404, so a client or a fuzzer learns that the path is there and what it takes.
 */
interface KnownPath {
  readonly match: RegExp;
  readonly methods: Set<string>;
}

const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** A Fastify route path (`/api/products/:id/pictures`, `/api/auth/*`) as a regex over a request path. */
function pathPattern(url: string): RegExp {
  const source = url
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      // A parameter takes a segment; one with a suffix (`:id.pdf`) keeps the suffix.
      return segment.replace(/:[A-Za-z0-9_]+|[^:]+/g, (part) =>
        part.startsWith(":") ? "[^/]+" : literal(part),
      );
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * Starts recording the API's routes (call it before any feature registers its own); answers the
 * methods a path is served under, empty when no route has that path.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const known = new Map<string, KnownPath>();
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/")) return;
    const entry = known.get(route.url) ?? { match: pathPattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    known.set(route.url, entry);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const { match, methods: served } of known.values())
      if (match.test(path)) for (const method of served) methods.add(method);
    // Fastify answers HEAD wherever it answers GET.
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
