import { IonIcon } from '@ionic/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUploadFiles, type UploadSelection } from './select-upload-files';
import { SelectionNotes } from './SelectionNotes';
import { UploadingList } from './UploadingList';
import { useImageUploads } from './use-image-uploads';
import '../inputs.css';
import './upload.css';

export interface ImageUploadProps<T> {
  /** Receives `{guid, data}`; default '/api/photos/upload'. */
  endpoint?: string;
  /** The server's answer for each uploaded image (the new photo). */
  onUploaded: (photo: T) => void;
  disabled?: boolean;
}

/** Drop images here or choose them; each uploads with its own progress. */
export function ImageUpload<T = unknown>({
  endpoint = '/api/photos/upload',
  onUploaded,
  disabled,
}: ImageUploadProps<T>) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [selection, setSelection] = useState<UploadSelection<File> | null>(null);
  const { items, upload, dismiss } = useImageUploads<T>(endpoint, onUploaded);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0 || disabled) return;
    const chosen = selectUploadFiles([...files]);
    setSelection(chosen);
    void upload(chosen.accepted);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };

  return (
    <div className="image-upload">
      <div
        className={over ? 'upload-drop upload-drop-over' : 'upload-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <IonIcon icon={cloudUploadOutline} aria-hidden="true" className="upload-drop-icon" />
        <span>{t('Drop images here or')}</span>
        <button
          type="button"
          className="flat-button"
          disabled={disabled}
          onClick={() => picker.current?.click()}
        >
          {t('Choose images')}
        </button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('Choose images')}
          onChange={(e) => {
            take(e.target.files);
            // The same files chosen again later must fire change again.
            e.target.value = '';
          }}
        />
      </div>
      <SelectionNotes selection={selection} />
      <UploadingList items={items} onDismiss={dismiss} />
    </div>
  );
}
