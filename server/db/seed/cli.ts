import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemo } from './demo';

/** `npm run seed`: migrate the configured database and fill it with the demo world if it is empty. */
async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(
      `Unknown option: ${args[0]}\nUsage: npm run seed   (seeds the demo data into an empty database; takes no options)`,
    );
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }

  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.file;
  const { db, schema, close } = openDatabase(config.database, { poolSize: 2 });
  try {
    await migrateToLatest(db, schema);
    if (!(await isDatabaseEmpty(db))) {
      console.log(`Database already has data; nothing seeded (${where})`);
      return 0;
    }
    const started = performance.now();
    const summary = await seedDemo(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Seeded the demo data into ${where} in ${seconds} s:`);
    for (const [table, rows] of Object.entries(summary)) console.log(`  ${table.padEnd(20)} ${rows}`);
    console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(30)} ${u.role.padEnd(16)} ${u.fullName}`);
    return 0;
  } finally {
    await close();
  }
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
