import { useIonViewWillEnter, useIonViewWillLeave } from '@ionic/react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWideScreen } from '../../../ui/data-table/use-wide-screen';
import { lazyLoaded } from '../../../ui/lazy-loaded';
import { StaleOutboxNotice } from '../../../ui/outbox/StaleOutboxNotice';
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
  const wanted = params.get('resolve');
  const [resolving, setResolving] = useState<string | null>(wanted);
  // A save's answer can come after the rep has moved on (to the Outbox, say): its dialog must not open
  // over that page, where the Outbox already lists the conflict and its Resolve brings the rep back.
  const shown = useRef(true);
  useIonViewWillEnter(() => {
    shown.current = true;
    if (wanted) setResolving(wanted);
  }, [wanted]);
  useIonViewWillLeave(() => {
    shown.current = false;
    setResolving(null);
  });
  const openConflict = useCallback((entryId: string) => {
    if (shown.current) setResolving(entryId);
  }, []);
  const saver = useGroupEdits(openConflict);
  const dialogWanted = useEver(resolving !== null);
  return (
    <Page title="Arrivals">
      <StaleOutboxNotice />
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
