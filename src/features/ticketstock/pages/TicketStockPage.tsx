import { useTranslation } from 'react-i18next';
import { OfflineReadOnlyNotice } from '../../../ui/form/OfflineReadOnlyNotice';
import { Page } from '../../../ui/Page';
import { useTicketStock } from '../api/get-ticket-stock';
import { StockCard } from '../components/StockCard';
import '../ticketstock.css';

/**
 * The tickets admin's attraction-ticket stock (issue 25 item 9): every ticket type with its counts and
 * warnings; load codes from a file, see a type's codes, freeze and unfreeze them.
 */
export function TicketStockPage() {
  const { t } = useTranslation();
  const stock = useTicketStock();
  return (
    <Page title="Ticket Stock">
      {/* Offline: the last-seen stock, and no file or freeze until the network is back. */}
      <OfflineReadOnlyNotice dataUpdatedAt={stock.dataUpdatedAt} nothingSaved={stock.data === undefined} />
      <p className="form-note">
        {t(
          'Codes of attraction tickets, per ticket type. Bookings of tickets that require them take codes from here.',
        )}
      </p>
      <p className="form-note">
        {t('An .xlsx or .csv file: a Code column and an Expiry column (YYYY-MM-DD or DD.MM.YYYY).')}
      </p>
      {stock.data === undefined ? (
        <p className="form-note" role="status">
          {t(stock.isError ? 'Could not load this page. Try again later.' : 'Loading')}
        </p>
      ) : stock.data.length === 0 ? (
        <p className="form-note">{t('No ticket types yet.')}</p>
      ) : (
        <ul className="stock-list">
          {stock.data.map((s) => (
            <StockCard
              key={s.id}
              stock={s}
              showSupplier={new Set(stock.data.map((x) => x.supplierId)).size > 1}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
