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

type CellText = ReturnType<ReturnType<typeof useCellText>>;

/** Whether the cell shows its band's word in place of seats (nothing to sell that day). */
export const shut = (c: CellText) => c.band === 'closed' || c.band === 'notRunning';

/**
 * A cell's spoken label. It holds the cell's visible words in the order they show (speech input: a
 * user says what they see, WCAG 2.5.3) between what the cell leaves to its row and column headers
 * (the slot, its supplier, the date) and what it shows only on its sheet (why it is closed, the crew's
 * full names and vehicle).
 */
export function cellLabel(text: CellText, slot: AvailabilitySlot, date: string): string {
  return [
    `${slot.name}${slot.startTime ? ` ${slot.startTime}` : ''}`,
    // Whose slot, when the caller reaches several suppliers' (the operator's staff).
    slot.supplierName,
    toDisplayDate(date),
    ...(shut(text) ? [text.word] : [text.left, text.sold, text.word]),
    text.waiting,
    text.crew,
    text.checkedIn,
    text.closedReason,
    text.crewLabel,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * A phone's day card's spoken label: the card shows the slot, its group and supplier, then the
 * numbers, the reason and the crew; the date (the page's) comes last.
 */
export function cardLabel(text: CellText, slot: AvailabilitySlot, date: string): string {
  return [
    `${slot.name}${slot.startTime ? ` ${slot.startTime}` : ''}`,
    slot.supplierName ? `${slot.groupName} · ${slot.supplierName}` : slot.groupName,
    shut(text) ? text.word : text.left,
    text.sold,
    shut(text) ? null : text.word,
    text.waiting,
    text.closedReason,
    text.crewLabel,
    text.checkedIn,
    toDisplayDate(date),
  ]
    .filter(Boolean)
    .join(', ');
}
