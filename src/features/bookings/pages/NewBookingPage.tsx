import { useIonViewWillEnter } from '@ionic/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { NewBooking } from '../../../../contract/bookings';
import { findEntry, needsUser } from '../../../platform/outbox';
import { parseNumericId } from '../../../platform/route-params';
import { Page } from '../../../ui/Page';
import { useHotelsForNewBooking } from '../api/hotels-for-new-booking';
import { useToursForNewBooking } from '../api/tours-for-new-booking';
import { NewBookingForm } from '../new-booking/NewBookingForm';
import { outboxKind as bookingKind } from '../outbox-kind';
import type { ResumedBooking } from '../new-booking/use-new-booking';

/**
 * New booking form (03-bookings-arrivals); `?tourId=` (the header search's link) preselects the tour,
 * and `?entry=` reopens a booking the server refused from the outbox, to edit and send it again.
 */
export function NewBookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const presetTourId = parseNumericId(params.get('tourId') ?? undefined);
  const entryId = params.get('entry');
  const tours = useToursForNewBooking();
  const hotels = useHotelsForNewBooking();
  const [resumed, setResumed] = useState<ResumedBooking | null | 'missing' | 'loading'>(
    entryId ? 'loading' : null,
  );
  // Ionic keeps this page mounted behind the confirmation and the list, and 'Add New Booking' or the
  // confirmation's 'New booking' come back to the same instance: a form whose booking was saved or
  // queued is replaced by a new one (empty guest, new clientRef, no outbox entry) as the page comes
  // back, so the next booking is never sent as the last one's resend (issue 23). Not as it leaves:
  // changing the page while Ionic animates it out left the confirmation blank.
  const formDone = useRef(false);
  const [formsDone, setFormsDone] = useState(0);
  const nextForm = useCallback(() => {
    formDone.current = true;
  }, []);
  useIonViewWillEnter(() => {
    if (!formDone.current) return;
    formDone.current = false;
    setResumed(null);
    setFormsDone((n) => n + 1);
  });

  useEffect(() => {
    if (!entryId || !hotels.data) return;
    void findEntry(entryId).then((entry) => {
      if (!entry || entry.kind !== bookingKind.name || !needsUser(entry)) return setResumed('missing');
      const body = entry.body as NewBooking;
      const hotel = hotels.data.find((h) => h.id === body.hotelId);
      setResumed({ entryId, body, hotel: hotel ? { id: hotel.id, cityId: hotel.cityId } : null });
    });
  }, [entryId, hotels.data]);

  return (
    <Page title="Add New Booking">
      {resumed === 'missing' && (
        <p className="centered-note" role="alert">
          {t('This booking is no longer waiting for you.')} <Link to="/outbox">{t('Open Outbox')}</Link>
        </p>
      )}
      {/* The form starts once the tours are known, so a preset tour can choose its first sold day. */}
      {tours.data && resumed !== 'loading' && resumed !== 'missing' && (
        <NewBookingForm
          key={`${resumed?.entryId ?? 'new'}:${formsDone}`}
          presetTourId={presetTourId}
          resumed={resumed}
          onDone={nextForm}
        />
      )}
    </Page>
  );
}
