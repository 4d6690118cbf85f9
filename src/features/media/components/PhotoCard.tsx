import { IonIcon } from '@ionic/react';
import { createOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Photo } from '../../../../contract';
import { PhotoThumb } from '../../../ui/media/PhotoThumb';

/** One photo of the library: thumbnail, title, the tours it is used in, edit and delete. */
export function PhotoCard({
  photo,
  readOnly,
  onEdit,
  onDelete,
}: {
  photo: Photo;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = photo.title || t('Photo {{id}}', { id: photo.id });
  return (
    <article className="photo-card" aria-label={name}>
      <a href={photo.urlBig} target="_blank" rel="noreferrer" className="photo-card-link">
        <PhotoThumb url={photo.urlMedium} alt={name} />
      </a>
      <div className="photo-card-body">
        <h3 className="photo-caption">{name}</h3>
        <p className="photo-used">
          {photo.usedInTours.length > 0
            ? t('Used in: {{tours}}', { tours: photo.usedInTours.map((tour) => tour.name).join(', ') })
            : t('Not used in any tour')}
        </p>
      </div>
      {!readOnly && (
        <div className="photo-card-actions">
          <button
            type="button"
            className="round-button"
            aria-label={t('Edit: {{name}}', { name })}
            onClick={onEdit}
          >
            <IonIcon icon={createOutline} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="round-button"
            aria-label={t('Delete: {{name}}', { name })}
            onClick={onDelete}
          >
            <IonIcon icon={trashOutline} aria-hidden="true" />
          </button>
        </div>
      )}
    </article>
  );
}
