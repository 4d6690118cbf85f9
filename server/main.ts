import { buildApp } from './app';
import { loadConfigOrExplain, type Config } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/startup-lock';
import { purgeOldIdempotencyKeys } from './http/idempotency';
import { setLocalOrigin } from './integrations/octo/local-origin';
import { openPhotoStorage } from './modules/media/storage';
import { scheduleRecovery } from './modules/external-bookings/recovery';
import { HOLD_SWEEP_INTERVAL_MS, sweepLapsedHolds } from './modules/bookings/holds';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo';

function describeDatabase(config: Config): string {
  if (config.database.kind === 'sqlite') return `SQLite ${config.database.file}`;
  const u = new URL(config.database.url);
  return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfigOrExplain('Caravan cannot start:');
  if (!config) process.exit(1);

  const database = openDatabase(config.database);
  let seeded = false;
  try {
    // Under the start-up lock: instances started together on a new database migrate and seed it once.
    seeded = (await prepareDatabase(database, config.seed, openPhotoStorage(config.media))) !== null;
  } catch (e) {
    console.error(
      `Caravan cannot start: the database (${describeDatabase(config)}) is not reachable or not usable: ${(e as Error).message}`,
    );
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  const { app, ctx } = await buildApp({ config, database });
  await purgeOldIdempotencyKeys(database.db);
  setInterval(
    () =>
      purgeOldIdempotencyKeys(database.db).catch((e) => app.log.warn(e, 'purging idempotency keys failed')),
    6 * 3600_000,
  ).unref();
  // OCTO holds lapse by themselves (a booking of the slot-day releases them first); the sweep frees
  // their seats on the chart and in the lists too, and moves the bookings' write mark when it did.
  setInterval(
    () =>
      sweepLapsedHolds(database.db)
        .then((n) => (n > 0 ? ctx.writes.bump(['bookings']) : undefined))
        .catch((e) => app.log.warn(e, 'releasing lapsed holds failed')),
    HOLD_SWEEP_INTERVAL_MS,
  ).unref();
  let stopRecovery = () => {};
  const shutdown = async () => {
    stopRecovery();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // Providers configured as a path on this server (the OCTO demo) are called at this address.
  const address = app.server.address();
  if (address && typeof address === 'object') setLocalOrigin(`http://127.0.0.1:${address.port}`);
  // After listening: the demo provider, which an interrupted booking may need, is this server.
  stopRecovery = scheduleRecovery({ db: database.db, config }, app.log);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `Caravan is running at http://${shownHost}:${config.port}  (${describeDatabase(config)}${seeded ? ', demo data seeded' : ''})`,
    `Ready in ${Math.round(performance.now() - started)} ms. API docs: http://${shownHost}:${config.port}/api/docs`,
    '',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(34)} ${u.role}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((e) => {
  console.error(`Caravan stopped: ${(e as Error).message}`);
  process.exit(1);
});
