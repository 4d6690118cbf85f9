import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo, PhotoList } from '../../../../contract';
import { notify } from '../../../platform/notifications';
import { useOnline } from '../../../platform/online/use-online';
import { Page } from '../../../ui/Page';
import { Pagination } from '../../../ui/data-table/Pagination';
import { ImageUpload } from '../../../ui/inputs/upload/ImageUpload';
import { useIonAlert } from '../../../ui/ionic/alert';
import { PhotoFilters, type PhotoFilterValue } from '../../../ui/media/PhotoFilters';
import { PHOTO_LIST_KEY, photoListQuery, usePhotoList } from '../../../ui/media/photo-list';
import { deletePhoto } from '../api/delete-photo';
import { EditPhotoModal } from '../components/EditPhotoModal';
import { PhotoCard } from '../components/PhotoCard';
import '../../../ui/data-table/data-table.css';
import '../../../ui/inputs/inputs.css';
import '../../../ui/media/media.css';

/** Media Manager (01-platform sections 2, 4): upload, filter, page through, edit and delete photos. */
export function MediaManagerPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [presentAlert] = useIonAlert();
  const [filter, setFilter] = useState<PhotoFilterValue>({ search: '', toursIds: [] });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Photo | null>(null);
  const query = { page, search: filter.search, toursIds: filter.toursIds };
  const list = usePhotoList(query);
  const key = photoListQuery(query).queryKey;

  // Put a photo in the list shown now, at the top (a new upload) or in its place (an edit).
  const showInList = (photo: Photo, where: 'top' | 'replace') =>
    queryClient.setQueryData<PhotoList>(key, (old) => {
      if (!old) return old;
      if (where === 'replace')
        return { ...old, entities: old.entities.map((p) => (p.id === photo.id ? photo : p)) };
      if (old.entities.some((p) => p.id === photo.id)) return old;
      // One more photo on this page and in all: the range and count say so until the next load.
      const { pagingInfo } = old;
      return {
        entities: [photo, ...old.entities],
        pagingInfo: {
          ...pagingInfo,
          totalItems: pagingInfo.totalItems + 1,
          from: Math.max(pagingInfo.from, 1),
          to: pagingInfo.to + 1,
        },
      };
    });

  const confirmDelete = (photo: Photo) =>
    void presentAlert({
      message: t('Are you sure you want to delete photo?'),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        {
          text: t('Delete'),
          role: 'destructive',
          handler: () => {
            void deletePhoto(photo.id).then((result) => {
              if (result.IsOk) notify('success', t('Photo deleted'));
              // Deleting reloads the list (01-platform section 4).
              void queryClient.invalidateQueries({ queryKey: PHOTO_LIST_KEY });
            });
          },
        },
      ],
    });

  const photos = list.data?.entities ?? [];
  return (
    <Page title="Media Manager">
      {online ? (
        <ImageUpload<Photo>
          onUploaded={(photo) => {
            showInList(photo, 'top');
            // Other pages and filters are out of date now; the one shown keeps the photo on top.
            void queryClient.invalidateQueries({
              queryKey: PHOTO_LIST_KEY,
              predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(key),
            });
          }}
        />
      ) : (
        <p className="photo-notice" role="status">
          {t('Offline: showing the photos last seen; changes need the network.')}
        </p>
      )}
      <PhotoFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {list.isError && !list.data && <p className="photo-notice">{t('The photos could not be loaded.')}</p>}
      {list.data && photos.length === 0 && <p>{t('No photos found')}</p>}
      <ul className="photo-grid photo-grid-cards" aria-label={t('Media Manager')}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <PhotoCard
              photo={photo}
              readOnly={!online}
              onEdit={() => setEditing(photo)}
              onDelete={() => confirmDelete(photo)}
            />
          </li>
        ))}
      </ul>
      {list.data && <Pagination paging={list.data.pagingInfo} onPage={setPage} compact={false} t={t} />}
      <EditPhotoModal
        photo={editing}
        onClose={() => setEditing(null)}
        onSaved={(photo) => {
          showInList(photo, 'replace');
          setEditing(null);
          notify('success', t('Photo saved'));
        }}
      />
    </Page>
  );
}
