import { IonButton, IonSpinner } from '@ionic/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';
import { useOnline } from '../../platform/online/use-online';
import { ActionBar } from '../ActionBar';

export interface SaveBarProps {
  onSave: () => void;
  /** A save is under way: the button shows a spinner and takes no second click. */
  saving?: boolean;
  /** Disabled for a reason of the form's own (e.g. read-only); offline disables it anyway. */
  disabled?: boolean;
  /** English button text; shown translated. Default 'Save'. */
  label?: string;
}

/**
 * A catalogue form's Save, sticky at the bottom of the window (the page's ActionBar). Catalogue edits
 * do not go through the outbox, so offline the button is off and says why.
 */
export function SaveBar({ onSave, saving = false, disabled = false, label = 'Save' }: SaveBarProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const noteId = useId();
  return (
    <ActionBar>
      {!online && (
        <span className="save-bar-note" id={noteId} role="status">
          {t('Saving needs the network')}
        </span>
      )}
      <IonButton
        className="save-bar-button"
        onClick={() => onSave()}
        disabled={disabled || saving || !online}
        aria-describedby={online ? undefined : noteId}
      >
        {saving && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
        {t(saving ? 'Saving' : label)}
      </IonButton>
    </ActionBar>
  );
}
