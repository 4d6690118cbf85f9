import type { InfiniteData } from '@tanstack/react-query';
import type { Arrival, ArrivalsPage } from '../../../../contract';
import { matchesArrivalSearch } from '../../../../domain/arrival-search';
import type { ArrivalRow } from './arrival-rows';
import { shownPhones, shownRoom } from './display';

/** What the phone list narrows by (its filters). */
export interface DeviceFilter {
  search: string;
  hotelId: number | null;
  inHouse: boolean;
}

/**
 * Every arrival the device keeps, from every cached list (the table's pages, the phone's pages, any
 * filter), each once, in the server's default order: group id, then id.
 */
export function keptArrivals(lists: readonly unknown[]): Arrival[] {
  const byId = new Map<number, Arrival>();
  for (const data of lists) {
    if (!data || typeof data !== 'object') continue;
    const pages =
      'pages' in data
        ? (data as InfiniteData<ArrivalsPage>).pages
        : 'entities' in data
          ? [data as ArrivalsPage]
          : [];
    for (const page of pages) for (const a of page.entities) if (!byId.has(a.id)) byId.set(a.id, a);
  }
  return [...byId.values()].sort((x, y) =>
    x.groupId === y.groupId ? x.id - y.id : x.groupId < y.groupId ? -1 : 1,
  );
}

/**
 * The server's filter over the kept guests, as the screen shows them (unsent edits included, so a room
 * changed offline is found by its new number): name, room or phone (domain/arrival-search.ts), hotel,
 * and In House (the stay includes `today`).
 */
export function filterKept(rows: readonly ArrivalRow[], filter: DeviceFilter, today: string): ArrivalRow[] {
  return rows.filter((row) => {
    const { arrival } = row;
    if (filter.hotelId !== null && arrival.hotelId !== filter.hotelId) return false;
    if (filter.inHouse && !(arrival.arrivalDate <= today && arrival.departureDate >= today)) return false;
    return matchesArrivalSearch(
      {
        touristName: arrival.touristName,
        rooms: [shownRoom(row), arrival.roomNumber],
        phones: [shownPhones(row), arrival.touristPhone, arrival.groupInfo?.phoneNumbers],
      },
      filter.search,
    );
  });
}
