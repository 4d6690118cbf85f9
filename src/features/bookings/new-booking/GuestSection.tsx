import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import { asksEmail } from './ticket-terms';
import type { useNewBooking } from './use-new-booking';

type Form = ReturnType<typeof useNewBooking>;

/** Guest name, room, phones, the e-mail when the ticket provider requires one, voucher number and notes. */
export function GuestSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { values, update, errors } = form;
  return (
    <section className="booking-section" aria-labelledby="guest-details">
      <h2 id="guest-details">{t('Guest Details')}</h2>
      <FormField
        label="Guest name"
        value={values.guestName}
        onChange={(guestName) => update({ guestName })}
        error={errors.guestName}
        autoComplete="off"
      />
      <div className="booking-pair">
        <FormField
          label="Room"
          value={values.roomNumber}
          onChange={(roomNumber) => update({ roomNumber })}
          error={errors.roomNumber}
        />
        <FormField
          label="Phone numbers"
          value={values.phones}
          onChange={(phones) => update({ phones })}
          error={errors.phones}
          inputMode="tel"
        />
      </div>
      {asksEmail(form.terms, values.guestEmail) && (
        <FormField
          label="Guest e-mail"
          value={values.guestEmail}
          onChange={(guestEmail) => update({ guestEmail })}
          error={errors.guestEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
      )}
      <FormField
        label="Voucher number"
        value={values.voucherNumber}
        onChange={(voucherNumber) => update({ voucherNumber })}
        error={errors.voucherNumber}
      />
      <FormField
        label="Notes"
        value={values.notes}
        onChange={(notes) => update({ notes })}
        error={errors.notes}
        multiline
      />
    </section>
  );
}
