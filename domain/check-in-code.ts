// What a scanned code says (issue 25 item 5). The voucher prints `CARAVAN:{bookingId}:{clientRef}` and
// each of our own tickets `CARAVAN-TICKET:{bookingId}:{guest number}:{clientRef}`
// (server/documents/booking-pdfs.ts). A ticket of attraction tickets from stock prints the stock's code
// itself: the manifest lists those sold to its bookings. A ticket provider's code is the provider's
// (its gate scans it) and reads as unknown here.

export type ScannedCode =
  | { kind: 'voucher'; bookingId: number; clientRef: string }
  | { kind: 'ticket'; bookingId: number; guest: number; clientRef: string }
  | { kind: 'unknown' };

const VOUCHER = /^CARAVAN:(\d{1,10}):([0-9A-Za-z-]{1,100})$/;
const TICKET = /^CARAVAN-TICKET:(\d{1,10}):(\d{1,4}):([0-9A-Za-z-]{1,100})$/;

export function parseScannedCode(raw: string): ScannedCode {
  const text = raw.trim();
  const v = VOUCHER.exec(text);
  if (v && Number(v[1]) > 0) return { kind: 'voucher', bookingId: Number(v[1]), clientRef: v[2] };
  const t = TICKET.exec(text);
  if (t && Number(t[1]) > 0 && Number(t[2]) > 0)
    return { kind: 'ticket', bookingId: Number(t[1]), guest: Number(t[2]), clientRef: t[3] };
  return { kind: 'unknown' };
}

/** What a scan means against a manifest: its booking, a cancelled one, another slot-day's, or nothing. */
export type ScanVerdict =
  | { kind: 'booking'; bookingId: number }
  | { kind: 'cancelled'; bookingId: number; guestName: string }
  | { kind: 'other-slot-day'; bookingId: number }
  | { kind: 'unknown' };

export function judgeScan(
  raw: string,
  manifest: {
    bookings: readonly { id: number; clientRef: string }[];
    cancelled: readonly { id: number; clientRef: string; guestName: string }[];
    ticketCodes?: readonly { code: string; bookingId: number }[];
  },
): ScanVerdict {
  const code = parseScannedCode(raw);
  if (code.kind === 'unknown') {
    const stock = manifest.ticketCodes?.find((c) => c.code === raw.trim());
    return stock && manifest.bookings.some((b) => b.id === stock.bookingId)
      ? { kind: 'booking', bookingId: stock.bookingId }
      : code;
  }
  const booking = manifest.bookings.find((b) => b.id === code.bookingId);
  if (booking)
    return booking.clientRef === code.clientRef
      ? { kind: 'booking', bookingId: booking.id }
      : { kind: 'unknown' };
  const cancelled = manifest.cancelled.find((b) => b.id === code.bookingId);
  if (cancelled)
    return cancelled.clientRef === code.clientRef
      ? { kind: 'cancelled', bookingId: cancelled.id, guestName: cancelled.guestName }
      : { kind: 'unknown' };
  // A well-formed code of a booking this manifest does not hold: another tour or day (offline we cannot
  // tell which; the server refuses it too if it is sent).
  return { kind: 'other-slot-day', bookingId: code.bookingId };
}

/** HH:MM of an instant on the supplier's clock: "Already checked in at 09:12 by Ali". */
export function clockTimeIn(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** The text key and values of "already checked in" (EN and RU from the locale files). */
export function alreadyCheckedInText(
  mark: { by: string | null; at: string | null },
  timeZone: string,
): { key: string; values: Record<string, string> } {
  if (!mark.at || !mark.by) return { key: 'Already checked in', values: {} };
  return {
    key: 'Already checked in at {{time}} by {{name}}',
    values: { time: clockTimeIn(mark.at, timeZone), name: mark.by },
  };
}
