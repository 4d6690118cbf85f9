import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../platform/notifications';
import { changesOf, draftOf, type Draft } from './edit-rules';
import type { RowEditing, RowId, TableColumn } from './types';

export interface RowEdit {
  draft: Draft;
  saving: boolean;
}

export interface EditHandlers<T> {
  start: (row: T) => void;
  change: (id: RowId, columnId: string, value: string | boolean) => void;
  cancel: (id: RowId) => void;
  save: (row: T, edit: RowEdit) => Promise<void>;
}

/**
 * Rows in edit mode, each with its inputs' values. Several rows may be open at once, so a double
 * click on another row never throws away what was typed in the first. The handlers never change,
 * so memoised rows are not re-rendered by an edit elsewhere.
 */
export function useRowEditing<T>(
  columns: readonly TableColumn<T>[],
  editing: RowEditing<T> | undefined,
  idOf: (row: T) => RowId,
  showAlert: (message: string) => void,
): [ReadonlyMap<RowId, RowEdit>, EditHandlers<T>] {
  const { t } = useTranslation();
  const [edits, setEdits] = useState<ReadonlyMap<RowId, RowEdit>>(() => new Map());
  const setup = useRef({ columns, editing, idOf, showAlert, t });
  useLayoutEffect(() => {
    setup.current = { columns, editing, idOf, showAlert, t };
  });

  const put = useCallback((id: RowId, edit: RowEdit | null, onlyIfAbsent = false) => {
    setEdits((current) => {
      if (onlyIfAbsent && current.has(id)) return current;
      const next = new Map(current);
      if (edit) next.set(id, edit);
      else next.delete(id);
      return next;
    });
  }, []);

  const start = useCallback(
    (row: T) => {
      const { editing: rules, idOf: id, columns: cols, t: tr } = setup.current;
      if (!rules) return;
      const reason = rules.barredReason?.(row);
      if (reason) notify('warning', tr(reason));
      else put(id(row), { draft: draftOf(cols, row), saving: false }, true);
    },
    [put],
  );

  const change = useCallback((id: RowId, columnId: string, value: string | boolean) => {
    setEdits((current) => {
      const edit = current.get(id);
      if (!edit || edit.saving) return current;
      return new Map(current).set(id, { ...edit, draft: { ...edit.draft, [columnId]: value } });
    });
  }, []);

  const cancel = useCallback((id: RowId) => put(id, null), [put]);

  const save = useCallback(
    async (row: T, edit: RowEdit) => {
      const { editing: rules, idOf: id, columns: cols, showAlert: alert, t: tr } = setup.current;
      if (!rules || edit.saving) return;
      const { changes, problem } = changesOf(cols, row, edit.draft, (c) => tr(c.header));
      if (problem) return alert(tr(problem.text, problem.params));
      const error = rules.editError?.(row, { ...row, ...changes });
      if (error) return alert(tr(error));
      if (Object.keys(changes).length === 0) return put(id(row), null);
      put(id(row), { ...edit, saving: true });
      let saved = false;
      try {
        saved = (await rules.onSave(row, changes)) !== false;
      } catch (failure) {
        notify('error', tr('Could not save'), failure instanceof Error ? failure.message : String(failure));
      }
      put(id(row), saved ? null : edit);
    },
    [put],
  );

  const handlers = useMemo(() => ({ start, change, cancel, save }), [start, change, cancel, save]);
  return [edits, handlers];
}
