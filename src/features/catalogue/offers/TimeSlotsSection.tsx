import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferInput } from '../../../../contract/catalogue';
import { FormSelectField, type FormSelectOption } from '../../../ui/form/FormSelectField';
import { useOfferSlotGroups } from '../api/offer-slot-groups';

interface TimeSlotsSectionProps {
  control: Control<OfferInput>;
  /** The ticket's tour: its supplier's slot groups are the ones to choose from. */
  tourId: number;
  readOnly?: boolean;
}

/** The offer's time slots, chosen from its tour's supplier's slot groups ('Group · Slot'). */
export function TimeSlotsSection({ control, tourId, readOnly }: TimeSlotsSectionProps) {
  const { t } = useTranslation();
  const groups = useOfferSlotGroups(tourId);
  const chosen = (useWatch({ control, name: 'timeSlots' }) ?? []) as number[];
  const options: FormSelectOption[] = (groups.data ?? []).flatMap((g) =>
    (g.timeSlots ?? []).map((s) => ({ value: s.id, label: `${g.name} · ${s.name}` })),
  );
  const known = new Set(options.map((o) => o.value));
  // A chosen slot the groups do not list (they failed to load) still shows, by its number.
  for (const id of chosen)
    if (!known.has(id)) options.push({ value: id, label: t('Time slot #{{id}}', { id }) });
  return (
    <>
      <FormSelectField
        control={control}
        name="timeSlots"
        label="Time slots"
        options={options}
        multiple
        placeholder="None chosen"
        readOnly={readOnly}
      />
      {groups.isError && (
        <p className="muted">{t('Slot groups could not be loaded: the chosen slots are shown by number.')}</p>
      )}
    </>
  );
}
