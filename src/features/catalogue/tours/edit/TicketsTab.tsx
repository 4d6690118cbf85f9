import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OfferBookingType, type TourOfferRow } from '../../../../../contract';
import { DataTable, ROW_STYLES, type TableColumn } from '../../../../ui/data-table';
import { IonToggle } from '../../../../ui/ionic/toggle';
import '../tour-row-links.css';

const BOOKING_TYPES = [
  { label: 'On request', value: OfferBookingType.OnRequest },
  { label: 'Live book', value: OfferBookingType.LiveBook },
  { label: 'Ticket only', value: OfferBookingType.TicketOnly },
];
const rowClass = (row: TourOfferRow) => (row.isDeleted ? ROW_STYLES.cancelled : undefined);

/** The tour's tickets (offers): an add link, a pencil per offer, deleted ones shown on request and struck through. */
export function TicketsTab({ tourId, offers }: { tourId: number; offers: readonly TourOfferRow[] }) {
  const { t } = useTranslation();
  const [showDeleted, setShowDeleted] = useState(false);
  const rows = useMemo(
    () => (showDeleted ? offers : offers.filter((o) => !o.isDeleted)),
    [offers, showDeleted],
  );
  const columns = useMemo<TableColumn<TourOfferRow>[]>(
    () => [
      { id: 'nameInternal', header: 'Ticket code', field: 'nameInternal', card: 'subtitle', width: 140 },
      // With the pinned pencil the four columns fit a tablet's 556 px beside the menu.
      { id: 'nameDisplay', header: 'Display name', field: 'nameDisplay', card: 'title', width: 230 },
      {
        id: 'bookingType',
        header: 'Booking type',
        field: 'bookingType',
        options: BOOKING_TYPES,
        card: 'detail',
        width: 120,
      },
      {
        id: 'edit',
        header: 'Edit',
        render: (row) => (
          <Link
            to={`/tours/${tourId}/${row.id}`}
            className="tours-edit"
            aria-label={`${t('Edit')} ${row.nameDisplay}`}
          >
            <IonIcon icon={createOutline} aria-hidden="true" />
          </Link>
        ),
        exported: false,
        card: 'detail',
        width: 64,
        align: 'center',
        pin: 'end',
      },
    ],
    [tourId, t],
  );

  if (tourId === 0) return <p className="tour-muted">{t('Save the tour before adding tickets')}</p>;
  return (
    <div className="tour-stack">
      <DataTable<TourOfferRow>
        title="Tickets"
        columns={columns}
        idField="id"
        data={rows}
        pageSize={0}
        excel={{ fileName: 'tourtickets.xls', title: 'Tickets' }}
        rowClassName={rowClass}
        toolbarExtras={
          <span className="tours-toolbar">
            <IonToggle
              checked={showDeleted}
              onIonChange={(e) => setShowDeleted(e.detail.checked)}
              labelPlacement="end"
            >
              {t('Show deleted')}
            </IonToggle>
            <Link to={`/tours/${tourId}/add`} className="tours-add">
              <IonButton size="small" tabIndex={-1}>
                <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
                {t('Add Ticket')}
              </IonButton>
            </Link>
          </span>
        }
        emptyText="No tickets yet."
      />
    </div>
  );
}
