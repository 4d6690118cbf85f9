import { IonIcon, IonSpinner } from '@ionic/react';
import { checkmark, close, pencil } from 'ionicons/icons';
import type { RowView } from './row-view';
import type { RowEdit } from './use-row-editing';

interface RowActionsProps<T> {
  row: T;
  view: RowView<T>;
  edit: RowEdit | undefined;
}

/** The pencil, or ✓ and ✕ while the row is in edit mode, or progress while it is being saved. */
export function RowActions<T>({ row, view, edit }: RowActionsProps<T>) {
  const { t, handlers } = view;
  if (edit?.saving) {
    return (
      <span className="dt-row-actions" role="status" aria-label={t('Saving')}>
        <IonSpinner name="crescent" />
      </span>
    );
  }
  if (edit) {
    return (
      <span className="dt-row-actions">
        <button
          type="button"
          className="dt-icon-button dt-save"
          aria-label={t('Save')}
          title={t('Save')}
          onClick={() => void handlers.save(row, edit)}
        >
          <IonIcon icon={checkmark} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="dt-icon-button"
          aria-label={t('Cancel')}
          title={t('Cancel')}
          onClick={() => handlers.cancel(view.idOf(row))}
        >
          <IonIcon icon={close} aria-hidden="true" />
        </button>
      </span>
    );
  }
  const barred = view.editing?.barredReason?.(row);
  // aria-disabled rather than disabled: a disabled button gets no tap, and on a phone, where no
  // tooltip shows, the tap is what tells the user why (start() shows the reason).
  return (
    <span className="dt-row-actions">
      <button
        type="button"
        className="dt-icon-button"
        aria-label={t('Edit')}
        aria-disabled={barred ? true : undefined}
        title={barred ? t(barred) : t('Edit')}
        onClick={() => handlers.start(row)}
      >
        <IonIcon icon={pencil} aria-hidden="true" />
      </button>
    </span>
  );
}
