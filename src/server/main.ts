import { bootstrap } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";

/** Process entry: configuration, database, listen, graceful shutdown. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const running = await bootstrap(config);
  await running.app.listen({ port: config.port, host: config.host });
  running.app.log.info(
    `Tienda lista en ${config.baseUrl} (${Date.now() - started} ms, base de datos ${running.ctx.database.kind})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    running.app.log.info(`${signal}: cerrando`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
