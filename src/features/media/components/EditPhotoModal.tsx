import { IonButton, IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoEditSchema, type Photo } from '../../../../contract';
import { FormTextField } from '../../../ui/form/FormField';
import { FormTextAreaField } from '../../../ui/form/FormTextAreaField';
import { useContractForm } from '../../../ui/form/useContractForm';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { IonModal } from '../../../ui/ionic/modal';
import { editPhoto } from '../api/edit-photo';

/** The edit popup (01-platform section 4): saving answers the updated photo, which replaces the one in the list. */
export function EditPhotoModal({
  photo,
  onSaved,
  onClose,
}: {
  photo: Photo | null;
  onSaved: (photo: Photo) => void;
  onClose: () => void;
}) {
  return (
    <IonModal isOpen={photo !== null} onDidDismiss={onClose} className="photo-edit-modal">
      {photo && <EditForm key={photo.id} photo={photo} onSaved={onSaved} onClose={onClose} />}
    </IonModal>
  );
}

/** The popup's form: react-hook-form checked by the contract's photo edit schema (ui/form/useContractForm). */
export function EditForm({
  photo,
  onSaved,
  onClose,
}: {
  photo: Photo;
  onSaved: (p: Photo) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(photoEditSchema, {
    defaultValues: { id: photo.id, title: photo.title, description: photo.description },
  });
  /** A refusal the server answered, shown under the fields (with its field messages beside them). */
  const [failure, setFailure] = useState('');
  const saver = useVersionedSave(form);

  const save = form.handleSubmit(async (edit) => {
    setFailure('');
    await saver.run(() => editPhoto(edit), {
      saved: onSaved,
      // The popup says it in place, under the fields, whether or not its messages found their fields.
      refused: (result) => setFailure(result.ErrorMessage || `${result.ErrorTitle || result.Code}`),
    });
  });

  return (
    <>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton onClick={onClose}>{t('Cancel')}</IonButton>
          </IonButtons>
          <IonTitle>{t('Edit photo')}</IonTitle>
          <IonButtons slot="end">
            <IonButton strong disabled={form.formState.isSubmitting} onClick={() => void save()}>
              {t('Save')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <img className="photo-edit-preview" src={photo.urlMedium} alt="" />
        <div className="photo-edit-fields">
          <FormTextField control={form.control} name="title" label="Title" maxlength={200} />
          <FormTextAreaField
            control={form.control}
            name="description"
            label="Description"
            rows={4}
            maxlength={2000}
          />
        </div>
        {failure && (
          <p className="photo-notice" role="alert">
            {t(failure)}
          </p>
        )}
      </IonContent>
    </>
  );
}
