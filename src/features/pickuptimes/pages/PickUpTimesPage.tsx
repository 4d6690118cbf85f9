import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PickUpTimeSetRow } from '../../../../contract';
import { createQuery, DataTable, type TableColumn } from '../../../ui/data-table';
import { Page } from '../../../ui/Page';
import { pickUpKeys } from '../api/keys';
import { usePickUpTimes } from '../api/pick-up-times';
import '../pickuptimes.css';

const COLUMNS: readonly TableColumn<PickUpTimeSetRow>[] = [
  {
    id: 'name',
    header: 'Name',
    field: 'name',
    card: 'title',
    sortable: true,
    filter: { type: 'text' },
    render: (r) => <Link to={`/pickuptimes/${r.id}`}>{r.name}</Link>,
    // The four columns fit a tablet's 556 px beside the menu; the headers wrap to two lines.
    width: 200,
  },
  { id: 'isFixedTime', header: 'Fixed Time', field: 'isFixedTime', format: 'boolean', width: 110 },
  { id: 'regions', header: 'Active Regions', field: 'regions', format: 'number', sortable: true, width: 110 },
  { id: 'hotels', header: 'Hotel Overrides', field: 'hotels', format: 'number', sortable: true, width: 110 },
];
const DEFAULT_QUERY = createQuery({ sort: { field: 'name', direction: 'asc' } });

/** Pick-up time sets list (02-catalogue §2), with the add link /pickuptimes/add. */
export function PickUpTimesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isFetching } = usePickUpTimes();
  return (
    <Page title="Pick Up Times">
      <DataTable
        title="Pick Up Times"
        columns={COLUMNS}
        idField="id"
        data={data ?? []}
        defaultQuery={DEFAULT_QUERY}
        onRefresh={() => queryClient.invalidateQueries({ queryKey: pickUpKeys.list })}
        excel={{ fileName: 'pickuptimes.xlsx', title: 'Pick Up Times' }}
        emptyText={isFetching ? 'Loading…' : 'No pick up times yet.'}
        toolbarExtras={
          <Link to="/pickuptimes/add" className="pt-add">
            <IonButton size="small" tabIndex={-1}>
              <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
              {t('Add pick up time')}
            </IonButton>
          </Link>
        }
      />
    </Page>
  );
}
