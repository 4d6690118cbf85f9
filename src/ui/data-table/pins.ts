import type { CSSProperties } from 'react';
import type { TableColumn } from './types';

/** Where a pinned cell sits, and its class ('dt-pinned', plus the edge that casts the shadow). */
export interface Pin {
  className: string;
  style: CSSProperties;
}

export interface PinLayout {
  /** Columns by id; a column that scrolls has none. */
  columns: ReadonlyMap<string, Pin>;
  /** The select-box column, pinned when start columns are (it leads them). */
  select?: Pin;
  /** The inline-edit actions column, pinned at the end whenever any column is (it trails the end ones). */
  actions?: Pin;
}

/** The narrowest window pinned columns leave for the rest to scroll in; narrower, pins are let go. */
export const MIN_SCROLL_WINDOW = 100;

/**
 * Offsets of the pinned columns of a wide table: the start ones stay at the left edge and the end ones
 * at the right while the rest scrolls between them, so a row's identity and its actions stay in view
 * (a 2,140 px operator table in a 1,003 px pane hid both). Widths are the columns' fixed widths.
 * In a pane too narrow to leave MIN_SCROLL_WINDOW between them (a portrait tablet with the menu open
 * left 30 px of an agent list), the end pins go first, then the start ones: the table scrolls whole.
 */
export function pinLayout<T>(
  columns: readonly TableColumn<T>[],
  widthOf: (column: TableColumn<T>) => number,
  edges: { selectWidth: number; actionsWidth: number },
  paneWidth: number | null = null,
): PinLayout {
  const map = new Map<string, Pin>();
  const sum = (list: readonly TableColumn<T>[]) => list.reduce((total, c) => total + widthOf(c), 0);
  const fits = (pinned: number) => paneWidth === null || paneWidth - pinned >= MIN_SCROLL_WINDOW;
  let starts = columns.filter((c) => c.pin === 'start');
  let ends = columns.filter((c) => c.pin === 'end');
  const edgeWidths = edges.selectWidth + edges.actionsWidth;
  if (!fits(sum(starts) + sum(ends) + edgeWidths)) ends = [];
  if (!fits(sum(starts) + edgeWidths)) starts = [];
  let left = starts.length > 0 ? edges.selectWidth : 0;
  starts.forEach((c, i) => {
    const last = i === starts.length - 1;
    map.set(c.id, { className: last ? 'dt-pinned dt-pinned-start-edge' : 'dt-pinned', style: { left } });
    left += widthOf(c);
  });
  let right = ends.length > 0 ? edges.actionsWidth : 0;
  ends.toReversed().forEach((c, i) => {
    const first = i === ends.length - 1;
    map.set(c.id, { className: first ? 'dt-pinned dt-pinned-end-edge' : 'dt-pinned', style: { right } });
    right += widthOf(c);
  });
  return {
    columns: map,
    select:
      starts.length > 0 && edges.selectWidth > 0 ? { className: 'dt-pinned', style: { left: 0 } } : undefined,
    // A pinned table keeps its row's Edit and Save in view, whichever edge its pinned columns hold.
    actions:
      starts.length + ends.length > 0 && edges.actionsWidth > 0
        ? { className: 'dt-pinned', style: { right: 0 } }
        : undefined,
  };
}

/** A cell's class names with its pin's, and its pin's style. */
export function pinned(
  pin: Pin | undefined,
  className?: string,
): { className?: string; style?: CSSProperties } {
  if (!pin) return { className };
  return { className: className ? `${className} ${pin.className}` : pin.className, style: pin.style };
}
