import { ROW_STYLES, type RowEditing } from '../../../ui/data-table';
import type { DemoBooking } from './demo-rows';

const CANCELLED = 4;
const PENDING = 1;
/** Long enough to see the row's progress, as a real save would show it. */
const SAVE_DELAY_MS = 400;

export function demoRowClass(row: DemoBooking): string | undefined {
  if (row.status === CANCELLED) return ROW_STYLES.cancelled;
  return row.status === PENDING ? ROW_STYLES.pending : undefined;
}

/** The barred-row rule: cancelled bookings are closed. */
export function demoBarredReason(row: DemoBooking): string | null {
  return row.status === CANCELLED ? 'Cancelled bookings cannot be edited' : null;
}

/** The edit-error rule: as on a real booking, at least one adult (03-bookings section 5). */
export function demoEditError(_row: DemoBooking, next: DemoBooking): string | null {
  return next.numAdults < 1 ? 'A booking needs at least one adult' : null;
}

/** A note with the word 'fail' stands for a save the server refuses: the row stays in edit mode. */
export function demoEditing(
  save: (row: DemoBooking, changes: Partial<DemoBooking>) => void,
  refuse: () => void,
): RowEditing<DemoBooking> {
  return {
    barredReason: demoBarredReason,
    editError: demoEditError,
    onSave: async (row, changes) => {
      await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
      if (/fail/i.test(changes.notes ?? '')) {
        refuse();
        return false;
      }
      save(row, changes);
      return true;
    },
  };
}
