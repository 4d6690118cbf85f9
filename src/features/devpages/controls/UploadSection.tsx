import { useState } from 'react';
import { ImageUpload } from '../../../ui/inputs/upload/ImageUpload';
import { ControlSection, Demo } from './Demo';

interface UploadedPhoto {
  id?: number;
  title?: string;
  urlSmall?: string;
}

export function UploadSection() {
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  return (
    <ControlSection title="Image upload">
      <Demo
        name="Uploaded photos"
        value={photos.length === 0 ? 'none' : photos.map((p) => p.title ?? `#${p.id ?? '?'}`).join(', ')}
      >
        <ImageUpload<UploadedPhoto> onUploaded={(photo) => setPhotos((list) => [photo, ...list])} />
      </Demo>
    </ControlSection>
  );
}
