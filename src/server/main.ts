import { bootstrap } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";
import { createPaymentGateway } from "./gateways/payments";
import { installGracefulShutdown } from "./shutdown";

/** Process entry: configuration, database, listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  // The gateway's own variables are checked before the database is touched.
  createPaymentGateway(config);
  const started = Date.now();
  const running = await bootstrap(config);
  const graceful = installGracefulShutdown(running);
  await running.app.listen({ port: config.port, host: config.host });
  running.app.log.info(
    `Tienda lista en ${config.baseUrl} (${Date.now() - started} ms, base de datos ${running.ctx.database.kind})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    running.app.log.info(`${signal}: cerrando (${graceful.inFlight} solicitudes en curso)`);
    // Last resort if closing itself hangs (a database that stopped answering).
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 5_000);
    force.unref();
    const { cut } = await graceful.shutdown(config.shutdownGraceMs);
    if (cut > 0) running.app.log.warn(`${cut} solicitudes cortadas tras ${config.shutdownGraceMs} ms`);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  // A configuration error names the variable; no stack trace for the operator to read through.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
