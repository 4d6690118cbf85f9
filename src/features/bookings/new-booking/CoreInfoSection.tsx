import { useTranslation } from 'react-i18next';
import { isDateAvailable, type InHouseGuest } from '../../../../domain/new-booking';
import { DateCarousel } from '../../../ui/inputs/DateCarousel';
import { useCustomersInHouse } from '../api/customers-in-house';
import { useHotelsForNewBooking } from '../api/hotels-for-new-booking';
import { LocalSelect } from './LocalSelect';
import { markedDays } from './provider-seats';
import type { useNewBooking } from './use-new-booking';

type Form = ReturnType<typeof useNewBooking>;

interface Props {
  form: Form;
  firstDate: string;
  onGuest: (guest: InHouseGuest | null) => void;
}

/** Date, hotel and (optionally) an in-house guest of the agency. */
export function CoreInfoSection({ form, firstDate, onGuest }: Props) {
  const { t } = useTranslation();
  const { values, update, errors, tours, agency } = form;
  const hotels = useHotelsForNewBooking().data ?? [];
  const hotelId = values.hotel?.id ?? null;
  // Staff see the in-house guests of the agency they book for, once they have chosen it.
  const forAgency = agency.onBehalf ? agency.agencyId : undefined;
  const inHouse = useCustomersInHouse(
    forAgency === null ? null : hotelId,
    values.date,
    forAgency ?? undefined,
  );
  const guests = inHouse.data ?? [];
  const tour = tours?.find((x) => x.id === values.tourId) ?? null;
  // The chosen slot's ticket provider's closed and sold-out days (issue 26 item 3), greyed and named.
  const providerDays = markedDays(form.seats);

  return (
    <section className="booking-section" aria-labelledby="core-info">
      <h2 id="core-info">{t('Core Info')}</h2>
      <div className="field">
        <span className="field-label">{t('Date')}</span>
        <DateCarousel
          value={values.date}
          firstDate={firstDate}
          onChange={(date) => update({ date })}
          isUnavailable={(date) => !isDateAvailable(tour, date, values.hotel, form.now)}
          markOf={(date) => {
            const mark = providerDays.get(date);
            return mark === 'SOLD_OUT' ? 'Sold out' : mark === 'CLOSED' ? 'Closed' : null;
          }}
        />
        {errors.date && <p className="field-error">{t(errors.date)}</p>}
      </div>
      <LocalSelect
        label="Hotel"
        placeholder="No Hotel"
        options={hotels.map((h) => ({ value: h.id, label: h.name, detail: h.regionName }))}
        value={hotelId}
        onChange={(id) => {
          const hotel = hotels.find((h) => h.id === id);
          // A guest belongs to one hotel: a new hotel drops the guest chosen at the old one.
          if (values.arrivalId) onGuest(null);
          update({ hotel: hotel ? { id: hotel.id, cityId: hotel.cityId } : null });
        }}
      />
      {hotelId !== null && forAgency !== null && (
        <LocalSelect
          label="Guest in house"
          placeholder={
            guests.length > 0
              ? 'Choose a guest (optional)'
              : inHouse.offline
                ? 'Offline: no guests saved for this date'
                : 'No guests in house on this date'
          }
          options={guests.map((g) => ({
            value: g.id,
            label: g.name,
            detail: g.roomNumber ? t('Room {{room}}', { room: g.roomNumber }) : undefined,
          }))}
          value={values.arrivalId}
          onChange={(id) => onGuest(guests.find((g) => g.id === id) ?? null)}
          disabled={guests.length === 0}
        />
      )}
    </section>
  );
}
