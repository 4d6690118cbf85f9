import { useState } from 'react';
import { PhotoPicker, type PhotoPickerValue } from '../../../ui/media/PhotoPicker';
import { ControlSection, Demo } from './Demo';

export function PhotoPickerSection() {
  const [value, setValue] = useState<PhotoPickerValue>({ photos: [], heroImageId: null });
  return (
    <ControlSection title="Photo picker">
      <Demo
        name="Chosen photos"
        value={`${value.photos.map((p) => p.id).join(', ') || 'none'}; hero ${value.heroImageId ?? 'none'}`}
      >
        <PhotoPicker photos={value.photos} heroImageId={value.heroImageId} onChange={setValue} />
      </Demo>
    </ControlSection>
  );
}
