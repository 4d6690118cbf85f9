import { useCallback, useEffect, useRef, useState } from 'react';
import { newGuid } from './new-guid';
import { postUpload } from './post-upload';
import { readDataUrl } from './read-data-url';
import { uploadErrorText } from './upload-error-text';

export interface UploadingFile {
  guid: string;
  name: string;
  /** 0-100; 100 while the server processes the image. */
  progress: number;
  /** Set when the upload failed; the row then stays until dismissed. */
  error?: string;
}

/**
 * The uploading list (01-platform section 4): a file joins it, its progress runs to 100, and on
 * success it leaves the list and goes to `onUploaded`. A failure stays with its message.
 */
export function useImageUploads<T>(endpoint: string, onUploaded: (photo: T) => void) {
  const [items, setItems] = useState<UploadingFile[]>([]);
  const done = useRef(onUploaded);
  useEffect(() => {
    done.current = onUploaded;
  });

  const update = useCallback((guid: string, change: Partial<UploadingFile>) => {
    setItems((list) => list.map((item) => (item.guid === guid ? { ...item, ...change } : item)));
  }, []);
  const dismiss = useCallback(
    (guid: string) => setItems((list) => list.filter((item) => item.guid !== guid)),
    [],
  );

  const uploadOne = useCallback(
    async (file: File) => {
      const guid = newGuid();
      setItems((list) => [...list, { guid, name: file.name, progress: 0 }]);
      let status = 0;
      let reason = '';
      try {
        const data = await readDataUrl(file);
        const answer = await postUpload(endpoint, { guid, data, fileName: file.name }, (progress) =>
          update(guid, { progress }),
        );
        status = answer.status;
        if (status >= 200 && status < 300) {
          dismiss(guid);
          done.current(answer.body as T);
          return;
        }
        // The server says why (not an image, too large): shown after the spec's generic text.
        const message = (answer.body as { message?: unknown } | null)?.message;
        if (status !== 401 && typeof message === 'string') reason = message;
      } catch {
        // The file could not be read: reported below like a failed call (code 0).
      }
      update(guid, { error: uploadErrorText(status, { reason }) });
    },
    [endpoint, update, dismiss],
  );

  const upload = useCallback(
    (files: readonly File[]) => Promise.all(files.map(uploadOne)).then(() => undefined),
    [uploadOne],
  );

  return { items, upload, dismiss };
}
