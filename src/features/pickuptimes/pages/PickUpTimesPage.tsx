import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PickUpTimeSetRow } from '../../../../contract';
import {
  createQuery,
  DataTable,
  namesSuppliers,
  withSupplierColumn,
  type TableColumn,
} from '../../../ui/data-table';
import { Page } from '../../../ui/Page';
import { pickUpKeys } from '../api/keys';
import { usePickUpTimes } from '../api/pick-up-times';
import '../pickuptimes.css';

/**
 * The list's columns fit a tablet's 556 px beside the menu, headers wrapping to two lines; with the
 * operator's staff's Supplier column the others narrow to keep it so.
 */
function columnsOf(showSupplier: boolean): readonly TableColumn<PickUpTimeSetRow>[] {
  const w = showSupplier ? { name: 150, flag: 80, count: 95 } : { name: 200, flag: 110, count: 110 };
  const columns: TableColumn<PickUpTimeSetRow>[] = [
    {
      id: 'name',
      header: 'Name',
      field: 'name',
      card: 'title',
      sortable: true,
      filter: { type: 'text' },
      render: (r) => <Link to={`/pickuptimes/${r.id}`}>{r.name}</Link>,
      width: w.name,
    },
    { id: 'isFixedTime', header: 'Fixed Time', field: 'isFixedTime', format: 'boolean', width: w.flag },
    {
      id: 'regions',
      header: 'Active Regions',
      field: 'regions',
      format: 'number',
      sortable: true,
      width: w.count,
    },
    {
      id: 'hotels',
      header: 'Hotel Overrides',
      field: 'hotels',
      format: 'number',
      sortable: true,
      width: w.count,
    },
  ];
  return withSupplierColumn(columns, showSupplier, 130);
}
const DEFAULT_QUERY = createQuery({ sort: { field: 'name', direction: 'asc' } });

/** Pick-up time sets list (02-catalogue §2), with the add link /pickuptimes/add. */
export function PickUpTimesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isFetching } = usePickUpTimes();
  // The operator's staff see every supplier's sets: a Supplier column says whose each is.
  const showSupplier = namesSuppliers(data);
  const columns = useMemo(() => columnsOf(showSupplier), [showSupplier]);
  return (
    <Page title="Pick Up Times">
      <DataTable
        title="Pick Up Times"
        columns={columns}
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
