/**
 * The container's health check (Dockerfile HEALTHCHECK): asks this instance's /api/health, which
 * answers 200 only while the database answers. Plain node, because the slim image has no curl.
 */
async function main() {
  const port = process.env.PORT ?? "3000";
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4_000) });
  process.exit(res.status === 200 ? 0 : 1);
}

main().catch(() => process.exit(1));
