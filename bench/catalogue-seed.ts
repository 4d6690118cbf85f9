// Seeds the scale seed's catalogue (2,000 tours, 10,000 offers, 40,000 valid periods, 50,000 photos)
// with few bookings into an empty database, for the catalogue benches that read no bookings
// (tour save, the agents' tour list): the full scale seed's million bookings take most of an hour on a
// shared machine and no catalogue call reads them.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/perf15 npx tsx bench/catalogue-seed.ts
//   DATA_DIR=data/bench-catalogue npx tsx bench/catalogue-seed.ts          (SQLite: DATA_DIR/caravan.db)
import { sql } from 'kysely';
import { loadConfigOrExplain } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { FULL_SCALE, seedScale } from '../server/db/seed/scale';

async function main(): Promise<number> {
  const config = loadConfigOrExplain();
  if (!config) return 1;
  const database = openDatabase(config.database, { poolSize: 2 });
  try {
    await migrateToLatest(database.db, database.schema);
    const summary = await seedScale(database.db, {
      counts: { ...FULL_SCALE, bookings: 2_000, arrivals: 2_000, hotels: 200, agencies: 10, agents: 20 },
      log: (line) => console.log(line),
    });
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
    console.log(`seeded in ${summary.totalSeconds.toFixed(1)} s`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
