import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notifications';
import { useChangeBookingStatus, type StatusAction, type StatusChange } from '../api/change-booking-status';
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

/**
 * Asks before a status change, sends it, and says what happened. A refusal (422: too late to cancel,
 * not pending any more) is notified by the API client with the server's message.
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
                (answer) => notify('success', t(successText(action, answer), { id, percent: answer.refundPercent })),
                // The client has already shown the failure; nothing else changes.
                () => undefined,
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
