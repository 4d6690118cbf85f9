import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../ui/form/FormField';
import { PhotoPicker } from '../../../../ui/media/PhotoPicker';
import type { TourFormValues } from './tour-form-values';

/** Photos with the hero image, the spec's two warnings, and the video URL with its hint. */
export function MediaTab({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<TourFormValues>();
  const [photos, heroImageId, tourId] = useWatch({ control, name: ['photos', 'heroImageId', 'id'] });
  const list = photos ?? [];
  return (
    <div className="tour-stack">
      {list.length === 0 && (
        <p className="tour-warning" role="alert">
          {t('No photos are selected')}
        </p>
      )}
      {list.length > 0 && !heroImageId && (
        <p className="tour-warning" role="alert">
          {t('No hero image is chosen')}
        </p>
      )}
      <PhotoPicker
        photos={list}
        heroImageId={heroImageId ?? null}
        forTourId={tourId}
        readOnly={readOnly}
        onChange={(next) => {
          setValue('photos', next.photos, { shouldDirty: true });
          setValue('heroImageId', next.heroImageId, { shouldDirty: true });
        }}
      />
      <section className="tour-block">
        <FormTextField
          control={control}
          name="videoUrl"
          label="Video URL"
          type="url"
          hint={t('YouTube or Vimeo only')}
          readOnly={readOnly}
        />
      </section>
    </div>
  );
}
