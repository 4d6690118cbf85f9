import { useTranslation } from 'react-i18next';
import { NO_EXTERNAL_SLOTS_HINT, showsNoExternalSlotsHint } from '../../../../domain/time-slot-rules';
import type { BookingSlot } from '../../../../domain/new-booking';
import { useBookingExternalTimeSlots } from '../api/external-time-slots';

/**
 * 03-bookings: 'No time slots for selected product. Maybe it should be guest defines time?' under the
 * slot choice, when the chosen slot sells a fixed-time external product that has no start times.
 */
export function ExternalSlotHint({ slot }: { slot: BookingSlot | null }) {
  const { t } = useTranslation();
  const external = slot?.isExternalId ? slot : null;
  const times = useBookingExternalTimeSlots(
    external?.externalProviderId ?? null,
    external?.externalProductId ?? null,
  );
  if (!external || !showsNoExternalSlotsHint(external.timeType, times.isSuccess ? times.data : undefined))
    return null;
  return (
    <p className="field-hint" role="note">
      {t(NO_EXTERNAL_SLOTS_HINT)}
    </p>
  );
}
