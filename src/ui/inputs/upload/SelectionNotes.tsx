import { useTranslation } from 'react-i18next';
import type { NamedFile, UploadSelection } from './select-upload-files';

const names = (files: readonly NamedFile[]) => files.map((f) => f.name).join(', ');

/** Why some chosen files were not uploaded: not images, or the same name twice. */
export function SelectionNotes({ selection }: { selection: UploadSelection<NamedFile> | null }) {
  const { t } = useTranslation();
  if (!selection || (selection.notImages.length === 0 && selection.duplicates.length === 0)) return null;
  return (
    <div className="upload-notes" role="alert">
      {selection.notImages.length > 0 && (
        <p>
          {t('Only images can be uploaded; not uploaded: {{names}}', { names: names(selection.notImages) })}
        </p>
      )}
      {selection.duplicates.length > 0 && (
        <p>
          {t('Same file name chosen twice, uploaded once: {{names}}', { names: names(selection.duplicates) })}
        </p>
      )}
    </div>
  );
}
