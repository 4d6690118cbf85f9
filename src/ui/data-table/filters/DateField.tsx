import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../domain/dates';
import { acceptDateInput, toApiDate } from '../date-text';
import { useEver } from '../../use-ever';

// The calendar (ion-datetime and its picker, ~15 KB gzip) loads when it is first opened.
const DateCalendar = lazy(() => import('./DateCalendar').then((m) => ({ default: m.DateCalendar })));

interface DateFieldProps {
  label: string;
  /** As shown: DD.MM.YYYY, possibly half typed. */
  value: string;
  onChange: (value: string, now: boolean) => void;
}

/**
 * A date typed as DD.MM.YYYY (the dots come by themselves) or picked from a calendar; the calendar
 * opens on the typed date when it is a real one.
 */
export function DateField({ label, value, onChange }: DateFieldProps) {
  const { t } = useTranslation();
  const [calendar, setCalendar] = useState<Event | null>(null);
  const calendarWanted = useEver(calendar !== null);
  return (
    <>
      <IonInput
        className="dt-filter-input dt-date-input"
        label={label}
        labelPlacement="floating"
        fill="outline"
        inputmode="numeric"
        placeholder="DD.MM.YYYY"
        maxlength={10}
        value={value}
        onIonInput={(e) => {
          const accepted = acceptDateInput(value, e.detail.value ?? '');
          if (accepted !== e.detail.value) e.target.value = accepted;
          onChange(accepted, false);
        }}
        onIonChange={() => onChange(value, true)}
      >
        <IonButton
          slot="end"
          fill="clear"
          className="dt-calendar-button"
          aria-label={t('Choose a date')}
          onClick={(e) => setCalendar(e.nativeEvent)}
        >
          <IonIcon slot="icon-only" icon={calendarOutline} aria-hidden="true" />
        </IonButton>
      </IonInput>
      {calendarWanted && (
        <Suspense fallback={null}>
          <DateCalendar
            event={calendar}
            value={toApiDate(value)}
            onPick={(picked) => {
              onChange(toDisplayDate(picked), true);
              setCalendar(null);
            }}
            onDismiss={() => setCalendar(null)}
          />
        </Suspense>
      )}
    </>
  );
}
