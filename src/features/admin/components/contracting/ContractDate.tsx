import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../../domain/dates';
import { toApiDate } from '../../../../ui/data-table/date-text';
import { DateField } from '../../../../ui/data-table/filters/DateField';

interface ContractDateProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly: boolean;
}

/** Valid from, typed as DD.MM.YYYY or picked; the form takes it once it is a real date. */
export function ContractDate({ value, onChange, error, readOnly }: ContractDateProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  if (readOnly)
    return (
      <div className="form-field">
        <span className="form-label">{t('Valid from')}</span>
        <p className="contract-readonly-value">{toDisplayDate(value)}</p>
      </div>
    );
  return (
    <div className="form-field contract-date">
      <DateField
        label={`${t('Valid from')} *`}
        value={draft ?? toDisplayDate(value)}
        onChange={(text, done) => {
          const api = toApiDate(text);
          if (api && api !== value) onChange(api);
          else if (!api && text === '') onChange('');
          setDraft(done ? null : text);
        }}
      />
      {error && <p className="field-error">{t(error)}</p>}
    </div>
  );
}
