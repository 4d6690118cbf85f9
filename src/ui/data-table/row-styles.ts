/** Row classes the table styles; a screen's rowClassName rule returns them (03-bookings "Operator bookings"). */
export const ROW_STYLES = {
  /** Struck through and grey. */
  cancelled: 'dt-row-cancelled',
  /** Amber. */
  pending: 'dt-row-pending',
} as const;
