import { IonButton, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingStatus } from '../../../../contract';
import { toDisplayDate } from '../../../../domain/dates';
import { notify } from '../../../platform/notifications';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { IonModal } from '../../../ui/ionic/modal';
import { CloseForSaleForm } from '../../../ui/stop-sell/CloseForSaleForm';
import { setStopSell } from '../../../ui/stop-sell/stop-sell';
import { availabilityKeys } from '../api/keys';
import { manifestHref, useSlotDay } from '../api/slot-day';
import { BAND_LABEL } from './band';
import { CrewSection } from './CrewSection';
import type { CellRef } from './ChartGrid';

/** A slot-day's sheet (a bottom sheet on a phone, a dialog wider): its bookings, manifest and sale. */
export function SlotDaySheet({
  cell,
  layout,
  onClose,
}: {
  cell: CellRef | null;
  layout: 'sheet' | 'dialog';
  onClose: () => void;
}) {
  return (
    <IonModal
      isOpen={cell !== null}
      onDidDismiss={onClose}
      breakpoints={layout === 'sheet' ? [0, 0.9, 1] : undefined}
      initialBreakpoint={layout === 'sheet' ? 0.9 : undefined}
      className={`av-sheet av-sheet-${layout}`}
    >
      {cell && <SlotDayContent key={`${cell.timeSlotId}-${cell.date}`} cell={cell} onClose={onClose} />}
    </IonModal>
  );
}

function SlotDayContent({ cell, onClose }: { cell: CellRef; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { readOnly } = useFormReadOnly();
  const { data: day, dataUpdatedAt, isPending } = useSlotDay(cell);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all });

  const reopen = async () => {
    setBusy(true);
    const result = await setStopSell({ timeSlotId: cell.timeSlotId, date: cell.date, closed: false });
    setBusy(false);
    if (!result.IsOk) return;
    notify('success', 'Day open for sale again');
    await refresh();
  };

  return (
    <>
      <IonHeader>
        <IonToolbar>
          <IonTitle className="av-sheet-title">
            <span>
              {day ? `${day.slot.name}${day.slot.startTime ? ` ${day.slot.startTime}` : ''}` : t('Loading…')}
            </span>
            <small>{toDisplayDate(cell.date)}</small>
          </IonTitle>
          <IonButton slot="end" fill="clear" onClick={onClose}>
            {t('Close')}
          </IonButton>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <OfflineReadOnlyNotice dataUpdatedAt={dataUpdatedAt} />
        {isPending && !day && <p className="form-note">{t('Loading…')}</p>}
        {day && (
          <>
            <dl className="av-facts">
              <div>
                <dt>{t('Status')}</dt>
                <dd>{t(BAND_LABEL[day.band])}</dd>
              </div>
              <div>
                <dt>{t('Capacity')}</dt>
                <dd>{day.capacity}</dd>
              </div>
              <div>
                <dt>{t('Sold')}</dt>
                <dd>{day.sold}</dd>
              </div>
              <div>
                <dt>{t('Left')}</dt>
                <dd>{day.left}</dd>
              </div>
              <div>
                <dt>{t('Waiting')}</dt>
                <dd>{day.waiting}</dd>
              </div>
              {day.checkedIn != null && (
                <div>
                  <dt>{t('Checked in')}</dt>
                  <dd>{day.checkedIn}</dd>
                </div>
              )}
              {day.closed !== null && (
                <div>
                  <dt>{t('Closed for sale')}</dt>
                  <dd>{day.closed || t('Yes')}</dd>
                </div>
              )}
            </dl>
            {day.slot.isShared && (
              <p className="form-note">
                {t('Seats are shared by the slots of {{group}}.', { group: day.slot.groupName })}
              </p>
            )}

            <nav className="av-downloads" aria-label={t('Manifest')}>
              {readOnly ? (
                <span className="form-note">{t('Downloads need the network.')}</span>
              ) : (
                <>
                  <a href={manifestHref(cell.timeSlotId, cell.date, 'pdf', i18n.language)} download>
                    {t('Manifest (PDF)')}
                  </a>
                  <a href={manifestHref(cell.timeSlotId, cell.date, 'xlsx', i18n.language)} download>
                    {t('Manifest (Excel)')}
                  </a>
                </>
              )}
            </nav>

            {/* A slot-day kept on the device before crews existed has none: read as an added field. */}
            {day.crew && <CrewSection cell={cell} crew={day.crew} readOnly={readOnly} />}

            <section className="av-sale" aria-label={t('Sale')}>
              {day.closed !== null ? (
                <IonButton disabled={readOnly || busy} onClick={() => void reopen()}>
                  {t('Open for sale')}
                </IonButton>
              ) : (
                <CloseForSaleForm
                  timeSlotId={cell.timeSlotId}
                  date={cell.date}
                  readOnly={readOnly}
                  onClosed={refresh}
                />
              )}
            </section>

            <h3>{t('Bookings ({{n}})', { n: day.bookings.length })}</h3>
            {day.bookings.length === 0 ? (
              <p className="form-note">{t('No bookings for this day.')}</p>
            ) : (
              <ul className="av-bookings">
                {day.bookings.map((b) => (
                  <li key={b.id}>
                    <div className="av-booking-head">
                      <strong>{b.guestName}</strong>
                      <span>{t('{{n}} pax', { n: b.pax })}</span>
                    </div>
                    <div>
                      {t('Pick-up')}: {b.pickUpTime ?? '—'}
                      {b.hotel ? ` · ${b.hotel}` : ''}
                      {b.roomNumber ? ` · ${t('Room {{room}}', { room: b.roomNumber })}` : ''}
                    </div>
                    <div className="av-booking-meta">
                      {b.phones && <a href={`tel:${b.phones.split(/[,;]/)[0].trim()}`}>{b.phones}</a>}
                      <span>#{b.id}</span>
                      {b.agencyName && <span>{b.agencyName}</span>}
                      {b.status === BookingStatus.PendingVerification && (
                        <span className="av-waiting">{t('Waiting')}</span>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </IonContent>
    </>
  );
}
