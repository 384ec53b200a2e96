import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { createDatabase, poolOptions } from './db/client.ts';
import { startFromTemplate } from './db/pglite-template.ts';
import { ConfigError, type Env, loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { withSecrets } from './lib/secrets.ts';
import { createBackupService, serveBackupControl } from './modules/backups/index.ts';
import { seedDatabase } from './seed/seed.ts';

/** Entry point: the only file that listens and handles signals. */
async function main() {
  let env: Env;
  try {
    // Secrets come before identity and tokens exist: given, or from DATA_DIR (decision 022).
    env = await withSecrets(loadEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  const started = performance.now();
  // Issue #40: the tracing SDK is loaded only when there is a collector to send spans to.
  const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./lib/tracing-sdk.ts')).startTracing({
        endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
        serviceName: env.OTEL_SERVICE_NAME,
      })
    : undefined;

  await startFromTemplate(env, logger);
  const database = await createDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    ...poolOptions(env),
  });
  await database.migrate();
  await seedDatabase(database.db, { env, log: logger });

  const app = await buildApp({ env, database, logger });

  let closeControl = async () => {};
  // Stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await closeControl();
    await app.close();
    await database.close();
    await tracing?.stop().catch((err) => app.log.warn({ err }, 'could not send the last spans'));
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  // `npm run backup` asks this process for the embedded database's snapshot (decision 063).
  if (database.dumpDataDir) {
    const backups = createBackupService(database, env);
    closeControl = await serveBackupControl(backups, env.DATA_DIR, app.log);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - started) },
    `PhoneBazaar is running at http://${host}:${port}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
