import { IonIcon } from '@ionic/react';
import { close } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { UploadingFile } from './use-image-uploads';

/** One row per file on its way: progress, 'Processing' at 100, or the error with a close button. */
export function UploadingList({
  items,
  onDismiss,
}: {
  items: readonly UploadingFile[];
  onDismiss: (guid: string) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="uploading-list" aria-label={t('Uploading')}>
      {items.map((item) => (
        <li key={item.guid} className="uploading-item">
          <span className="uploading-name">{item.name}</span>
          {item.error ? (
            <>
              <span className="uploading-error" role="alert">
                {item.error}
              </span>
              <button
                type="button"
                className="round-button"
                aria-label={t('Dismiss: {{name}}', { name: item.name })}
                onClick={() => onDismiss(item.guid)}
              >
                <IonIcon icon={close} aria-hidden="true" />
              </button>
            </>
          ) : (
            <>
              <progress max={100} value={item.progress} aria-label={item.name} />
              <span className="uploading-progress">
                {item.progress >= 100 ? t('Processing') : `${item.progress}%`}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
