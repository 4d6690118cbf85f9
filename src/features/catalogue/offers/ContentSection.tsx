import { useController, useWatch, type Control } from 'react-hook-form';
import type { OfferInput, PhotoRef } from '../../../../contract/catalogue';
import { FormRichTextField } from '../../../ui/form/FormRichTextField';
import { PhotoPicker } from '../../../ui/media/PhotoPicker';

interface ContentProps {
  control: Control<OfferInput>;
  readOnly?: boolean;
}

/** The ticket's description and its notes to clients after booking (rich text: lists and links). */
export function DescriptionFields({ control, readOnly }: ContentProps) {
  return (
    <>
      <FormRichTextField control={control} name="description" label="Description" readOnly={readOnly} />
      <FormRichTextField
        control={control}
        name="notesToClientsPostBooking"
        label="Notes to clients post booking"
        readOnly={readOnly}
      />
    </>
  );
}

/** The ticket's photos in order, with its hero image. */
export function PhotosField({ control, readOnly }: ContentProps) {
  const photos = useController({ control, name: 'photos' });
  const hero = useController({ control, name: 'heroImageId' });
  // A ticket takes its tour's supplier's photos (the offer save checks that).
  const tourId = useWatch({ control, name: 'tourId' });
  return (
    <PhotoPicker
      photos={(photos.field.value ?? []) as PhotoRef[]}
      heroImageId={(hero.field.value as number | null | undefined) ?? null}
      forTourId={tourId}
      readOnly={readOnly}
      onChange={(next) => {
        photos.field.onChange(next.photos);
        hero.field.onChange(next.heroImageId);
      }}
    />
  );
}
