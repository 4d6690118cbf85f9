import { useState } from 'react';
import { useWideScreen } from '../../../ui/data-table/use-wide-screen';
import { Page } from '../../../ui/Page';
import { ConflictDialog } from '../components/conflict/ConflictDialog';
import { ArrivalsTable } from '../components/desktop/ArrivalsTable';
import { PhoneArrivals } from '../components/phone/PhoneArrivals';
import { useGroupEdits } from '../hooks/use-group-edits';
import '../arrivals.css';

/** Arrivals list (03-bookings-arrivals): cards on a phone, the full table from 768 px up. */
export function ArrivalsPage() {
  const wide = useWideScreen();
  const [resolving, setResolving] = useState<string | null>(null);
  const saver = useGroupEdits(setResolving);
  return (
    <Page title="Arrivals">
      {wide ? (
        <ArrivalsTable saver={saver} onResolve={setResolving} />
      ) : (
        <PhoneArrivals saver={saver} onResolve={setResolving} />
      )}
      <ConflictDialog entryId={resolving} onClose={() => setResolving(null)} follow={saver.follow} />
    </Page>
  );
}
