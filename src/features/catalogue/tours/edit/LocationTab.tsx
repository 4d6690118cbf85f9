import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DirectionType, type Direction } from '../../../../../contract';
import { tripAdvisorIdFrom } from '../../../../../domain/tripadvisor-id';
import { failureTitle } from '../../../../platform/api';
import { FormField, FormTextField } from '../../../../ui/form/FormField';
import { FormTextArea, FormTextAreaField } from '../../../../ui/form/FormTextAreaField';
import { LocationPicker } from '../../../../ui/maps/LocationPicker';
import { PlaceIdPicker, type PlaceIdValue } from '../../../../ui/maps/PlaceIdPicker';
import { getGooglePlaceRating, getTripAdvisorRating } from '../../api/tour-place-rating';
import type { TourFormValues } from './tour-form-values';

const DIRECTIONS = [
  { type: DirectionType.ByCar, label: 'Directions by car' },
  { type: DirectionType.ByBus, label: 'Directions by bus' },
  { type: DirectionType.ByMetro, label: 'Directions by metro' },
] as const;

/** Where the tour is: the location picker, the place id with its ratings, directions and timing. */
export function LocationTab({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, setError, clearErrors, getValues } = useFormContext<TourFormValues>();
  const dirty = { shouldDirty: true };
  const [address, lat, lng, placeId, directions] = useWatch({
    control,
    name: ['locationAddress', 'locationLatitude', 'locationLongitude', 'googlePlacesId', 'directions'],
  });
  // The place's point is the picker's own: the tour keeps only the id.
  const [place, setPlace] = useState<PlaceIdValue | null>(
    placeId ? { placeId, address: '', lat: null, lng: null } : null,
  );
  const location = lat != null && lng != null ? { address: address ?? '', lat, lng } : null;

  const onPlace = (next: PlaceIdValue | null) => {
    setPlace(next);
    setValue('googlePlacesId', next?.placeId ?? '', dirty);
  };

  const googleRating = async () => {
    const id = (getValues('googlePlacesId') ?? '').trim();
    if (!id) return;
    clearErrors('googlePlacesRating');
    const result = await getGooglePlaceRating(id);
    if (result.IsOk && result.Content) {
      setValue('googlePlacesRating', result.Content.rating, dirty);
      setValue('googlePlacesTotalRatings', result.Content.ratingsCount, dirty);
    } else
      setError('googlePlacesRating', {
        type: 'lookup',
        message: t("Couldn't get rating for place id: {{title}}", { title: failureTitle(result) }),
      });
  };

  const tripAdvisorRating = async () => {
    const id = (getValues('tripAdvisorId') ?? '').trim();
    if (!id) return;
    clearErrors('tripAdvisorRating');
    const result = await getTripAdvisorRating(id);
    if (result.IsOk && result.Content) {
      setValue('tripAdvisorRating', result.Content.rating, dirty);
      setValue('tripAdvisorTotalRatings', result.Content.ratingsCount, dirty);
    } else
      setError('tripAdvisorRating', {
        type: 'lookup',
        message: t("Couldn't get rating for specified TripAdvisor location: {{title}}", {
          title: failureTitle(result),
        }),
      });
  };

  // A pasted TripAdvisor page address gives its location id; anything else stays as typed.
  const onTripAdvisorTyped = (text: string) =>
    setValue('tripAdvisorId', tripAdvisorIdFrom(text) ?? text, dirty);

  // Ratings are numbers, and an emptied one is no rating (null), as the contract has it.
  const rating = { control, readOnly, type: 'number', inputmode: 'decimal', emptyValue: null } as const;

  const directionText = (type: Direction['type']) =>
    (directions ?? []).find((d) => d.type === type)?.description ?? '';
  const setDirection = (type: Direction['type'], description: string) => {
    const rest = (directions ?? []).filter((d) => d.type !== type);
    const next = description.trim() === '' ? rest : [...rest, { type, description }];
    setValue(
      'directions',
      next.sort((a, b) => a.type - b.type),
      dirty,
    );
  };

  return (
    <div className="tour-stack">
      <section className="tour-block">
        <h3>{t('Location')}</h3>
        {readOnly ? (
          <p>{address || t('No location chosen')}</p>
        ) : (
          <LocationPicker
            value={location}
            onChange={(v) => {
              setValue('locationAddress', v?.address ?? '', dirty);
              setValue('locationLatitude', v?.lat ?? null, dirty);
              setValue('locationLongitude', v?.lng ?? null, dirty);
            }}
          />
        )}
      </section>
      <section className="tour-block">
        <h3>{t('Google Places')}</h3>
        {readOnly ? <p>{placeId || '—'}</p> : <PlaceIdPicker value={place} onChange={onPlace} />}
        <div className="tour-grid">
          <FormTextField {...rating} name="googlePlacesRating" label="Google rating" />
          <FormTextField {...rating} name="googlePlacesTotalRatings" label="Google ratings count" />
        </div>
        <IonButton fill="outline" disabled={readOnly || !placeId} onClick={() => void googleRating()}>
          {t('Get Google rating')}
        </IonButton>
      </section>
      <section className="tour-block">
        <h3>{t('TripAdvisor')}</h3>
        <div className="tour-grid">
          <FormTextField
            control={control}
            name="tripAdvisorId"
            label="TripAdvisor id or page URL"
            readOnly={readOnly}
            onTextChange={onTripAdvisorTyped}
          />
          <FormTextField {...rating} name="tripAdvisorRating" label="TripAdvisor rating" />
          <FormTextField {...rating} name="tripAdvisorTotalRatings" label="TripAdvisor ratings count" />
        </div>
        <IonButton fill="outline" disabled={readOnly} onClick={() => void tripAdvisorRating()}>
          {t('Get TripAdvisor rating')}
        </IonButton>
      </section>
      <section className="tour-block">
        <h3>{t('Directions')}</h3>
        {DIRECTIONS.map((d) => (
          <FormField key={d.type} label={d.label}>
            {({ id }) => (
              <FormTextArea
                id={id}
                label={t(d.label)}
                rows={2}
                readOnly={readOnly}
                value={directionText(d.type)}
                onChange={(text) => setDirection(d.type, text)}
              />
            )}
          </FormField>
        ))}
        <FormTextAreaField
          control={control}
          name="locationTiming"
          label="Location timing"
          readOnly={readOnly}
        />
      </section>
    </div>
  );
}
