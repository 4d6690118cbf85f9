import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPending, needsUser, useOutbox } from '../../../platform/outbox';
import { useSession } from '../../../platform/session';
import { OutboxList } from '../../../ui/outbox/OutboxList';
import { outboxKind as bookingKind } from '../outbox-kind';

/**
 * Bookings made on this device that the server does not have yet, above the agent's list: the
 * queued ones show at once as waiting, the refused ones as needing attention with the server's reason
 * (edit and resend, or discard). Once sent, the server's row in the list below takes their place.
 */
export function DeviceBookings() {
  const { t } = useTranslation();
  const user = useSession();
  const bookings = useOutbox(user?.id ?? null).filter((e) => e.kind === bookingKind.name);
  const [now] = useState(Date.now);
  const waiting = bookings.filter(isPending);
  const attention = bookings.filter(needsUser);
  return (
    <>
      <OutboxList title={t('Needs attention')} entries={attention} now={now} danger />
      <OutboxList title={t('Waiting to be sent')} entries={waiting} now={now} />
    </>
  );
}
