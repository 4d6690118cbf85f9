import { useQueryClient } from '@tanstack/react-query';
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
import { getCancellationQuote, type CancellationQuote } from '../api/cancellation-quote';
import { bookingListKeys } from '../api/keys';

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
 * What the cancel question says of the refund (issue 24 item 9): the policy's refund now, asked of the
 * server, which applies the same rule on Yes. Offline, or when the server cannot say, that it is decided then.
 */
function refundText(quote: CancellationQuote | null, t: TFunction): string {
  if (!quote) return t('The refund is worked out by the cancellation policy when the booking is cancelled.');
  if (quote.refundPercent === 0)
    return t('No refund: the cancellation policy gives nothing back at this notice ({{gross}} USD).', {
      gross: quote.grossSales.toFixed(2),
    });
  return t('Refund {{percent}}%: {{amount}} of {{gross}} USD.', {
    percent: quote.refundPercent,
    amount: quote.refundAmount.toFixed(2),
    gross: quote.grossSales.toFixed(2),
  });
}

/**
 * Asks before a status change (a cancel states its refund), sends it, and says what happened. A change someone else's beat (409,
 * status_changed) says what the booking is now; the lists reload to show it. Any other refusal is
 * notified by the API call with the server's message.
 */
export function useStatusActions() {
  const { t } = useTranslation();
  const [presentAlert] = useIonAlert();
  const mutation = useChangeBookingStatus();
  const queryClient = useQueryClient();
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (id: number, action: StatusAction) => {
      let message: string | undefined;
      if (action === 'cancel') {
        const quote = await getCancellationQuote(id);
        const refusal = statusRefusalOf(quote);
        // Moved on already (cancelled or completed elsewhere): say so instead of asking, and let the
        // lists and the booking's page catch up, as after a refused change.
        if (refusal?.reason === 'status_changed') {
          notifyMovedOn(id, refusal.status, t);
          void queryClient.invalidateQueries({ queryKey: bookingListKeys.lists });
          void queryClient.invalidateQueries({ queryKey: bookingListKeys.details(id) });
          return;
        }
        message = refundText(quote.IsOk ? quote.Content : null, t);
      }
      void presentAlert({
        header: t(QUESTIONS[action], { id }),
        message,
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
    [presentAlert, mutateAsync, queryClient, t],
  );

  return { run, busy: mutation.isPending };
}
