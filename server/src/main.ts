import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { keepNewFilesPrivate, makeDirectoryPrivate } from './lib/private-files.js';
import { runFirstRun } from './setup/first-run.js';

/**
 * Starts the shop: read the environment, build the app, make what a first start needs (the first
 * administrator, the demo shop on an empty database), listen, and shut down gracefully.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }

  keepNewFilesPrivate();
  makeDirectoryPrivate(config.dataDir);
  const app = await buildApp(config);
  const startup = await runFirstRun(app, config).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');

  // Printed to the console, not the log: the generated password must be shown once, never stored.
  const lines = [``, `Haat is running at ${url}`, `Back office: ${url}/admin`];
  const admin = startup.firstAdministrator;
  if (admin?.generatedPassword) {
    lines.push(`First administrator created: ${admin.email} / ${admin.generatedPassword}`);
    lines.push('Write this password down now: it is shown only once.');
  } else if (admin) {
    lines.push(`First administrator created: ${admin.email} (password from ADMIN_PASSWORD)`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error) => {
  process.stderr.write(
    `Haat could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
