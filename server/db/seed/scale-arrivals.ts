import type { Insertable } from 'kysely';
import type { DB } from '../tables';
import { groupPlanner, NIGHTS, type ArrivalRefs, type Stay } from './arrivals';
import { planContacts } from './contacts';
import { addDays } from './dates';
import type { SeedGroup } from './groups';
import type { Random } from './random';
import type { ScaleLoader } from './scale-loader';

/** Days of arrival history: the tour desk's lists of the last five months stay in the table. */
export const ARRIVAL_HISTORY_DAYS = 150;
const CHUNK = 20_000;

/**
 * The scale world's arrivals on top of the demo's: a fifth of them in house today, most gone home
 * within the last five months, the rest arriving in the next 30 days; group info and meetings by the
 * demo's rules (contacts.ts). Inserted a chunk per transaction; the groups stay in memory for bookings.
 */
export async function seedScaleArrivals(
  loader: ScaleLoader,
  rng: Random,
  refs: ArrivalRefs,
  today: string,
  target: number,
  first: { arrivalId: number; groupInfoId: number; meetingId: number },
): Promise<SeedGroup[]> {
  // Sequences above the demo's, so the two worlds' group ids never meet.
  const plan = groupPlanner(refs, today, 100_000);
  const groups: SeedGroup[] = [];
  let made = 0;
  let groupInfoId = first.groupInfoId;
  let meetingId = first.meetingId;
  while (made < target) {
    const rows: Insertable<DB['arrivals']>[] = [];
    const chunkGroups: SeedGroup[] = [];
    while (rows.length < CHUNK && made + rows.length < target) {
      const planned = plan(rng, planStay(rng, today), first.arrivalId + made + rows.length);
      rows.push(...planned.rows);
      chunkGroups.push(planned.group);
    }
    made += rows.length;
    // planContacts numbers its rows from 1; move them past what is in the table already.
    const contacts = planContacts(rng, chunkGroups, refs, today);
    const offset = groupInfoId - 1;
    for (const gi of contacts.groupInfos) gi.id = gi.id! + offset;
    for (const h of contacts.groupInfoHotels) h.groupInfoId += offset;
    for (const g of chunkGroups) if (g.groupInfoId !== null) g.groupInfoId += offset;
    for (const m of contacts.meetings) m.id = m.id! + meetingId - 1;
    groupInfoId += contacts.groupInfos.length;
    meetingId += contacts.meetings.length;
    await loader.insert({
      arrivals: rows,
      groupInfos: contacts.groupInfos,
      groupInfoHotels: contacts.groupInfoHotels,
      meetings: contacts.meetings,
    });
    groups.push(...chunkGroups);
  }
  return groups;
}

function planStay(rng: Random, today: string): Stay {
  const stay = rng.weighted([
    ['inHouse', 20],
    ['departed', 70],
    ['future', 10],
  ] as const);
  const nights = rng.weighted(NIGHTS);
  const offset =
    stay === 'inHouse'
      ? -rng.int(0, nights)
      : stay === 'departed'
        ? -rng.int(nights + 1, ARRIVAL_HISTORY_DAYS)
        : rng.int(1, 30);
  const arrivalDate = addDays(today, offset);
  return { arrivalDate, departureDate: addDays(arrivalDate, nights), arrived: stay !== 'future' };
}
