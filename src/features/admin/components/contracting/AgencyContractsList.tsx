import { IonButton, IonInput } from '@ionic/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyContractsRow } from '../../../../../contract';
import { toDisplayDate } from '../../../../../domain/dates';
import { DataTable } from '../../../../ui/data-table/DataTable';
import type { TableColumn } from '../../../../ui/data-table/types';
import { OfflineReadOnlyNotice } from '../../../../ui/form/OfflineReadOnlyNotice';
import { useAgencyContracts } from '../../api/get-agency-contracts';
import { termsText } from './contract-text';

/** Every agency with the contract in force today and the next to come; a search by name or code. */
export function AgencyContractsList({ onOpen }: { onOpen: (agencyId: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // One request per pause in typing, not per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useAgencyContracts(search);
  const defaultCommission = list.data?.defaultCommission ?? 0;

  const columns = useMemo<TableColumn<AgencyContractsRow>[]>(
    () => [
      { id: 'agencyName', header: 'Agency', field: 'agencyName', card: 'title', width: 190, pin: 'start' },
      { id: 'agencyCode', header: 'Code', field: 'agencyCode', card: 'subtitle', width: 90 },
      {
        id: 'current',
        header: 'Contract in force',
        value: (r) => termsText(t, r.current, defaultCommission, true),
        width: 220,
      },
      {
        id: 'from',
        header: 'Valid from',
        value: (r) => (r.current ? toDisplayDate(r.current.validFrom) : '—'),
        width: 110,
      },
      {
        id: 'upcoming',
        header: 'Next contract',
        value: (r) =>
          r.upcoming
            ? `${toDisplayDate(r.upcoming.validFrom)}: ${termsText(t, r.upcoming, defaultCommission, true)}`
            : '—',
        width: 260,
      },
      {
        id: 'open',
        header: 'Actions',
        exported: false,
        pin: 'end',
        width: 110,
        render: (r) => (
          <IonButton
            size="small"
            fill="outline"
            className="contract-open"
            // The label starts with the word the button shows (WCAG 2.5.3: speech input says what it sees).
            aria-label={t('Open the contracts of {{name}}', { name: r.agencyName })}
            onClick={() => onOpen(r.agencyId)}
          >
            {t('Open')}
          </IonButton>
        ),
      },
    ],
    [t, defaultCommission, onOpen],
  );

  return (
    <div className="contracting">
      <OfflineReadOnlyNotice dataUpdatedAt={list.dataUpdatedAt} />
      <p className="admin-note">
        {t(
          'A contract gives one agency its own commission, or net rates per ticket, from a date. Bookings dated from then are priced by it; bookings already made keep their amounts.',
        )}
      </p>
      <IonInput
        className="contract-search form-input-ion"
        fill="outline"
        type="search"
        label={t('Search agencies')}
        labelPlacement="floating"
        value={typed}
        onIonInput={(e) => setTyped(e.detail.value ?? '')}
      />
      {list.data === undefined ? (
        <p className="form-note" role="status">
          {t(list.isError ? 'Could not load this page. Try again later.' : 'Loading')}
        </p>
      ) : (
        <>
          <DataTable
            title="Agencies"
            columns={columns}
            idField="agencyId"
            data={list.data.agencies}
            pageSize={0}
            emptyText="No agencies match the search"
          />
          {list.data.total > list.data.agencies.length && (
            <p className="form-note">
              {t('Showing {{shown}} of {{total}} agencies: search to find the others.', {
                shown: list.data.agencies.length,
                total: list.data.total,
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
