import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { notify } from '../../../platform/notifications';
import {
  statusRefusalOf,
  useChangeBookingStatus,
  type StatusAction,
  type StatusChange,
} from '../api/change-booking-status';
import { bookingStatusLabel } from './booking-status';
import { useIonAlert } from '../../../ui/ionic/alert';

const QUESTIONS: Record<StatusAction, string> = {
  confirm: 'Confirm booking #{{id}}?',
  cancel: 'Cancel booking #{{id}}?',
  complete: 'Mark booking #{{id}} as completed?',
};

function successText(action: StatusAction, answer: StatusChange): string {
  if (action === 'confirm') return 'Booking #{{id}} confirmed';
  if (action === 'complete') return 'Booking #{{id}} completed';
  return answer.refundPercent === null
    ? 'Booking #{{id}} cancelled'
    : 'Booking #{{id}} cancelled, refund {{percent}}%';
}

/** What the screen says when the booking had moved on (409 status_changed): what it is now, and that nothing changed. */
function notifyMovedOn(id: number, status: number, t: TFunction): void {
  notify(
    'warning',
    t('Booking changed meanwhile'),
    t('Booking #{{id}} is {{status}} now. Nothing was changed.', {
      id,
      status: t(bookingStatusLabel(status)),
    }),
  );
}

/**
 * Asks before a status change, sends it, and says what happened. A change someone else's beat (409,
 * status_changed) says what the booking is now; the lists reload to show it. Any other refusal is
 * notified by the API call with the server's message.
 */
export function useStatusActions() {
  const { t } = useTranslation();
  const [presentAlert] = useIonAlert();
  const mutation = useChangeBookingStatus();
  const { mutateAsync } = mutation;

  const run = useCallback(
    (id: number, action: StatusAction) => {
      void presentAlert({
        header: t(QUESTIONS[action], { id }),
        buttons: [
          { text: t('No'), role: 'cancel' },
          {
            text: t('Yes'),
            role: 'confirm',
            handler: () => {
              mutateAsync({ id, action }).then(
                (answer) =>
                  notify('success', t(successText(action, answer), { id, percent: answer.refundPercent })),
                (error: unknown) => {
                  const refusal = statusRefusalOf(error);
                  if (refusal?.reason === 'status_changed') notifyMovedOn(id, refusal.status, t);
                },
              );
            },
          },
        ],
      });
    },
    [presentAlert, mutateAsync, t],
  );

  return { run, busy: mutation.isPending };
}
