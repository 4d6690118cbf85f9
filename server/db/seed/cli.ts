import { loadConfigOrExplain } from '../../config';
import { openPhotoStorage } from '../../modules/media/storage';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { withStartupLock } from '../startup-lock';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemo } from './demo';
import { FULL_SCALE, ScaleSeedRefused, seedScale } from './scale';

const USAGE = `Usage: npm run seed              seeds the demo data into an empty database
       npm run seed -- --scale   seeds the demo data and the scale world (${FULL_SCALE.bookings.toLocaleString('en')} bookings) into an empty database
       (npm run seed:scale is the same as the second)`;

/**
 * `npm run seed [-- --scale]`: migrate the configured database (DATABASE_URL or the SQLite file of
 * DATA_DIR) and fill it with the demo world, or the demo and the scale world, if it is empty.
 */
async function main(args: string[]): Promise<number> {
  const unknown = args.find((a) => a !== '--scale');
  if (unknown !== undefined || args.length > 1) {
    console.error(`${unknown !== undefined ? `Unknown option: ${unknown}` : 'Give --scale once'}\n${USAGE}`);
    return 2;
  }
  const scale = args.includes('--scale');
  const config = loadConfigOrExplain();
  if (!config) return 1;

  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.file;
  const database = openDatabase(config.database, { poolSize: 2 });
  const { db, schema, close } = database;
  try {
    // Under the start-up lock, as the API's own start-up: neither seeds while the other does.
    if (scale) {
      await withStartupLock(database, (locked) => migrateToLatest(locked, schema));
      return await seedScaleInto(db, where);
    }
    const started = performance.now();
    const summary = await withStartupLock(database, async (locked) => {
      await migrateToLatest(locked, schema);
      return (await isDatabaseEmpty(locked))
        ? seedDemo(locked, { photoStorage: openPhotoStorage(config.media) })
        : null;
    });
    if (!summary) {
      console.log(`Database already has data; nothing seeded (${where})`);
      return 0;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Seeded the demo data into ${where} in ${seconds} s:`);
    for (const [table, rows] of Object.entries(summary)) console.log(`  ${table.padEnd(20)} ${rows}`);
    printLogins();
    return 0;
  } finally {
    await close();
  }
}

async function seedScaleInto(db: Parameters<typeof seedScale>[0], where: string): Promise<number> {
  console.log(`Seeding the demo and the scale world into ${where}:`);
  try {
    const summary = await seedScale(db, { log: (line) => console.log(line) });
    console.log('\nRows added by the scale world, and the time their inserts took:');
    for (const t of summary.tables) {
      console.log(
        `  ${t.table.padEnd(20)} ${t.rows.toLocaleString('en').padStart(11)} rows ${t.seconds.toFixed(1).padStart(7)} s`,
      );
    }
    console.log(`Total: ${summary.totalSeconds.toFixed(1)} s`);
    printLogins();
    return 0;
  } catch (e) {
    if (e instanceof ScaleSeedRefused) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}

function printLogins(): void {
  console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(30)} ${u.role.padEnd(16)} ${u.fullName}`);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(`Seeding failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  },
);
