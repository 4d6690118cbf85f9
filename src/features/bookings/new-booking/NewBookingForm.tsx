import { IonButton, IonSpinner } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSave,
  firstAvailableDate,
  firstSaleDay,
  guestFields,
  type InHouseGuest,
} from '../../../../domain/new-booking';
import { ActionBar } from '../../../ui/ActionBar';
import { dateRange, tomorrow } from '../../../ui/inputs/carousel-dates';
import { getGroupContact } from '../api/group-contact';
import { useToursForNewBooking } from '../api/tours-for-new-booking';
import { AgencySection } from './AgencySection';
import { CoreInfoSection } from './CoreInfoSection';
import { GuestSection } from './GuestSection';
import { PaymentSection } from './PaymentSection';
import { TicketSection } from './TicketSection';
import { useNewBooking, type ResumedBooking } from './use-new-booking';
import './new-booking.css';

/** Days the carousel offers (spec: 10, from tomorrow). */
const CAROUSEL_DAYS = 10;

interface Props {
  presetTourId: number | null;
  resumed?: ResumedBooking | null;
  /** The booking is saved or queued: this form is done, and the next booking needs a new one. */
  onDone?: () => void;
}

/** The four sections and Save; rendered once the tours are loaded, so a preset tour can pick its first day. */
export function NewBookingForm({ presetTourId, resumed = null, onDone }: Props) {
  const { t } = useTranslation();
  const tours = useToursForNewBooking().data;
  const [firstDate] = useState(() => firstSaleDay(tours ?? [], Date.now()) ?? tomorrow());
  // A tour opened by link starts on its first sold day, so the cascade does not drop it at once.
  const [initialDate] = useState(() =>
    firstAvailableDate(
      tours?.find((x) => x.id === presetTourId) ?? null,
      dateRange(firstDate, CAROUSEL_DAYS),
      null,
      Date.now(),
    ),
  );
  const form = useNewBooking(initialDate, presetTourId, resumed, onDone, firstDate);
  const { values, update, offer, agency } = form;
  const forAgency = agency.onBehalf ? (agency.agencyId ?? undefined) : undefined;

  const chooseGuest = (guest: InHouseGuest | null) => {
    update(guestFields(guest));
    // The in-house list may be older than the arrivals team's last edit of the group's room and phones.
    const hotelId = values.hotel?.id;
    if (guest?.groupInfoId && hotelId) {
      void getGroupContact(hotelId, guest.groupInfoId, forAgency).then((c) => {
        if (c)
          update({
            ...(c.roomNumber ? { roomNumber: c.roomNumber } : {}),
            ...(c.phoneNumbers ? { phones: c.phoneNumbers } : {}),
          });
      });
    }
  };

  const ready =
    canSave(offer, values.timeSlotId, values.guestName) &&
    form.party === null &&
    (!agency.onBehalf || agency.agencyId !== null);
  return (
    <form
      className="new-booking"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
    >
      {agency.onBehalf && (
        <AgencySection
          agencyId={agency.agencyId}
          onChange={agency.setAgencyId}
          error={form.errors.agencyId}
        />
      )}
      <CoreInfoSection form={form} firstDate={firstDate} onGuest={chooseGuest} />
      <TicketSection form={form} />
      <GuestSection form={form} />
      <PaymentSection form={form} />
      {/* Always in view at the bottom, on every size, and never under a notification. */}
      <ActionBar>
        <IonButton disabled={!ready || form.saving} size="large" onClick={() => void form.save()}>
          {form.saving && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
          {t(form.saving ? 'Saving' : 'Save')}
        </IonButton>
      </ActionBar>
    </form>
  );
}
