import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { useSearch } from '../api/search';
import { SearchSection } from '../components/SearchSection';

/** /search?q=: what the header search found, each hit a link to its screen. */
export function SearchPage() {
  const { t } = useTranslation();
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const { data } = useSearch(q);
  const empty = data && data.bookings.length + data.arrivals.length + data.tours.length === 0;
  return (
    <Page title="Search">
      {!q && (
        <p className="centered-note">{t('Type what you are looking for in the search box and hit Enter.')}</p>
      )}
      {empty && <p className="centered-note">{t('Nothing found for “{{q}}”.', { q })}</p>}
      {data && (
        <>
          <SearchSection title="Bookings" hits={data.bookings} />
          <SearchSection title="Arrivals" hits={data.arrivals} />
          <SearchSection title="Tours" hits={data.tours} />
        </>
      )}
    </Page>
  );
}
