import { useTranslation } from 'react-i18next';
import { minutesToTime } from '../../../../domain/time-input';
import {
  counterBounds,
  partyMessage,
  slotsOn,
  slotsPastNotice,
  validOffers,
  validTours,
  type BookingSlot,
} from '../../../../domain/new-booking';
import { PeopleCounter } from '../../../ui/inputs/PeopleCounter';
import { useSlotsAvailability } from '../api/ticket-availability';
import { ChoiceList } from './ChoiceList';
import { seatsDetail } from './provider-seats';
import { ExternalSlotHint } from './ExternalSlotHint';
import { TicketTermsNotes } from './TicketTermsNotes';
import { LocalSelect } from './LocalSelect';
import { PriceSummaryView } from './PriceSummaryView';
import type { useNewBooking } from './use-new-booking';

type Form = ReturnType<typeof useNewBooking>;

/** Spec defaults when an offer gives no ages. */
const DEFAULT_CHILD_AGE = 12;
const DEFAULT_INFANT_AGE = 3;

function slotTime(s: BookingSlot): string {
  if (s.isNoTime) return s.name;
  if (s.isAnyTime)
    return `${s.name} (${minutesToTime(s.startHour * 60 + s.startMinutes)}–${minutesToTime(s.endHour * 60 + s.endMinutes)})`;
  return `${minutesToTime(s.startHour * 60 + s.startMinutes)}–${minutesToTime(s.endHour * 60 + s.endMinutes)}`;
}

/** Tour, offer, slot, the three counters and the price. */
export function TicketSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { values, update, errors, offer } = form;
  const tours = form.tours ?? [];
  const tourOptions = validTours(tours, values.date, values.hotel, form.now).map((x) => ({
    value: x.id,
    label: x.nameDisplay,
  }));
  const tour = tours.find((x) => x.id === values.tourId);
  const offers = tour ? validOffers(tour, values.date, values.hotel, form.now) : [];
  // The clock the cascade settled by (use-new-booking): slots inside their notice are shown greyed,
  // with the notice they need, rather than refused after Save.
  const clock = tour ? { now: form.now, timeZone: tour.timeZone } : undefined;
  const slots = offer ? slotsOn(offer, values.date, clock) : [];
  const closedSlots = offer ? slotsPastNotice(offer, values.date, clock) : [];
  // The counters stop where the ticket's people rules would refuse the booking, and say why.
  const bounds = counterBounds(offer, values);
  const party = form.party ? partyMessage(form.party) : null;
  const sizeHint = offer
    ? t('This ticket takes {{min}} to {{max}} people', {
        min: offer.minNumOfPeople,
        max: offer.maxNumOfPeople,
      })
    : null;
  const ageHints = [
    offer && !offer.childrenAllowed ? t('Children are not allowed on this ticket') : null,
    offer && !offer.infantsAllowed ? t('Infants are not allowed on this ticket') : null,
  ].filter(Boolean);
  // Each provider slot's departure that day: its places left, or sold out or closed (issue 26 item 3).
  const providerSlots = slots.filter((s) => s.isExternalId || s.id === values.timeSlotId).map((s) => s.id);
  const seats = useSlotsAvailability(values.offerId, providerSlots, form.seatsFrom, values.date);
  const seatsText = (slotId: number) => {
    const detail = seatsDetail(seats.get(slotId));
    return detail ? t(detail.text, detail.values) : undefined;
  };
  const fieldError = errors.adults ?? errors.children ?? errors.infants;
  const peopleError = fieldError ? t(fieldError) : party ? t(party.text, party.values) : null;

  return (
    <section className="booking-section" aria-labelledby="ticket-selection">
      <h2 id="ticket-selection">{t('Ticket Selection')}</h2>
      <LocalSelect
        label="Tour"
        placeholder={tourOptions.length > 0 ? 'Choose a tour' : 'No tours on this date'}
        options={tourOptions}
        value={values.tourId}
        onChange={(tourId) => update({ tourId })}
        error={errors.tourId}
      />
      {tour && (
        <ChoiceList
          label="Ticket"
          choices={offers.map((o) => ({
            id: o.id,
            label: o.nameDisplay,
            detail: o.numberOfHours ? t('{{hours}} h', { hours: o.numberOfHours }) : undefined,
          }))}
          value={values.offerId}
          onChange={(offerId) => update({ offerId })}
          error={errors.offerId}
        />
      )}
      {!tour && errors.offerId && <p className="field-error">{t(errors.offerId)}</p>}
      {offer && slots.length + closedSlots.length > 0 && (
        <ChoiceList
          label="Time slot"
          choices={offer.timeSlots
            .filter((s) => slots.includes(s) || closedSlots.includes(s))
            .map((s) =>
              closedSlots.includes(s)
                ? {
                    id: s.id,
                    label: slotTime(s),
                    detail: t('Needs {{hours}} hours’ notice', { hours: s.noticeHours }),
                    disabled: true,
                  }
                : {
                    id: s.id,
                    label: slotTime(s),
                    detail:
                      [s.type === 1 ? t('On request') : undefined, seatsText(s.id)]
                        .filter(Boolean)
                        .join(' · ') || undefined,
                  },
            )}
          value={values.timeSlotId}
          onChange={(timeSlotId) => update({ timeSlotId })}
          error={errors.timeSlotId}
        />
      )}
      {offer && (
        <ExternalSlotHint
          slot={slots.find((s) => s.id === values.timeSlotId) ?? (slots.length === 1 ? slots[0] : null)}
        />
      )}
      <TicketTermsNotes notes={form.notes} />
      <div className="booking-counters" aria-describedby="people-rules">
        <PeopleCounter
          label="Adults"
          value={values.adults}
          min={bounds.adults.min}
          max={bounds.adults.max}
          onChange={(adults) => update({ adults })}
        />
        <PeopleCounter
          label={t('Aged 3-{{age}}', { age: offer?.childAge || DEFAULT_CHILD_AGE })}
          value={values.children}
          min={bounds.children.min}
          max={bounds.children.max}
          onChange={(children) => update({ children })}
          disabled={offer ? !offer.childrenAllowed : false}
        />
        <PeopleCounter
          label={t('Aged 0-{{age}}', { age: offer?.infantAge || DEFAULT_INFANT_AGE })}
          value={values.infants}
          min={bounds.infants.min}
          max={bounds.infants.max}
          onChange={(infants) => update({ infants })}
          disabled={offer ? !offer.infantsAllowed : false}
        />
      </div>
      <div id="people-rules" className="people-rules">
        {peopleError ? (
          <p className="field-error" role="alert">
            {peopleError}
          </p>
        ) : (
          sizeHint && <p className="field-hint">{sizeHint}</p>
        )}
        {ageHints.map((hint) => (
          <p key={hint} className="field-hint">
            {hint}
          </p>
        ))}
      </div>
      <PriceSummaryView
        summary={form.summary}
        total={form.total}
        childCount={values.children}
        loading={form.pricesLoading}
        offline={form.pricesOffline && offer !== undefined}
      />
    </section>
  );
}
