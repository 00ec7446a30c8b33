# Production image: Node 24 LTS (docs/decisions/0238), compiled server, non-root, health check.
# Build: docker build -t tienda .   Run: see compose.yaml and docs/operations.md.

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-trixie-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
# Only the packages the compiled server loads (docs/decisions/0136). devDependencies go first:
# while package.json names them, npm ci --omit=dev keeps those a production package lists as an
# optional peer (better-auth: react, vitest, drizzle-kit, with vite, tsx and esbuild behind them).
RUN npm pkg delete devDependencies && npm ci --omit=dev --no-audit --no-fund

FROM node:24-trixie-slim
# pg_dump/pg_restore for `npm run backup` / `npm run restore` (PostgreSQL 17 client, as compose's database).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
# A 16 MB young generation: Node 24 sizes it from the machine's memory and, on a large host, an
# idle server kept ~130 MB more resident.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-semi-space-size=16 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIR=/app/dist/web
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 CMD ["node", "dist/server/healthcheck.js"]
# otel.js loads OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/0211).
CMD ["node", "--enable-source-maps", "--import", "./dist/server/otel.js", "dist/server/main.js"]
