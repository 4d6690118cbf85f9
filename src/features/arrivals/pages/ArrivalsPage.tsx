import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWideScreen, WIDE_SCREEN_QUERY } from '../../../ui/data-table/use-wide-screen';
import { lazyLoaded, loader } from '../../../ui/lazy-loaded';
import { Page } from '../../../ui/Page';
import { useEver } from '../../../ui/use-ever';
import { useGroupEdits } from '../hooks/use-group-edits';
import '../arrivals.css';

// A phone loads the cards and a wider screen the table, never both; the conflict dialog loads when a
// conflict is first shown. Each is its own chunk, precached by the service worker like every route.
const loadTable = loader(() => import('../components/desktop/ArrivalsTable'));
const loadPhone = loader(() => import('../components/phone/PhoneArrivals'));
const ArrivalsTable = lazyLoaded(loadTable, (m) => m.ArrivalsTable);
const PhoneArrivals = lazyLoaded(loadPhone, (m) => m.PhoneArrivals);
// The part this screen will show starts loading with the page's chunk, not after its first render
// (at an offline start that was one more chunk in sequence before the first card).
void (window.matchMedia(WIDE_SCREEN_QUERY).matches ? loadTable() : loadPhone()).catch(() => undefined);
const ConflictDialog = lazy(() =>
  import('../components/conflict/ConflictDialog').then((m) => ({ default: m.ConflictDialog })),
);

/** Arrivals list (03-bookings-arrivals): cards on a phone, the full table from 768 px up. */
export function ArrivalsPage() {
  const wide = useWideScreen();
  // The Outbox page sends a conflict here to be settled: ?resolve={entry id} opens it at once.
  const [params] = useSearchParams();
  const [resolving, setResolving] = useState<string | null>(() => params.get('resolve'));
  const saver = useGroupEdits(setResolving);
  const dialogWanted = useEver(resolving !== null);
  return (
    <Page title="Arrivals">
      <Suspense fallback={null}>
        {wide ? (
          <ArrivalsTable saver={saver} onResolve={setResolving} />
        ) : (
          <PhoneArrivals saver={saver} onResolve={setResolving} />
        )}
      </Suspense>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ConflictDialog entryId={resolving} onClose={() => setResolving(null)} follow={saver.follow} />
        </Suspense>
      )}
    </Page>
  );
}
