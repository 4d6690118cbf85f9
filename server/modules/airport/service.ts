import type {
  AirportDay,
  AirportMeeting,
  AirportMeetingsResult,
  SaveAirportMeetings,
} from '../../../contract';
import { byFlight } from '../../../domain/airport';
import { phoneList } from '../../../domain/phone';
import { addDaysUtc } from '../../../domain/dates';
import { localDateOf } from '../../../domain/local-time';
import type { SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import {
  arrivalsInScope,
  arrivingGuests,
  deleteMeetings,
  insertMeetings,
  meetingsOf,
  suppliersOfScope,
} from './repo';
import { supplierTimeZone } from '../suppliers/repo';

const meetingOf = (r: {
  metAt: string | null;
  metBy: number | null;
  metByName: string | null;
}): AirportMeeting | null =>
  r.metAt === null ? null : { metAt: r.metAt, metById: r.metBy, metByName: r.metByName };

/**
 * Today's and tomorrow's arriving guests by flight. Each supplier's guests arrive on its own calendar
 * (its time zone), so an operator's rep sees every supplier's today and tomorrow; the answer's
 * `today`/`tomorrow` are the caller's own supplier's, for the screen's headings.
 */
export async function airportDay(
  db: Db,
  filter: SupplierFilter,
  ownSupplierId: number,
  now: Date | number = Date.now(),
): Promise<AirportDay> {
  const suppliers = await suppliersOfScope(db, filter);
  const daysOf = new Map(
    suppliers.map((s) => {
      const today = localDateOf(now, s.timeZone);
      return [s.id, [today, addDaysUtc(today, 1)]] as const;
    }),
  );
  const dates = [...new Set([...daysOf.values()].flat())];
  const rows = await arrivingGuests(db, [...daysOf.keys()], dates);
  const guests = rows
    .filter((r) => daysOf.get(r.supplierId)?.includes(r.arrivalDate))
    .map((r) => ({
      arrivalId: r.id,
      supplierId: r.supplierId,
      groupId: r.groupId,
      date: r.arrivalDate,
      arrivalTime: r.arrivalTime,
      flight: r.arrivalFlight,
      terminal: r.arrivalTerminal,
      transport: r.arrivalTransport,
      touristName: r.touristName,
      hotelId: r.hotelId,
      hotelName: r.hotelName,
      phones: phoneList(r.groupPhones, r.touristPhone),
      met: meetingOf(r),
    }));
  const today = localDateOf(now, await supplierTimeZone(db, ownSupplierId));
  return {
    today,
    tomorrow: addDaysUtc(today, 1),
    flights: byFlight(guests).map((f) => ({
      date: f.date,
      flight: f.flight,
      terminal: f.terminal,
      arrivalTime: f.arrivalTime,
      transport: f.transport,
      groups: f.groups.map((g) => ({
        groupId: g.groupId,
        supplierId: g.supplierId,
        phones: phoneList(...g.guests.map((x) => x.phones.join(','))),
        guests: g.guests.map((x) => ({
          arrivalId: x.arrivalId,
          touristName: x.touristName,
          hotelId: x.hotelId,
          hotelName: x.hotelName,
          met: x.met,
        })),
      })),
    })),
  };
}

/**
 * Marks guests met (or undoes it). Marking a guest met again keeps the first meeting (who and when),
 * and undoing one not met changes nothing: both answer 200, with `changed` saying how many moved.
 * Any id the caller cannot reach refuses the whole request (404, naming them), changing nothing.
 */
export async function saveMeetings(
  trx: Db,
  filter: SupplierFilter,
  userId: number,
  save: SaveAirportMeetings,
  now: Date = new Date(),
): Promise<StoredAnswer<AirportMeetingsResult>> {
  const ids = [...new Set(save.arrivalIds)];
  const found = await arrivalsInScope(trx, filter, ids);
  if (found.length !== ids.length) {
    const known = new Set(found.map((a) => a.id));
    const missing = ids.filter((id) => !known.has(id));
    throw new AppError('not_found', 'Guest not found', {
      body: { reason: 'unknown_arrival', arrivalIds: missing },
    });
  }
  const recordedAt = now.toISOString();
  // A mark made offline carries the device's time; one ahead of the server's clock is taken as now.
  const metAt =
    save.metAt && Date.parse(save.metAt) < now.getTime() ? new Date(save.metAt).toISOString() : recordedAt;
  const changed = save.met
    ? await insertMeetings(
        trx,
        found.map((a) => ({ arrivalId: a.id, supplierId: a.supplierId, metAt, metBy: userId, recordedAt })),
      )
    : await deleteMeetings(trx, ids);
  const meetings = new Map((await meetingsOf(trx, ids)).map((m) => [m.arrivalId, meetingOf(m)]));
  return {
    status: 200,
    body: { changed, guests: ids.map((arrivalId) => ({ arrivalId, met: meetings.get(arrivalId) ?? null })) },
  };
}
