import { useTranslation } from 'react-i18next';
import { conflictFieldName, conflictValue, type FieldConflict, type Words } from '../../model/conflicts';

/** Each clashing field with the user's value and the server's, side by side. */
export function ConflictFields({
  conflicts,
  hotelName,
}: {
  conflicts: readonly FieldConflict[];
  hotelName: (id: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const say = (w: Words) => (w.literal ? w.text : t(w.text, w.vars));
  return (
    <dl className="conflict-fields">
      {conflicts.map((c) => (
        <div key={c.field} className="conflict-field">
          <dt>{say(conflictFieldName(c.field, hotelName))}</dt>
          <dd>
            <span className="conflict-label">{t('Yours')}</span>
            <span className="conflict-value">{say(conflictValue(c.field, c.mine))}</span>
          </dd>
          <dd>
            <span className="conflict-label">{t('Theirs')}</span>
            <span className="conflict-value">{say(conflictValue(c.field, c.theirs))}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
