import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWideScreen } from '../../../ui/data-table/use-wide-screen';
import { lazyLoaded } from '../../../ui/lazy-loaded';
import { Page } from '../../../ui/Page';
import { useEver } from '../../../ui/use-ever';
import { useGroupEdits } from '../hooks/use-group-edits';
import { loadPhone, loadTable, preloadArrivalsPart } from '../parts';
import '../arrivals.css';

// The conflict dialog loads when a conflict is first shown.
const ArrivalsTable = lazyLoaded(loadTable, (m) => m.ArrivalsTable);
const PhoneArrivals = lazyLoaded(loadPhone, (m) => m.PhoneArrivals);
// Opened from the menu, the part starts loading with the page's chunk, not after its first render.
preloadArrivalsPart();
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
