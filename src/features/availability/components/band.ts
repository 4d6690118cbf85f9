import { FULLNESS_LABELS, type FullnessBand } from '../../../../contract/availability-bands';

/** The word each band shows beside its colour (the colour alone tells nothing to a colour-blind user). */
export const BAND_LABEL = FULLNESS_LABELS;

/** The legend's order: from what needs attention to what does not. */
export const LEGEND: FullnessBand[] = ['full', 'high', 'medium', 'low', 'empty', 'closed', 'notRunning'];
