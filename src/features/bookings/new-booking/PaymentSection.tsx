import { useTranslation } from 'react-i18next';
import { collectFromAed, collectFromUsd } from '../../../../domain/new-booking';
import { FormField } from './FormField';
import type { useNewBooking } from './use-new-booking';

type Form = ReturnType<typeof useNewBooking>;

/** Typed text → amount; '' or a half-typed number leaves the other currency empty rather than 0. */
const parse = (text: string): number | null => {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || Number.isNaN(n) || n < 0 ? null : n;
};

/** Paid in USD; collect in USD and AED, each converting the other at 3.65. */
export function PaymentSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { values, update, errors } = form;
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
  return (
    <section className="booking-section" aria-labelledby="payment-details">
      <h2 id="payment-details">{t('Payment Details')}</h2>
      <FormField
        label="Paid (USD)"
        value={values.paid}
        onChange={(paid) => update({ paid })}
        error={errors.paid}
        {...money}
      />
      <div className="booking-pair">
        <FormField
          label="Collect (USD)"
          value={values.collect}
          onChange={(collect) => {
            const usd = parse(collect);
            update({ collect, collectOrig: usd === null ? '' : String(collectFromUsd(usd).collectOrig) });
          }}
          error={errors.collect}
          {...money}
        />
        <FormField
          label="Collect (AED)"
          value={values.collectOrig}
          onChange={(collectOrig) => {
            const aed = parse(collectOrig);
            update({ collectOrig, collect: aed === null ? '' : String(collectFromAed(aed).collect) });
          }}
          error={errors.collectOrig}
          {...money}
        />
      </div>
    </section>
  );
}
