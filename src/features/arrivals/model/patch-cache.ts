import type { InfiniteData } from '@tanstack/react-query';
import type { Arrival, ArrivalsPage, GroupInfo } from '../../../../contract';

/** A saved group's info into one fetched arrival, as the server would now list it. */
export function withGroupInfo(arrival: Arrival, info: GroupInfo): Arrival {
  if (arrival.groupId !== info.groupId) return arrival;
  const room = info.hotels.find((h) => h.hotelId === arrival.hotelId)?.roomNumber;
  return {
    ...arrival,
    groupInfo: info,
    notes: info.notes ?? arrival.notes,
    touristPhone: info.phoneNumbers || arrival.touristPhone,
    roomNumber: room ?? arrival.roomNumber,
  };
}

const patchPage = (page: ArrivalsPage, info: GroupInfo): ArrivalsPage => ({
  ...page,
  entities: page.entities.map((a) => withGroupInfo(a, info)),
});

/** Patches a cached list of either shape (the table's page or the phone's pages); others pass through. */
export function patchArrivalsData(data: unknown, info: GroupInfo): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data) {
    const pages = data as InfiniteData<ArrivalsPage>;
    return { ...pages, pages: pages.pages.map((p) => patchPage(p, info)) };
  }
  if ('entities' in data) return patchPage(data as ArrivalsPage, info);
  return data;
}
