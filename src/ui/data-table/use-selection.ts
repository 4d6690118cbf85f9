import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RowId } from './types';

export type AllState = 'all' | 'some' | 'none';

export interface Selection {
  selected: ReadonlySet<RowId>;
  /** How much of what select-all would pick is selected. */
  allState: AllState;
  toggle: (id: RowId) => void;
  /**
   * Adds every selectable row to the selection, or clears the selection when they all are in it
   * (01-platform "Data tables"); rows picked on other pages stay picked until then.
   */
  toggleAll: () => void;
}

function everySelected<T>(
  rows: readonly T[],
  selected: ReadonlySet<RowId>,
  idOf: (row: T) => RowId,
): boolean {
  return rows.length > 0 && rows.every((row) => selected.has(idOf(row)));
}

export function useSelection<T>(
  selectable: readonly T[],
  idOf: (row: T) => RowId,
  onChange?: (ids: RowId[]) => void,
): Selection {
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(() => new Set());
  const reported = useRef(selected);

  useEffect(() => {
    if (reported.current === selected) return;
    reported.current = selected;
    onChange?.([...selected]);
  }, [selected, onChange]);

  const allState = useMemo<AllState>(() => {
    if (selected.size === 0) return 'none';
    return everySelected(selectable, selected, idOf) ? 'all' : 'some';
  }, [selectable, selected, idOf]);

  const toggle = useCallback((id: RowId) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setSelected((current) =>
      everySelected(selectable, current, idOf) ? new Set() : new Set([...current, ...selectable.map(idOf)]),
    );
  }, [selectable, idOf]);

  return { selected, allState, toggle, toggleAll };
}
