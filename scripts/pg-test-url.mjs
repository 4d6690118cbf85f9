// Prints the PostgreSQL URL the API suite should also run on, or nothing when none answers.
// Also drops test schemas (t_*) that an interrupted earlier run left behind.
import pg from 'pg';

const url = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const { rows } = await client.query(`select nspname from pg_namespace where nspname like 't\\_%'`);
  for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
  await client.end();
  process.stdout.write(url);
} catch {
  if (process.env.DATABASE_URL_TEST) {
    console.error(`DATABASE_URL_TEST is set but PostgreSQL does not answer at it`);
    process.exit(1);
  }
}
