import { IonIcon } from '@ionic/react';
import { add, trashOutline, warning } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../inputs/inputs.css';
import './form.css';
import { isValidRule, newCancellationRule, type CancellationRule } from '../../../domain/cancellation';

export interface CancellationPolicyEditorProps {
  value: readonly CancellationRule[];
  /**
   * Called with every edit, an invalid row included: the form's value is what the user sees, and
   * the contract's saved-policy schema refuses a save while a row is invalid (issue 24 item 14).
   */
  onChange: (value: CancellationRule[]) => void;
  readOnly?: boolean;
  /** English accessible name of the table. Default 'Cancellation policy'. */
  label?: string;
}

interface Row extends CancellationRule {
  key: number;
}

// Row keys, so an input keeps its focus while rows around it come and go.
let lastKey = 0;
const keyed = (rules: readonly CancellationRule[]): Row[] =>
  rules.map((r) => ({ hours: r.hours, percents: r.percents, key: ++lastKey }));

const sameRules = (a: readonly CancellationRule[], b: readonly CancellationRule[]) =>
  a.length === b.length && a.every((r, i) => r.hours === b[i].hours && r.percents === b[i].percents);

const toNumber = (text: string) => {
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/**
 * The cancellation policy table (spec 02 section 5): hours before the tour and refund percent per
 * row. A row is valid only when both are non-zero; an invalid row shows a red warning on its hours.
 * Every edit is passed on, so Save is refused while a row is invalid rather than the row being
 * dropped unseen. A new row starts at 0 and 0. With no rows the policy is 'not refundable'.
 */
export function CancellationPolicyEditor({
  value,
  onChange,
  readOnly = false,
  label = 'Cancellation policy',
}: CancellationPolicyEditorProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => keyed(value));
  // The value this editor last passed on (or was given): a different one comes from outside (a
  // reload, 'Use default'), and replaces the rows being edited.
  const [seen, setSeen] = useState(value);
  if (!sameRules(value, seen)) {
    setSeen(value);
    setRows(keyed(value));
  }

  const edit = (next: Row[]) => {
    setRows(next);
    const rules = next.map(({ hours, percents }) => ({ hours, percents }));
    setSeen(rules);
    onChange(rules);
  };
  const update = (key: number, field: keyof CancellationRule, text: string) =>
    edit(rows.map((r) => (r.key === key ? { ...r, [field]: toNumber(text) } : r)));

  return (
    <div className="cancellation-editor">
      {rows.length === 0 && (
        <p className="form-warning" role="status">
          <IonIcon icon={warning} aria-hidden="true" />
          {t('Warning: Cancellation policy is not specified. Tour is not refundable')}
        </p>
      )}
      <div className="cancellation-table-scroll">
        <table className="cancellation-table" aria-label={t(label)}>
          <thead>
            <tr>
              <th scope="col">{t('Hours before the tour')}</th>
              <th scope="col">{t('Refund, %')}</th>
              {!readOnly && (
                <th scope="col" className="cancellation-actions-col">
                  <span className="visually-hidden">{t('Actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const valid = isValidRule(r);
              return (
                <tr key={r.key} className={valid ? undefined : 'cancellation-row-invalid'}>
                  <td>
                    <span className="cancellation-hours">
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        className="form-input"
                        aria-label={t('Hours, row {{n}}', { n: i + 1 })}
                        aria-invalid={!valid}
                        value={r.hours}
                        readOnly={readOnly}
                        onChange={(e) => update(r.key, 'hours', e.target.value)}
                      />
                      {!valid && (
                        <IonIcon
                          className="cancellation-invalid-icon"
                          icon={warning}
                          color="danger"
                          role="img"
                          aria-label={t('Hours and percent must both be more than 0')}
                          title={t('Hours and percent must both be more than 0')}
                        />
                      )}
                    </span>
                  </td>
                  <td>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      className="form-input"
                      aria-label={t('Refund percent, row {{n}}', { n: i + 1 })}
                      aria-invalid={!valid}
                      value={r.percents}
                      readOnly={readOnly}
                      onChange={(e) => update(r.key, 'percents', e.target.value)}
                    />
                  </td>
                  {!readOnly && (
                    <td>
                      <button
                        type="button"
                        className="form-icon-button form-icon-button-danger"
                        aria-label={t('Delete row {{n}}', { n: i + 1 })}
                        onClick={() => edit(rows.filter((x) => x.key !== r.key))}
                      >
                        <IonIcon icon={trashOutline} aria-hidden="true" />
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <button
          type="button"
          className="flat-button"
          onClick={() => edit([...rows, ...keyed([newCancellationRule()])])}
        >
          <IonIcon icon={add} aria-hidden="true" />
          {t('Add row')}
        </button>
      )}
    </div>
  );
}
