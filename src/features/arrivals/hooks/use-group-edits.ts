import { useCallback, useMemo } from 'react';
import { useGroupInfoSaver, type SaveOutcome } from '../api/save-group-info';
import type { ArrivalRow } from '../model/arrival-rows';
import { editLabel } from '../model/edit-label';
import { buildSaveBody, type GroupChanges } from '../model/group-values';

export interface GroupSaver {
  /** Queues the change of a row's group; resolves once it is on the device. */
  edit: (row: ArrivalRow, changes: GroupChanges) => Promise<void>;
  /** Follows an entry already in the outbox (resent after a conflict) to its answer. */
  follow: (entryId: string) => Promise<SaveOutcome>;
}

/** Edits of a row's group, from what the row shows (pending edits included) to the outbox. */
export function useGroupEdits(onConflict: (entryId: string) => void): GroupSaver {
  const { save, follow } = useGroupInfoSaver(onConflict);
  const edit = useCallback(
    async (row: ArrivalRow, changes: GroupChanges) => {
      const body = buildSaveBody(row.arrival.groupId, row.values, changes);
      if (body) await save(body, editLabel(body, row.arrival.touristName));
    },
    [save],
  );
  return useMemo(() => ({ edit, follow }), [edit, follow]);
}
