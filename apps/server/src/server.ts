import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** How long a graceful stop may take before the process ends anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { seed: true });
  let closing = false;
  // First signal: stop accepting, let the requests under way finish, then close
  // the app, whose hooks write the pings still waiting, end the background
  // work and close Redis and the database. A second signal, or the time limit,
  // ends the process at once.
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long: stopping now');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // A keep-alive connection whose request was under way stays open after its
    // answer; each is closed once idle, so the stop does not wait on clients.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  // Counted from the start of the process: loading the code, migrations and seeds included.
  const startupMs = Math.round(performance.now());
  app.log.info({ startupMs }, `Millénaire site ready at ${config.publicUrl} in ${startupMs} ms`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
