import { useTranslation } from 'react-i18next';
import type { RowId } from './types';

/** The selection checkbox of one row, the same on a table row and a phone card. */
export function RowSelectBox({
  id,
  selected,
  onToggle,
}: {
  id: RowId;
  selected: boolean;
  onToggle: (id: RowId) => void;
}) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      className="dt-check"
      aria-label={t('Select row {{id}}', { id })}
      checked={selected}
      onChange={() => onToggle(id)}
    />
  );
}
