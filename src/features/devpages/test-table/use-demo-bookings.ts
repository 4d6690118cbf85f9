import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notifications';
import type { RowId, TableAction } from '../../../ui/data-table';
import { cashOutline } from 'ionicons/icons';
import { demoRows, type DemoBooking } from './demo-rows';
import { demoEditing } from './demo-rules';

/** The demo's rows held in the page, standing in for a server: saves and the custom action change them. */
export function useDemoBookings() {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => demoRows());

  const update = useCallback((ids: ReadonlySet<RowId>, change: (row: DemoBooking) => DemoBooking) => {
    setRows((current) => current.map((row) => (ids.has(row.id) ? change(row) : row)));
  }, []);

  const editing = useMemo(
    () =>
      demoEditing(
        (row, changes) => update(new Set([row.id]), (r) => ({ ...r, ...changes })),
        () => notify('error', t('Demo server refused the note')),
      ),
    [update, t],
  );

  const actions = useMemo<TableAction[]>(
    () => [
      {
        id: 'mark-paid',
        label: 'Mark paid',
        icon: cashOutline,
        onClick: (ids) => {
          if (ids.length === 0) return void notify('warning', t('Select bookings first'));
          update(new Set(ids), (r) => ({ ...r, paid: true }));
          notify('success', t('Marked {{count}} bookings as paid', { count: ids.length }));
        },
      },
    ],
    [update, t],
  );

  const refresh = useCallback(() => {
    setRows((current) => [...current]);
    notify('information', t('Rows reloaded'));
  }, [t]);

  return { rows, editing, actions, refresh };
}
