import { IonButton, IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../domain/dates';
import { NOTHING_SAVED_TEXT, nothingSavedOffline } from '../../../platform/query-cache/nothing-saved';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { Page } from '../../../ui/Page';
import { useMyDay } from '../api/my-day';
import { SlotDayCard } from '../components/SlotDayCard';
import '../myday.css';

/**
 * My day (issue 25 item 4): the guide's or driver's slot-days today and tomorrow, on their supplier's
 * calendar; each opens its manifest. Where a guide or driver lands after signing in.
 */
export function MyDayPage() {
  const { t } = useTranslation();
  const { readOnly } = useFormReadOnly();
  const query = useMyDay();
  const { data, dataUpdatedAt, isFetching, refetch } = query;
  const nothingSaved = nothingSavedOffline(query);
  return (
    <Page title="My day">
      <OfflineReadOnlyNotice dataUpdatedAt={dataUpdatedAt} nothingSaved={nothingSaved} />
      <div className="myday-toolbar">
        <IonButton
          fill="clear"
          size="small"
          disabled={readOnly || isFetching}
          onClick={() => void refetch()}
          aria-label={t('Refresh')}
        >
          <IonIcon icon={refreshOutline} aria-hidden="true" />
        </IonButton>
      </div>
      {!data ? (
        <p className="form-note" role="status">
          {t(
            nothingSaved
              ? NOTHING_SAVED_TEXT
              : query.isError
                ? 'Could not load this page. Try again later.'
                : 'Loading…',
          )}
        </p>
      ) : (
        [
          { title: 'Today', date: data.today },
          { title: 'Tomorrow', date: data.tomorrow },
        ].map(({ title, date }) => {
          const slots = data.slots.filter((s) => s.date === date);
          return (
            <section key={date} className="myday-section" aria-label={t(title)}>
              <h2>
                {t(title)} <small>{toDisplayDate(date)}</small>
              </h2>
              {slots.length === 0 ? (
                <p className="form-note">{t('Nothing assigned to you.')}</p>
              ) : (
                <ul className="myday-list">
                  {slots.map((s) => (
                    <SlotDayCard key={`${s.timeSlotId}-${s.date}`} slot={s} />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </Page>
  );
}
