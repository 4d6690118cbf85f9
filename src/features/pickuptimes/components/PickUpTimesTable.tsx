import { pencilOutline } from 'ionicons/icons';
import { useMemo, useState, type ReactNode } from 'react';
import {
  DataTable,
  type RowEditing,
  type RowId,
  type TableAction,
  type TableColumn,
  type TableQuery,
} from '../../../ui/data-table';
import { MassTimeEdit } from './MassTimeEdit';
import { rowTimes } from './pick-up-columns';

interface Timed {
  cityId: number;
  cityName: string;
  timeStart: number;
  timeEnd: number;
}

/** What the regions' and the hotels' tables say of their selection (English, shown translated). */
export interface MassEditWords {
  /** The mass edit's accessible name. */
  label: string;
  /** Its heading for `n` selected rows, already translated. */
  heading: (n: number) => string;
  /** The toolbar action that opens it. */
  action: string;
}

interface PickUpTimesTableProps<R extends Timed> {
  title: string;
  columns: readonly TableColumn<R>[];
  idField: keyof R & string;
  rows: readonly R[];
  defaultQuery: TableQuery;
  pageSize?: number;
  isFixedTime: boolean;
  readOnly: boolean;
  /** What every change of a row's times also sets (a hotel's times become its own). */
  alongTimes?: Partial<R>;
  onChange: (ids: readonly number[], changes: Partial<R>) => void;
  words: MassEditWords;
  /** Actions on the selected rows after the mass edit's. */
  moreActions?: (ids: readonly number[]) => TableAction[];
  toolbarExtras?: ReactNode;
  emptyText: string;
}

/**
 * A pick-up set's rows (its regions or its hotels) in a table: times edited in the row, or for the
 * selected rows at once in the mass edit, each change handed to `onChange` by the rows' ids.
 */
export function PickUpTimesTable<R extends Timed>({
  title,
  columns,
  idField,
  rows,
  defaultQuery,
  pageSize,
  isFixedTime,
  readOnly,
  alongTimes,
  onChange,
  words,
  moreActions,
  toolbarExtras,
  emptyText,
}: PickUpTimesTableProps<R>) {
  const [selected, setSelected] = useState<readonly RowId[]>([]);
  const [mass, setMass] = useState(false);

  const editing = useMemo<RowEditing<R> | undefined>(
    () =>
      readOnly
        ? undefined
        : {
            onSave: async (row, changes) => {
              onChange([Number(row[idField])], { ...rowTimes(isFixedTime, row, changes), ...alongTimes });
              return true;
            },
          },
    [readOnly, onChange, isFixedTime, idField, alongTimes],
  );

  const ids = selected.map(Number);

  return (
    <>
      {mass && (
        <MassTimeEdit
          label={words.label}
          heading={words.heading(ids.length)}
          isFixedTime={isFixedTime}
          onApply={(times) => {
            onChange(ids, { ...times, ...alongTimes } as Partial<R>);
            setMass(false);
          }}
          onCancel={() => setMass(false)}
        />
      )}
      <DataTable
        title={title}
        columns={columns}
        idField={idField}
        data={rows}
        pageSize={pageSize}
        defaultQuery={defaultQuery}
        editing={editing}
        selectable={!readOnly}
        onSelectionChange={setSelected}
        actions={[
          {
            id: 'mass-edit',
            label: words.action,
            icon: pencilOutline,
            disabled: readOnly || ids.length === 0,
            onClick: () => setMass(true),
          },
          ...(moreActions?.(ids) ?? []),
        ]}
        toolbarExtras={toolbarExtras}
        emptyText={emptyText}
      />
    </>
  );
}
