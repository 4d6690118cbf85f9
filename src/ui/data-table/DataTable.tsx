// oxlint-disable-next-line import/no-unassigned-import -- the table's stylesheet, loaded with the table
import './data-table.css';
import { lazy, Suspense, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { DataTableProps } from './data-table-props';
import { Pagination } from './Pagination';
import type { PhoneLayoutProps } from './PhoneLayout';
import { classNames } from './row-view';
import { useDataTable } from './use-data-table';
import { useWideScreen } from './use-wide-screen';
import { WideLayout } from './WideLayout';

// A screen shows one layout: the cards with their filter sheet (ion-modal) and actions popover load
// only on phones, and stay out of a wide screen's first load.
const PhoneLayout = lazy<ComponentType<PhoneLayoutProps<never>>>(() =>
  import('./PhoneLayout').then((m) => ({ default: m.PhoneLayout })),
);

export type { DataTableProps } from './data-table-props';

/**
 * The shared data table: a table on tablets and desktops, cards on phones, one set of rules
 * (filter-rules.ts, query-state.ts) behind both. See data-table-props.ts for what a screen passes.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const wide = useWideScreen();
  const model = useDataTable(props);
  const paging = model.rows.paging;
  // lazy() loses the type parameter; the module exports the generic PhoneLayout itself.
  const Phone = PhoneLayout as unknown as ComponentType<PhoneLayoutProps<T>>;
  const section = (
    <section
      className={classNames('dt', model.fullScreen && 'dt-fullscreen', wide ? 'dt-wide' : 'dt-phone')}
      aria-label={model.label}
    >
      {wide ? (
        <WideLayout props={props} model={model} />
      ) : (
        <Suspense fallback={null}>
          <Phone props={props} model={model} />
        </Suspense>
      )}
      {paging && <Pagination paging={paging} onPage={model.onPage} compact={!wide} t={model.t} />}
    </section>
  );
  // Full screen moves the table up to ion-app: inside the page, Ionic's containment would keep it
  // under the page header, and above ion-app it would cover Ionic's alerts and popovers.
  const app = model.fullScreen ? document.querySelector('ion-app') : null;
  return app ? createPortal(section, app) : section;
}
