import { RowSelectBox } from './RowSelectBox';
import { IonCard } from '@ionic/react';
import { Fragment, memo, type ReactNode } from 'react';
import { cellText } from './cell-value';
import { CellContent } from './CellContent';
import { isEditable } from './edit-rules';
import { RowActions } from './RowActions';
import { classNames, type RowView } from './row-view';
import type { TableColumn } from './types';
import type { RowEdit } from './use-row-editing';
import { columnTitle } from './column-title';

interface RowCardProps<T> {
  row: T;
  view: RowView<T>;
  edit: RowEdit | undefined;
  selected: boolean;
}

function joined<T>(columns: readonly TableColumn<T>[], row: T, view: RowView<T>): string {
  return columns
    .map((c) => cellText(c, row, view.t))
    .filter(Boolean)
    .join(' · ');
}

/**
 * The card's title as the table shows it: a title column drawn by its own render (the name that is a
 * link to the row's page) keeps it, since on a phone that link is often the only way to open the row.
 */
function title<T>(columns: readonly TableColumn<T>[], row: T, view: RowView<T>): ReactNode {
  if (!columns.some((c) => c.render)) return joined(columns, row, view);
  return columns.map((c, i) => (
    <Fragment key={c.id}>
      {i > 0 && ' · '}
      {c.render ? c.render(row) : cellText(c, row, view.t)}
    </Fragment>
  ));
}

/**
 * A row as a phone card: title and subtitle columns on top, detail columns as label and value.
 * In edit mode every editable column shows its input, whatever its place on the card.
 */
function RowCardBase<T>({ row, view, edit, selected }: RowCardProps<T>) {
  const { t, columns } = view;
  const id = view.idOf(row);
  const role = (c: TableColumn<T>) => c.card ?? 'detail';
  const details = columns.filter((c) => role(c) === 'detail' || (edit && isEditable(c)));
  const firstEditable = edit ? details.find(isEditable)?.id : undefined;
  return (
    <IonCard
      className={classNames(
        'dt-card',
        view.rowClassName?.(row),
        edit && 'dt-row-editing',
        selected && 'dt-row-selected',
      )}
      aria-busy={edit?.saving || undefined}
      onDoubleClick={view.editing ? () => view.handlers.start(row) : undefined}
    >
      <div className="dt-card-head">
        {view.toggle && (
          <label className="dt-card-select">
            <RowSelectBox id={id} selected={selected} onToggle={view.toggle} />
          </label>
        )}
        <div className="dt-card-titles">
          <h3>
            {title(
              columns.filter((c) => role(c) === 'title'),
              row,
              view,
            )}
          </h3>
          <p>
            {joined(
              columns.filter((c) => role(c) === 'subtitle'),
              row,
              view,
            )}
          </p>
        </div>
        {view.editing && <RowActions row={row} view={view} edit={edit} />}
      </div>
      <dl className="dt-card-details">
        {details.map((column) => (
          <div key={column.id}>
            <dt>{columnTitle(column, t)}</dt>
            <dd>
              <CellContent
                row={row}
                column={column}
                view={view}
                edit={edit}
                first={column.id === firstEditable}
              />
            </dd>
          </div>
        ))}
      </dl>
    </IonCard>
  );
}

export const RowCard = memo(RowCardBase) as typeof RowCardBase;
