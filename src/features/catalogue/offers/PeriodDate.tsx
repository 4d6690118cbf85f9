import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../domain/dates';
import { toApiDate } from '../../../ui/data-table/date-text';
import { DateField } from '../../../ui/data-table/filters/DateField';

interface PeriodDateProps {
  /** English label; shown translated. */
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A period's start or end, typed as DD.MM.YYYY or picked; the period takes it once it is a real date. */
export function PeriodDate({ label, value, onChange, error }: PeriodDateProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="period-date">
      <DateField
        label={t(label)}
        value={draft ?? toDisplayDate(value)}
        onChange={(text, done) => {
          const api = toApiDate(text);
          if (api && api !== value) onChange(api);
          setDraft(done ? null : text);
        }}
      />
      {error && <p className="field-error">{t(error)}</p>}
    </div>
  );
}
