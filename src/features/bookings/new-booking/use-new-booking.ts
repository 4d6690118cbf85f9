import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewBooking } from '../../../../contract/bookings';
import { toDisplayDate, todayUtc } from '../../../../domain/dates';
import { bookingRoleOf } from '../../../../domain/booking-access';
import {
  chosenOffer,
  NO_GUEST,
  partyMessage,
  partyProblem,
  priceSummary,
  settleChoice,
  type CascadeHotel,
  type PriceSummary,
} from '../../../../domain/new-booking';
import { notify } from '../../../platform/notifications';
import { useSession } from '../../../platform/session';
import { useNow } from '../../../platform/use-now';
import { bookingListKeys } from '../api/keys';
import { createBooking, type CreateOutcome } from '../api/create-booking';
import { PROVIDER_NOT_ANSWERING, PROVIDER_NOT_ANSWERING_MORE } from '../outbox-kind';
import { useOfferPrices } from '../api/offer-prices';
import { useTicketAvailability } from '../api/ticket-availability';
import { useTicketTerms } from '../api/ticket-terms';
import { calendarFrom, markedDays } from './provider-seats';
import { useToursForNewBooking } from '../api/tours-for-new-booking';
import { termsErrors, termsNotes } from './ticket-terms';
import {
  fromBody,
  initialValues,
  toBody,
  validate,
  type FieldErrors,
  type NewBookingValues,
} from './form-values';

/** A booking the server refused, opened from the outbox to be edited and sent again. */
export interface ResumedBooking {
  entryId: string;
  body: NewBooking;
  hotel: CascadeHotel | null;
}

/**
 * The new-booking form's state. Every change passes through the shared cascade (domain/new-booking),
 * so the tour, offer, slot, times and counters can never disagree with the hotel and the date.
 */
export function useNewBooking(
  firstDate: string | null,
  presetTourId: number | null,
  resumed: ResumedBooking | null = null,
  onDone: () => void = () => undefined,
  /** The date carousel's first day: the provider's calendar is read from it (provider-seats.ts). */
  carouselFirst: string | null = null,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession();
  const tours = useToursForNewBooking().data;
  const [values, setValues] = useState(() =>
    resumed ? fromBody(resumed.body, resumed.hotel) : initialValues(firstDate, presetTourId),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  // The contract's messages show for a field the agent has changed, and for every field once Save
  // is tapped: an untouched form is not red (issue 24 item 10).
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // Staff book on behalf of an agency they choose (domain/booking-access.ts); an agent for their own.
  const onBehalf = !!user && bookingRoleOf(user) === 'staff';
  const [agencyId, setAgencyIdState] = useState<number | null>(resumed?.body.agencyId ?? null);
  const setAgencyId = (id: number | null) => {
    setAgencyIdState(id);
    // The in-house guest belongs to the agency: another agency's guest would not be theirs.
    setValues((v) => ({ ...v, ...NO_GUEST }));
    setErrors(({ agencyId: _gone, ...rest }) => rest);
  };
  const [saving, setSaving] = useState(false);
  /** A price the server answered with 409; shown until the prices are fetched again. */
  const [serverTotal, setServerTotal] = useState<PriceSummary['total'] | null>(null);
  // One clientRef per form, and the outbox entry once queued: a second Save of this form (a double tap,
  // a refusal fixed) resends it, never a second booking. A booking saved or queued ends the form
  // (`onDone`): the page opens the next one fresh, with its own clientRef and entry.
  const [clientRef] = useState(() => resumed?.body.clientRef ?? crypto.randomUUID());
  const entryId = useRef<string | null>(resumed?.entryId ?? null);

  // The cascade drops what the server would refuse by the clock: days before the supplier's tomorrow
  // and slots inside their minimum notice (domain/local-time.ts).
  const now = useNow();
  const settled = useMemo(() => (tours ? settleChoice(tours, values, now) : values), [tours, values, now]);
  const offer = tours ? chosenOffer(tours, settled) : undefined;
  // Staff booking for an agency see that agency's contracted nets; an agent's own come by their token.
  const prices = useOfferPrices(settled.tourId, settled.date, onBehalf ? agencyId : null);
  const summary = priceSummary(prices.data ?? [], settled.offerId, settled.adults, settled.children);
  const total = serverTotal ?? summary?.total ?? null;
  // The contract's messages apply as the agent types (03 section 5: beside their fields whenever
  // they apply), not only after Save; 'Offer is required' says enough while no tour is chosen.
  const body = { ...toBody(settled, clientRef, total?.usd ?? null), ...(onBehalf ? { agencyId } : {}) };
  // What the slot's ticket provider asks (issue 26 items 2, 5, 6): its contact fields are checked
  // before Save like the contract's, and its terms are said under the slot.
  // Asked of any chosen slot, not only of one the kept tour list marks as a provider's: that list may be
  // a minute older than the slot's mapping, and the server answers null at once for a slot of our own.
  // Not by date: the terms wait for nothing that changes with it (the provider's days come below).
  const terms = useTicketTerms(settled.offerId, settled.timeSlotId, null).data;
  // What the slot's provider has left (issue 26 item 3), read once per carousel window and slot: its
  // closed and sold-out days mark the carousel, its departure's places show at the slot choice.
  const seatsFrom = calendarFrom(carouselFirst ?? settled.date ?? todayUtc(), settled.date);
  const seats = useTicketAvailability(settled.offerId, settled.timeSlotId, seatsFrom, settled.date).data;
  const { tourId: _tour, ...live } = { ...termsErrors(terms, settled), ...validate(body) };
  const notes = termsNotes(terms, settled, settled.date, [...markedDays(seats).keys()]);
  const party = offer ? partyProblem(offer, settled) : null;
  // What the server answered for a field stays until that field changes.
  const shownErrors: FieldErrors = {
    ...Object.fromEntries(Object.entries(live).filter(([k]) => submitted || shownOnceTouched(k, touched))),
    ...errors,
  };

  const update = (patch: Partial<NewBookingValues>) => {
    setTouched((seen) =>
      Object.keys(patch).every((k) => seen.has(k)) ? seen : new Set([...seen, ...Object.keys(patch)]),
    );
    setValues((v) => (tours ? settleChoice(tours, { ...v, ...patch }, Date.now()) : { ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
    if (
      'adults' in patch ||
      'children' in patch ||
      'offerId' in patch ||
      'tourId' in patch ||
      'date' in patch
    )
      setServerTotal(null);
  };

  const report = (outcome: CreateOutcome) => {
    if (outcome.kind === 'sent') {
      void queryClient.invalidateQueries({ queryKey: bookingListKeys.lists });
      void navigate(`/agent/bookings/details/${outcome.booking.id}`);
      onDone();
    } else if (outcome.kind === 'pending') {
      // Only a booking that waits for the network says "back online" (issue 26 items 1, 7): a provider
      // or server that failed for now is said as such; a final refusal never comes here.
      if (outcome.why === 'provider')
        notify('warning', t(PROVIDER_NOT_ANSWERING), t(PROVIDER_NOT_ANSWERING_MORE));
      else if (outcome.why === 'server')
        notify('information', t('Saved on this device — it will be sent as soon as the server answers'));
      else notify('information', t('Saved on this device — it will be sent when you are back online'));
      void navigate('/agent/bookings');
      onDone();
    } else if (outcome.kind === 'price-changed') {
      setServerTotal({ usd: outcome.total, aed: outcome.totalAed });
      notify('warning', t('Price changed'), t('Check the new total and save again to confirm it'));
    } else {
      setErrors(outcome.fields);
      // Told here and beside its fields, the refusal is the form's to fix; createBooking has taken
      // it out of the outbox, so no red count waits in the header as well.
      notify('error', outcome.title || String(outcome.status), outcome.message);
    }
  };

  const save = async () => {
    if (saving || !user) return;
    if (onBehalf && agencyId === null) setErrors((e) => ({ ...e, agencyId: 'Agency is required' }));
    if (Object.keys(live).length > 0 || party || (onBehalf && agencyId === null)) {
      // A tap that cannot save says why: every message beside its field, and the first one here.
      setSubmitted(true);
      const first = party ? partyMessage(party) : null;
      const why = first ? t(first.text, first.values) : t(Object.values(live)[0] ?? 'Agency is required');
      notify('warning', t('Not saved'), why);
      return;
    }
    setSaving(true);
    try {
      const label = `${offer?.nameDisplay ?? ''} · ${body.guestName} · ${toDisplayDate(body.date)}`;
      const result = await createBooking(user.id, body, label, entryId.current, {
        keepRefused: resumed !== null,
      });
      entryId.current = result.entryId;
      report(result.outcome);
    } finally {
      setSaving(false);
    }
  };

  return {
    tours,
    /** The clock the cascade settled by: the sections grey out by the same time. */
    now,
    values: settled,
    offer,
    update,
    errors: shownErrors,
    party,
    /** The slot's ticket provider terms (null: none), and what to say of them under the slot. */
    terms: terms ?? null,
    notes,
    /** What the chosen slot's provider has left (null: nothing known), and the window it was read for. */
    seats: seats ?? null,
    seatsFrom,
    saving,
    save,
    summary,
    total,
    pricesLoading: prices.isFetching,
    pricesOffline: prices.offline,
    agency: { onBehalf, agencyId, setAgencyId },
  };
}

/** The value fields whose change shows a message's field: a body key's own, and what chooses it. */
const TOUCHED_BY: Partial<Record<string, readonly string[]>> = {
  hotelId: ['hotel'],
  offerId: ['offerId', 'tourId'],
};

function shownOnceTouched(field: string, touched: ReadonlySet<string>): boolean {
  return (TOUCHED_BY[field] ?? [field]).some((k) => touched.has(k));
}
