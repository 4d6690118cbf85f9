import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { checkmarkCircle } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo, PhotoRef } from '../../../contract';
import { useOnline } from '../../platform/online/use-online';
import { Pagination } from '../data-table/Pagination';
import { IonModal } from '../ionic/modal';
import { ImageUpload } from '../inputs/upload/ImageUpload';
import { PhotoFilters, type PhotoFilterValue } from './PhotoFilters';
import { PhotoThumb } from './PhotoThumb';
import { PHOTO_LIST_KEY, usePhotoList } from './photo-list';
import '../data-table/data-table.css';

interface PhotoLibraryModalProps {
  isOpen: boolean;
  /** Ids already chosen: shown ticked and not added twice. */
  chosen: ReadonlySet<number>;
  onAdd: (photos: PhotoRef[]) => void;
  onClose: () => void;
  /** Only the photos this tour can take (its supplier's); uploads join that library (0: a new tour). */
  forTourId?: number;
}

const toRef = (p: Photo): PhotoRef => ({ id: p.id, title: p.title, urlSmall: p.urlSmall });

/** The supplier's library (the tour's supplier's, for a tour) over the screen: search, tours filter, pages; tick photos, or upload new ones. */
export function PhotoLibraryModal({ isOpen, chosen, onAdd, onClose, forTourId }: PhotoLibraryModalProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<PhotoFilterValue>({ search: '', toursIds: [] });
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<Map<number, PhotoRef>>(new Map());
  const list = usePhotoList({ page, search: filter.search, toursIds: filter.toursIds, forTourId }, isOpen);

  const toggle = (photo: Photo) =>
    setTicked((prev) => {
      const next = new Map(prev);
      if (next.has(photo.id)) next.delete(photo.id);
      else next.set(photo.id, toRef(photo));
      return next;
    });
  const close = () => {
    setTicked(new Map());
    onClose();
  };
  const add = () => {
    onAdd([...ticked.values()]);
    close();
  };

  return (
    <IonModal isOpen={isOpen} onDidDismiss={close} className="photo-library-modal">
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton onClick={close}>{t('Cancel')}</IonButton>
          </IonButtons>
          <IonTitle>{t('Photo library')}</IonTitle>
          <IonButtons slot="end">
            <IonButton strong disabled={ticked.size === 0} onClick={add}>
              {t('Add {{count}}', { count: ticked.size })}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {online ? (
          <ImageUpload<Photo>
            endpoint={
              forTourId === undefined ? undefined : `/api/photos/upload?forTourId=${String(forTourId)}`
            }
            onUploaded={(photo) => {
              // A new upload is what the user came for: tick it, and show it at the top of every list.
              setTicked((prev) => new Map(prev).set(photo.id, toRef(photo)));
              void queryClient.invalidateQueries({ queryKey: PHOTO_LIST_KEY });
            }}
          />
        ) : (
          <p className="photo-notice">{t('Uploading needs the network.')}</p>
        )}
        <PhotoFilters
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        {list.isError && !list.data && <p className="photo-notice">{t('The photos could not be loaded.')}</p>}
        <ul className="photo-grid photo-grid-pick">
          {(list.data?.entities ?? []).map((photo) => {
            const already = chosen.has(photo.id);
            const on = already || ticked.has(photo.id);
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  className={on ? 'photo-pick photo-pick-on' : 'photo-pick'}
                  aria-pressed={on}
                  disabled={already}
                  aria-label={photo.title || t('Photo {{id}}', { id: photo.id })}
                  onClick={() => toggle(photo)}
                >
                  <PhotoThumb url={photo.urlSmall} alt="">
                    {on && <IonIcon icon={checkmarkCircle} className="photo-pick-mark" aria-hidden="true" />}
                  </PhotoThumb>
                  <span className="photo-caption">{photo.title || '\u00a0'}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {list.data && <Pagination paging={list.data.pagingInfo} onPage={setPage} compact t={t} />}
      </IonContent>
    </IonModal>
  );
}
