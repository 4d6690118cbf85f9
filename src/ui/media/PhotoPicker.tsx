import { IonIcon } from '@ionic/react';
import { add, arrowDown, arrowUp, star, starOutline, trashOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoRef } from '../../../contract';
import { moveDown, moveUp } from '../inputs/ordered-list';
import { PhotoLibraryModal } from './PhotoLibraryModal';
import { PhotoThumb } from './PhotoThumb';
import { addPhotos, removePhoto } from './photo-choice';
import '../inputs/inputs.css';
import './media.css';

export interface PhotoPickerValue {
  photos: PhotoRef[];
  heroImageId: number | null;
}

export interface PhotoPickerProps extends PhotoPickerValue {
  onChange(next: PhotoPickerValue): void;
  readOnly?: boolean;
  /**
   * The tour these photos are for (0: a new one): the library then lists, and uploads into, the
   * tour's supplier's photos only, the ones its save accepts.
   */
  forTourId?: number;
}

/**
 * The photos of a tour or a ticket, in order: thumbnails, remove, move up and down, the hero (star),
 * and 'Add photos', which opens the supplier's library (search, tours filter, pages, upload).
 */
export function PhotoPicker({ photos, heroImageId, onChange, readOnly, forTourId }: PhotoPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = useMemo(() => new Set(photos.map((p) => p.id)), [photos]);
  const set = (next: PhotoRef[], hero = heroImageId) => onChange({ photos: next, heroImageId: hero });

  return (
    <div className="photo-picker">
      {photos.length === 0 && <p className="photo-notice">{t('No photos chosen')}</p>}
      <ol className="photo-chosen">
        {photos.map((photo, i) => {
          const name = photo.title || t('Photo {{id}}', { id: photo.id });
          const hero = photo.id === heroImageId;
          return (
            <li key={photo.id} className={hero ? 'photo-chosen-item photo-hero' : 'photo-chosen-item'}>
              <PhotoThumb url={photo.urlSmall} alt={name} />
              <span className="photo-caption">
                {name}
                {hero && <span className="photo-hero-label">{t('Main photo')}</span>}
              </span>
              {!readOnly && (
                <span className="photo-chosen-actions">
                  <button
                    type="button"
                    className="round-button"
                    aria-pressed={hero}
                    aria-label={t('Main photo: {{name}}', { name })}
                    onClick={() => set(photos, photo.id)}
                  >
                    <IonIcon icon={hero ? star : starOutline} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="round-button"
                    aria-label={t('Move up: {{name}}', { name })}
                    disabled={i === 0}
                    onClick={() => set([...moveUp(photos, i)])}
                  >
                    <IonIcon icon={arrowUp} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="round-button"
                    aria-label={t('Move down: {{name}}', { name })}
                    disabled={i === photos.length - 1}
                    onClick={() => set([...moveDown(photos, i)])}
                  >
                    <IonIcon icon={arrowDown} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="round-button"
                    aria-label={t('Remove: {{name}}', { name })}
                    onClick={() => onChange(removePhoto({ photos, heroImageId }, photo.id))}
                  >
                    <IonIcon icon={trashOutline} aria-hidden="true" />
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <>
          <button type="button" className="flat-button photo-add" onClick={() => setOpen(true)}>
            <IonIcon icon={add} aria-hidden="true" /> {t('Add photos')}
          </button>
          <PhotoLibraryModal
            isOpen={open}
            chosen={chosen}
            forTourId={forTourId}
            onAdd={(added) => onChange(addPhotos({ photos, heroImageId }, added))}
            onClose={() => setOpen(false)}
          />
        </>
      )}
    </div>
  );
}
