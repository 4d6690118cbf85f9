import { describe, expect, it } from 'vitest';
import { MIN_SCROLL_WINDOW, pinLayout } from '../../../../src/ui/data-table/pins';
import type { TableColumn } from '../../../../src/ui/data-table/types';

type Row = { id: number };
const col = (id: string, width: number, pin?: 'start' | 'end'): TableColumn<Row> => ({
  id,
  header: id,
  width,
  pin,
});

// The agent list's shape: id and guest at the start, status and actions at the end (524 px pinned).
const AGENT_LIST = [
  col('id', 84, 'start'),
  col('guest', 180, 'start'),
  col('date', 110),
  col('tour', 200),
  col('hotel', 180),
  col('status', 110, 'end'),
  col('actions', 150, 'end'),
];
const widthOf = (c: TableColumn<Row>) => c.width ?? 140;
const pinnedIds = (pane: number | null, edges = { selectWidth: 0, actionsWidth: 0 }) => [
  ...pinLayout(AGENT_LIST, widthOf, edges, pane).columns.keys(),
];

describe('pinLayout in the pane it has', () => {
  it('pins both edges where the rest keeps a window to scroll in (a desktop pane)', () => {
    expect(pinnedIds(1000)).toEqual(['id', 'guest', 'actions', 'status']);
    expect(pinnedIds(null)).toEqual(['id', 'guest', 'actions', 'status']);
  });

  it('lets the end pins go first where the window would be narrower (a portrait tablet with the menu open)', () => {
    // 556 px: both edges would leave 32 px for date, tour and hotel.
    expect(pinnedIds(556)).toEqual(['id', 'guest']);
    expect(pinnedIds(524 + MIN_SCROLL_WINDOW - 1)).toEqual(['id', 'guest']);
    expect(pinnedIds(524 + MIN_SCROLL_WINDOW)).toEqual(['id', 'guest', 'actions', 'status']);
  });

  it('lets every pin go where even the start ones leave no window, edit actions with them', () => {
    const layout = pinLayout(AGENT_LIST, widthOf, { selectWidth: 0, actionsWidth: 104 }, 300);
    expect([...layout.columns.keys()]).toEqual([]);
    expect(layout.actions).toBeUndefined();
  });

  it('keeps the edit actions pinned at the end of a table pinned only at its start', () => {
    const layout = pinLayout(
      [col('status', 170, 'start'), col('guest', 170, 'start'), col('notes', 900)],
      widthOf,
      { selectWidth: 0, actionsWidth: 104 },
      1000,
    );
    expect(layout.actions?.style).toEqual({ right: 0 });
  });
});
