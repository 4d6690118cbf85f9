/**
 * The number-of-people counter applies a change only when the result stays within its bounds
 * (03-bookings-arrivals: never below the minimum); otherwise the value stays as it is.
 */
export function nextCount(value: number, delta: number, min: number, max?: number): number {
  const next = value + delta;
  if (next < min) return value;
  if (max !== undefined && next > max) return value;
  return next;
}
