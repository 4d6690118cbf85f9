import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Itinerary } from '../../../../../contract';
import { forEditing, placeItinerary } from '../../../../../domain/itinerary';
import { OrderedListEditor } from '../../../../ui/form/OrderedListEditor';
import { newGuid } from '../../../../ui/inputs/upload/new-guid';
import { FormRichTextField } from '../../../../ui/form/FormRichTextField';
import { ItineraryPopup, stopTimes } from './ItineraryPopup';
import type { TourFormValues } from './tour-form-values';

/** The tour's itineraries (each edited in a popup) and its itinerary text. */
export function ItineraryTab({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<TourFormValues>();
  const list = (useWatch({ control, name: 'itineraries' }) ?? []) as Itinerary[];
  const [editing, setEditing] = useState<Itinerary | null>(null);
  const set = (next: readonly Itinerary[]) => setValue('itineraries', [...next], { shouldDirty: true });

  return (
    <div className="tour-stack">
      <section className="tour-block">
        <h3>{t('Itineraries')}</h3>
        <OrderedListEditor<Itinerary>
          label="Itineraries"
          items={list}
          onChange={set}
          getKey={(it) => it.guid || it.id}
          itemName={(it) => it.name}
          emptyText="No itineraries yet"
          readOnly={readOnly}
          renderItem={(it) => (
            <div className="tour-itinerary-item">
              <div className="tour-faq-head">
                <strong>{it.name}</strong>
                {!readOnly && (
                  <IonButton
                    fill="clear"
                    aria-label={`${t('Edit')}: ${it.name}`}
                    onClick={() => setEditing(forEditing(it, newGuid))}
                  >
                    <IonIcon icon={createOutline} slot="icon-only" aria-hidden="true" />
                  </IonButton>
                )}
              </div>
              <ul className="tour-stops">
                {it.stops.map((s) => (
                  <li key={s.guid}>
                    {stopTimes(s) && <span className="tour-muted">{stopTimes(s)} </span>}
                    {s.name}
                  </li>
                ))}
              </ul>
            </div>
          )}
        />
        {!readOnly && (
          <IonButton
            fill="outline"
            onClick={() =>
              setEditing(
                forEditing({ id: 0, guid: '', index: list.length + 1, name: '', stops: [] }, newGuid),
              )
            }
          >
            <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
            {t('Add itinerary')}
          </IonButton>
        )}
      </section>
      <section className="tour-block">
        <FormRichTextField
          control={control}
          name="tourItinerary"
          label="Tour itinerary"
          readOnly={readOnly}
        />
      </section>
      <ItineraryPopup
        itinerary={editing}
        onClose={() => setEditing(null)}
        onSave={(saved) => {
          set(placeItinerary(list, saved, newGuid));
          setEditing(null);
        }}
      />
    </div>
  );
}
