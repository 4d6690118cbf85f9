import { WIDE_SCREEN_QUERY } from '../../ui/data-table/use-wide-screen';
import { loader } from '../../ui/lazy-loaded';

// A phone loads the cards and a wider screen the table, never both. Each is its own chunk, precached
// by the service worker like every route. Apart from the page so that a start at /arrivals (the
// entry chunk, src/page-loaders.ts) begins loading the part shown beside the page itself.
export const loadTable = loader(() => import('./components/desktop/ArrivalsTable'));
export const loadPhone = loader(() => import('./components/phone/PhoneArrivals'));

/** Starts loading the part this screen size shows. */
export function preloadArrivalsPart(): void {
  void (window.matchMedia(WIDE_SCREEN_QUERY).matches ? loadTable() : loadPhone()).catch(() => undefined);
}
