import { useTranslation } from 'react-i18next';
import type { AvailabilityFilters } from '../../../../contract';
import { FormField } from '../../../ui/form/FormField';

export interface ChartFilterValues {
  tourId?: number;
  groupId?: number;
  isExternal?: number;
}

const numberOr = (v: string) => (v ? Number(v) : undefined);

/** Tour, slot group and external/internal: the chart's three filters. */
export function ChartFilters({
  value,
  choices,
  onChange,
}: {
  value: ChartFilterValues;
  choices: AvailabilityFilters | undefined;
  onChange: (next: ChartFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="av-filters">
      <FormField label="Tour">
        {({ id }) => (
          <select
            id={id}
            className="form-input"
            value={value.tourId ?? ''}
            onChange={(e) => onChange({ ...value, tourId: numberOr(e.target.value) })}
          >
            <option value="">{t('All tours')}</option>
            {choices?.tours.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Time slot group">
        {({ id }) => (
          <select
            id={id}
            className="form-input"
            value={value.groupId ?? ''}
            onChange={(e) => onChange({ ...value, groupId: numberOr(e.target.value) })}
          >
            <option value="">{t('All groups')}</option>
            {choices?.groups.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="External / internal">
        {({ id }) => (
          <select
            id={id}
            className="form-input"
            value={value.isExternal ?? ''}
            onChange={(e) => onChange({ ...value, isExternal: numberOr(e.target.value) })}
          >
            <option value="">{t('All slots')}</option>
            <option value="1">{t('External only')}</option>
            <option value="2">{t('Internal only')}</option>
          </select>
        )}
      </FormField>
    </div>
  );
}
