import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferInput } from '../../../../contract/catalogue';
import { OfferBookingType } from '../../../../contract/enums';
import { FormTextField } from '../../../ui/form/FormField';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormToggleField } from '../../../ui/form/FormToggleField';
import { useCitiesOptions } from '../api/catalogue-options';

interface SectionProps {
  control: Control<OfferInput>;
  readOnly?: boolean;
}

/** Booking type: On request 0, Live book 1 (default), Ticket only 2. */
const BOOKING_TYPES = [
  { value: OfferBookingType.OnRequest, label: 'On request' },
  { value: OfferBookingType.LiveBook, label: 'Live book' },
  { value: OfferBookingType.TicketOnly, label: 'Ticket only' },
];

/** Ticket code and name, booking type, people limits, duration, advance payment, origin cities, flags, ages. */
export function BasicsSection({ control, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const cities = useCitiesOptions();
  const cityOptions = (cities.data ?? []).map((o) => ({ value: Number(o.value), label: o.label }));
  const field = { control, readOnly };
  return (
    <>
      <FormTextField {...field} name="nameInternal" label="Ticket code" required />
      <FormTextField {...field} name="nameDisplay" label="Display name" required />
      <FormSelectField {...field} name="bookingType" label="Booking type" options={BOOKING_TYPES} translate />
      <FormTextField
        {...field}
        name="numberOfHours"
        label="Duration, hours"
        type="number"
        inputmode="decimal"
        required
      />
      <FormTextField
        {...field}
        name="minNumOfPeople"
        label="Minimum number of people"
        type="number"
        inputmode="numeric"
        required
      />
      <FormTextField
        {...field}
        name="maxNumOfPeople"
        label="Maximum number of people"
        type="number"
        inputmode="numeric"
        required
      />
      <FormTextField
        {...field}
        name="minimumAdvancedPayment"
        label="Minimum advance payment, %"
        type="number"
        inputmode="decimal"
        hint={t('Between 0 and 100')}
      />
      <FormSelectField
        control={control}
        name="origin"
        label="Origin cities"
        options={cityOptions}
        multiple
        placeholder="None chosen"
        readOnly={readOnly}
      />
      <FormToggleField
        control={control}
        name="childrenAllowed"
        label="Children allowed"
        readOnly={readOnly}
      />
      <FormTextField
        {...field}
        name="childAge"
        label="Child age up to"
        type="number"
        inputmode="numeric"
        hint={t('Age between 1 and 18')}
      />
      <FormToggleField control={control} name="infantsAllowed" label="Infants allowed" readOnly={readOnly} />
      <FormTextField
        {...field}
        name="infantAge"
        label="Infant age up to"
        type="number"
        inputmode="numeric"
        hint={t('Age between 1 and 18')}
      />
      <FormToggleField
        control={control}
        name="isDirectReporting"
        label="Direct reporting"
        readOnly={readOnly}
      />
      <FormToggleField
        control={control}
        name="allowDirectCollection"
        label="Allow direct collection"
        readOnly={readOnly}
      />
      <FormToggleField
        control={control}
        name="isAppendTransactionFeeB2b"
        label="Append transaction fee (B2B)"
        readOnly={readOnly}
      />
    </>
  );
}
