import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { useTicketTypes } from '../api/ticket-types';
import '../tickettypes/tickettypes.css';

/**
 * The ticket types tickets take attraction-ticket codes of (issue 25): made, renamed and deactivated
 * here by the catalogue's people; the tickets admin loads and freezes their codes on Ticket Stock.
 */
export function TicketTypesPage() {
  const { t } = useTranslation();
  const types = useTicketTypes(0);
  const list = types.data ?? [];
  // The operator's staff reach every supplier's types: each card then says whose it is.
  const showSupplier = new Set(list.map((x) => x.supplierId)).size > 1;
  return (
    <Page title="Ticket Types">
      <p className="form-note">
        {t(
          'The attraction tickets a ticket can require. A deactivated type can no longer be chosen for a ticket; its codes stay in stock.',
        )}
      </p>
      <div className="tt-toolbar">
        <Link to="/tickets/types/add">
          <IonButton size="default" tabIndex={-1}>
            <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
            {t('Add Ticket Type')}
          </IonButton>
        </Link>
      </div>
      {types.data === undefined ? (
        <p className="form-note" role="status">
          {t(types.isError ? 'Could not load this page. Try again later.' : 'Loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="form-note">{t('No ticket types yet.')}</p>
      ) : (
        <ul className="tt-list" aria-label={t('Ticket Types')}>
          {list.map((x) => (
            <li key={x.id} className={`tt-card${x.isActive ? '' : ' tt-inactive'}`} aria-label={x.name}>
              <div className="tt-head">
                <h2>{x.name}</h2>
                <Link to={`/tickets/types/${x.id}`} aria-label={t('Edit {{name}}', { name: x.name })}>
                  <IonButton size="small" fill="outline" tabIndex={-1}>
                    <IonIcon icon={createOutline} slot="start" aria-hidden="true" />
                    {t('Edit')}
                  </IonButton>
                </Link>
              </div>
              <p className="tt-sub">
                {x.shortName}
                {showSupplier ? ` · ${x.supplierName}` : ''}
                {x.isActive ? '' : ` · ${t('Inactive')}`}
              </p>
              <p className="tt-sub">
                {t('Reorder level')}: {x.reorderLevel} ·{' '}
                {t('Reservation time: {{minutes}} min', { minutes: x.reservationTime })} · {t('Available')}:{' '}
                {x.available}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
