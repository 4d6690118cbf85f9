import { useTranslation } from 'react-i18next';
import { IonDatetime } from '../../ionic/datetime';
import { IonPopover } from '../../ionic/popover';

interface DateCalendarProps {
  /** The click that opened it (the popover points at its target); null when closed. */
  event: Event | null;
  /** YYYY-MM-DD to open on, when the typed date is a real one. */
  value: string | null;
  /** The picked date, YYYY-MM-DD. */
  onPick: (date: string) => void;
  onDismiss: () => void;
}

/** The calendar of a date field, in a popover by the field's button. */
export function DateCalendar({ event, value, onPick, onDismiss }: DateCalendarProps) {
  const { i18n } = useTranslation();
  return (
    <IonPopover
      isOpen={event !== null}
      event={event ?? undefined}
      onDidDismiss={onDismiss}
      className="dt-calendar-popover"
    >
      <IonDatetime
        presentation="date"
        firstDayOfWeek={1}
        locale={i18n.language === 'ru' ? 'ru-RU' : 'en-GB'}
        value={value}
        onIonChange={(e) => onPick(typeof e.detail.value === 'string' ? e.detail.value.slice(0, 10) : '')}
      />
    </IonPopover>
  );
}
