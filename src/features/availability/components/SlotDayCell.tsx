import { useTranslation } from 'react-i18next';
import type { AvailabilitySlot, CrewBrief } from '../../../../contract';
import { toDisplayDate } from '../../../../domain/dates';
import { BAND_LABEL } from './band';

/** One slot-day as the grid and the phone's cards show it: seats left, sold of capacity, the band's word. */
export function useCellText() {
  const { t } = useTranslation();
  // The cell is narrow: first names; its label and the sheet say them whole.
  const first = (name: string | null) => (name ? name.split(' ')[0] : null);
  const crewText = (c: CrewBrief | null) =>
    c && (c.guide || c.driver) ? [first(c.guide), first(c.driver)].filter(Boolean).join(' · ') : null;
  const crewLabel = (c: CrewBrief | null) =>
    c
      ? [
          c.guide ? t('Guide: {{name}}', { name: c.guide }) : null,
          c.driver ? t('Driver: {{name}}', { name: c.driver }) : null,
          c.vehicle,
        ]
          .filter(Boolean)
          .join(', ')
      : null;
  return (slot: AvailabilitySlot, i: number) => {
    const band = slot.band[i];
    const closed = slot.closed[i];
    return {
      band,
      word: t(BAND_LABEL[band]),
      left: t('{{n}} left', { n: slot.left[i] }),
      sold: t('{{sold}}/{{capacity}} sold', { sold: slot.sold[i], capacity: slot.capacity }),
      waiting: slot.waiting[i] > 0 ? t('{{n}} waiting', { n: slot.waiting[i] }) : null,
      closedReason: closed ? closed : null,
      crew: crewText(slot.crew?.[i] ?? null),
      // Read as an added field: a chart kept on the device before check-ins existed has none.
      checkedIn:
        slot.checkedIn?.[i] != null && slot.sold[i] > 0
          ? t('{{n}} checked in', { n: slot.checkedIn[i] })
          : null,
      crewLabel: crewLabel(slot.crew?.[i] ?? null),
    };
  };
}

export function cellLabel(
  text: ReturnType<ReturnType<typeof useCellText>>,
  slot: AvailabilitySlot,
  date: string,
): string {
  return [
    `${slot.name}${slot.startTime ? ` ${slot.startTime}` : ''}`,
    // Whose slot, when the caller reaches several suppliers' (the operator's staff).
    slot.supplierName,
    toDisplayDate(date),
    text.word,
    text.left,
    text.sold,
    text.waiting,
    text.closedReason,
    text.crewLabel,
    text.checkedIn,
  ]
    .filter(Boolean)
    .join(', ');
}
