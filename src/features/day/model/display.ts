import { alreadyCheckedInText, clockTimeIn } from '../../../../domain/check-in-code';
import type { CheckInMark } from '../../../../contract';
import type { MarkProblem } from './marks';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The chip of a booking's state: 'Checked in 09:12', 'No-show', or nothing. */
export function stateChip(mark: CheckInMark | null, timeZone: string, t: Translate): string | null {
  if (!mark?.state) return null;
  if (mark.state === 'noShow') return t('No-show');
  return mark.at ? t('Checked in {{time}}', { time: clockTimeIn(mark.at, timeZone) }) : t('Checked in');
}

/** What a problem says, in the user's language: who checked the guest in first, or why it was refused. */
export function problemText(p: MarkProblem, timeZone: string, t: Translate): string {
  switch (p.reason) {
    case 'already_checked_in': {
      const text = alreadyCheckedInText({ by: p.by, at: p.at }, timeZone);
      return t(text.key, text.values);
    }
    case 'marked_by_other':
      return t('Only {{name}}, who marked this guest, or operations can undo it', { name: p.by ?? '' });
    case 'cash_recorded':
      return t('Cash was already recorded by {{name}}', { name: p.by ?? '' });
    case 'other_slot_day':
      return t('This booking is for another tour or day');
    case 'booking_cancelled':
      return t('This booking is cancelled');
    case 'unknown_code':
    case 'unknown_booking':
      return t('Unknown code: not a Caravan voucher or ticket');
    default:
      return p.message ? t(p.message) : t('Not saved');
  }
}
