import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { createQuery, DataTable, namesSuppliers, withSupplierColumn } from '../../../ui/data-table';
import { Page } from '../../../ui/Page';
import { timeSlotKeys } from '../api/keys';
import { useTimeSlotGroups } from '../api/time-slot-groups';
import { GROUP_COLUMNS } from '../components/group-columns';
import '../timeslots.css';

const DEFAULT_QUERY = createQuery({ sort: { field: 'name', direction: 'asc' } });

/** Time slot groups list (02-catalogue §2): Is External filter, timeslots.xls, links to each slot. */
export function TimeSlotGroupsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isFetching } = useTimeSlotGroups(null);
  // The operator's staff see every supplier's groups: a Supplier column says whose each is.
  const showSupplier = namesSuppliers(data);
  const columns = useMemo(() => withSupplierColumn(GROUP_COLUMNS, showSupplier), [showSupplier]);
  return (
    <Page title="Time Slots">
      <DataTable
        title="Time Slots"
        columns={columns}
        idField="id"
        data={data ?? []}
        defaultQuery={DEFAULT_QUERY}
        onRefresh={() => queryClient.invalidateQueries({ queryKey: timeSlotKeys.all })}
        excel={{ fileName: 'timeslots.xls', title: 'Time Slots' }}
        emptyText={isFetching ? 'Loading…' : 'No time slot groups yet.'}
        toolbarExtras={
          <Link to="/timeslots/add" className="ts-add">
            <IonButton size="small" tabIndex={-1}>
              <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
              {t('Add Time Slot Group')}
            </IonButton>
          </Link>
        }
      />
    </Page>
  );
}
