import { sql } from 'kysely';
import type { Db, Dialect } from './database';

/**
 * What a write may change, each with its own write mark, so a kept result is dropped only by writes to
 * what it shows (docs/decisions.md "Write areas"). A read names every area whose rows it reads; a write
 * route names every area it may write, and one that names none moves them all.
 * - bookings: bookings, their seats and status history
 * - arrivals: arrivals, group infos and their rooms, meetings
 * - tours: tours and offers themselves (the booking lists show their names)
 * - catalogue: the rest of what editors and suppliers keep: valid periods and prices, time slots,
 *   pick-up times, availability, offer cities, media, FAQs, itineraries, languages
 * - directory: users and roles, agencies, suppliers, countries, cities, regions, hotels (names the
 *   lists show, and the scope a caller is given)
 * - sessions: sign-in attempts, sessions, audit entries: nothing a list shows
 * A new area needs a migration that makes its PostgreSQL sequence (see markSequence).
 */
export const WRITE_AREAS = ['bookings', 'arrivals', 'tours', 'catalogue', 'directory', 'sessions'] as const;
export type WriteArea = (typeof WRITE_AREAS)[number];

/**
 * Marks that move whenever a write to their area may have been committed, so results computed from
 * the database can be kept until one they depend on moves. Read them before reading the data: a result
 * kept under older marks is at worst newer than its marks, never older than the next ones.
 */
export interface WriteVersion {
  /** The marks of `areas` (every area when not named) as one string. */
  current(areas?: readonly WriteArea[]): Promise<string>;
  /** Moves the marks of `areas` (every area when not named); called after a write has committed and
   * before its answer leaves (see the onSend hook in server/http/write-marks.ts). */
  bump(areas?: readonly WriteArea[]): Promise<void>;
}

/** The PostgreSQL sequence of an area's mark (made by migration 2026-11-25-0012-write-marks). */
export const markSequence = (area: WriteArea) => `write_mark_${area}`;

export function writeVersion(db: Db, dialect: Dialect): WriteVersion {
  if (dialect === 'postgres') {
    // Sequences, not rows: nextval takes no row lock and does not wait for a commit, so every API
    // instance sees the move at once and concurrent writers never queue on it.
    return {
      current: async (areas = WRITE_AREAS) => {
        // A new sequence reads 1 before its first nextval and after it; is_called tells them apart.
        const marks = areas.map(
          (area) =>
            sql`(select case when is_called then last_value else 0 end from ${sql.table(markSequence(area))})`,
        );
        const { rows } = await sql<{ v: string }>`select concat_ws('.', ${sql.join(marks)}) as v`.execute(db);
        return rows[0].v;
      },
      bump: async (areas = WRITE_AREAS) => {
        if (areas.length === 0) return;
        const moves = areas.map((area) => sql`nextval(${markSequence(area)})`);
        await sql`select ${sql.join(moves)}`.execute(db);
      },
    };
  }
  // SQLite is written through one connection per process: counts kept with the connection cover every
  // app on it, and data_version moves (for every area) when another process commits to the file.
  let local = localWrites.get(db);
  if (!local) localWrites.set(db, (local = Object.fromEntries(WRITE_AREAS.map((a) => [a, 0])) as Counts));
  const writes = local;
  return {
    current: async (areas = WRITE_AREAS) => {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
      return [...areas.map((area) => writes[area]), rows[0].data_version].join('.');
    },
    bump: async (areas = WRITE_AREAS) => {
      for (const area of areas) writes[area] += 1;
    },
  };
}

type Counts = Record<WriteArea, number>;
const localWrites = new WeakMap<Db, Counts>();
