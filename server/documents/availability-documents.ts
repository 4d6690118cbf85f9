import {
  BookingStatus,
  FULLNESS_LABELS,
  type AvailabilityGrid,
  type CheckInMark,
  type SlotDay,
} from '../../contract';
import { clockTimeIn } from '../../domain/check-in-code';
import { toDisplayDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import type { ExcelColumn } from '../../domain/excel-table';
import type { DocumentLanguage } from './document-texts';
import { workbookOf } from './excel';
import { PdfWriter } from './pdf-layout';

// The availability chart's documents: a slot-day's manifest for the driver or guide (PDF and xlsx),
// and the whole grid as a workbook.

const partyOf = (b: SlotDay['bookings'][number], t: ManifestLabels = MANIFEST_LABELS.en) =>
  [
    `${b.numAdults} ${t.adults}`,
    b.numChildren ? `${b.numChildren} ${t.children}` : '',
    b.numInfants ? `${b.numInfants} ${t.infants}` : '',
  ]
    .filter(Boolean)
    .join(' ');

const statusWord = (status: number, t: ManifestLabels = MANIFEST_LABELS.en) =>
  status === BookingStatus.PendingVerification
    ? t.waitingStatus
    : status === BookingStatus.New
      ? t.confirmed
      : t.booked;

/** The manifest PDF's words in each document language (as the vouchers', booking-pdfs.ts). */
export const MANIFEST_LABELS = {
  en: {
    manifest: 'Manifest',
    date: 'Date',
    start: 'Start',
    group: 'Group',
    seats: 'Seats',
    seatsValue: (sold: number, capacity: number, left: number) => `${sold} sold of ${capacity}, ${left} left`,
    waiting: 'Waiting',
    closed: 'Closed for sale',
    yes: 'Yes',
    noBookings: 'No bookings.',
    room: 'room',
    tel: 'Tel',
    voucher: 'voucher',
    adults: 'A',
    children: 'C',
    infants: 'I',
    waitingStatus: 'Waiting',
    confirmed: 'Confirmed',
    booked: 'Booked',
    total: (bookings: number, pax: number) => `Total: ${bookings} bookings, ${pax} pax`,
    columns: {
      pickUp: 'Pick-up',
      guest: 'Guest',
      hotel: 'Hotel',
      room: 'Room',
      phone: 'Phone',
      adults: 'Adults',
      children: 'Children',
      infants: 'Infants',
      pax: 'Pax',
      booking: 'Booking',
      voucher: 'Voucher',
      agency: 'Agency',
      tour: 'Tour',
      status: 'Status',
      notes: 'Notes',
      checkIn: 'Check-in',
      cash: 'Cash',
    },
    checkedIn: 'Checked in',
    noShow: 'No-show',
    cash: 'cash',
  },
  ru: {
    manifest: 'Список пассажиров',
    date: 'Дата',
    start: 'Начало',
    group: 'Группа',
    seats: 'Места',
    seatsValue: (sold: number, capacity: number, left: number) =>
      `продано ${sold} из ${capacity}, осталось ${left}`,
    waiting: 'Ждут ответа',
    closed: 'Закрыто для продажи',
    yes: 'Да',
    noBookings: 'Бронирований нет.',
    room: 'номер',
    tel: 'Тел.',
    voucher: 'ваучер',
    adults: 'взр.',
    children: 'дет.',
    infants: 'млад.',
    waitingStatus: 'Ждёт ответа',
    confirmed: 'Подтверждено',
    booked: 'Забронировано',
    total: (bookings: number, pax: number) => `Итого: бронирований — ${bookings}, человек — ${pax}`,
    columns: {
      pickUp: 'Трансфер',
      guest: 'Гость',
      hotel: 'Отель',
      room: 'Номер',
      phone: 'Телефон',
      adults: 'Взрослые',
      children: 'Дети',
      infants: 'Младенцы',
      pax: 'Человек',
      booking: 'Бронирование',
      voucher: 'Ваучер',
      agency: 'Агентство',
      tour: 'Тур',
      status: 'Статус',
      notes: 'Примечания',
      checkIn: 'Явка',
      cash: 'Наличные',
    },
    checkedIn: 'На месте',
    noShow: 'Не явился',
    cash: 'наличные',
  },
} satisfies Record<DocumentLanguage, unknown>;
type ManifestLabels = (typeof MANIFEST_LABELS)['en'];

export const manifestTitle = (d: SlotDay, lang: DocumentLanguage = 'en') =>
  `${MANIFEST_LABELS[lang].manifest} ${d.slot.name}${d.slot.startTime ? ` ${d.slot.startTime}` : ''} ${toDisplayDate(d.date)}`;

export const manifestFileName = (d: SlotDay, ext: 'pdf' | 'xlsx') => `manifest-${d.slot.id}-${d.date}.${ext}`;

/** The day's marks (check-in, no-show, cash) by booking, with the supplier's clock to show their times in. */
export interface ManifestMarks {
  byBooking: ReadonlyMap<number, CheckInMark>;
  timeZone: string;
}

/** 'Checked in 09:12 Yusuf Haddad', 'No-show 09:40 Imran Qureshi', or null. */
function stateText(m: CheckInMark | undefined, zone: string, t: ManifestLabels): string | null {
  if (!m?.state) return null;
  const word = m.state === 'checkedIn' ? t.checkedIn : t.noShow;
  return [word, m.at ? clockTimeIn(m.at, zone) : null, m.by].filter(Boolean).join(' ');
}

const cashText = (m: CheckInMark | undefined) =>
  m?.cash ? `${formatMoney(m.cash.amount)} ${m.cash.currency}` : null;

/** The slot-day's manifest for the driver or guide, in the language of whoever prints it; the day's marks once recorded. */
export async function manifestPdf(
  d: SlotDay,
  lang: DocumentLanguage = 'en',
  marks?: ManifestMarks,
): Promise<Uint8Array> {
  const t = MANIFEST_LABELS[lang];
  const w = await PdfWriter.create(manifestTitle(d, lang));
  w.heading(`${t.manifest} — ${d.slot.name}`);
  w.rows([
    [t.date, toDisplayDate(d.date)],
    [t.start, d.slot.startTime],
    [t.group, d.slot.groupName],
    [t.seats, t.seatsValue(d.sold, d.capacity, d.left)],
    [t.waiting, d.waiting ? String(d.waiting) : null],
    [t.closed, d.closed === null ? null : d.closed || t.yes],
  ]);
  w.space();
  if (d.bookings.length === 0) {
    w.text(t.noBookings, { muted: true });
    return w.bytes();
  }
  for (const b of d.bookings) {
    w.text(`${b.pickUpTime ?? '—'}  ${b.guestName}  (${partyOf(b, t)})`, { bold: true });
    w.text(
      [
        b.hotel ? `${b.hotel}${b.roomNumber ? `, ${t.room} ${b.roomNumber}` : ''}` : null,
        b.phones ? `${t.tel} ${b.phones}` : null,
        `#${b.id}`,
        b.voucher ? `${t.voucher} ${b.voucher}` : null,
        b.agencyName,
        statusWord(b.status, t),
      ]
        .filter(Boolean)
        .join(' · '),
    );
    if (b.notes) w.text(b.notes, { muted: true });
    const m = marks?.byBooking.get(b.id);
    const marked = [stateText(m, marks?.timeZone ?? 'UTC', t), m?.cash ? `${t.cash} ${cashText(m)}` : null]
      .filter(Boolean)
      .join(' · ');
    if (marked) w.text(marked, { bold: true });
    w.space(4);
  }
  w.rule();
  w.text(t.total(d.bookings.length, d.sold), { bold: true });
  return w.bytes();
}

/** The manifest as a sheet the driver's office can sort, in the language of whoever prints it. */
export function manifestXlsx(d: SlotDay, lang: DocumentLanguage = 'en', marks?: ManifestMarks): Buffer {
  const t = MANIFEST_LABELS[lang];
  const c = t.columns;
  const col = (Title: string, Data: ExcelColumn['Data']): ExcelColumn => ({ Title, Data });
  const b = d.bookings;
  // The marks' columns once anything is recorded: a manifest printed before the tour stays as it was.
  const markColumns =
    marks && marks.byBooking.size > 0
      ? [
          col(
            c.checkIn,
            b.map((r) => stateText(marks.byBooking.get(r.id), marks.timeZone, t)),
          ),
          col(
            c.cash,
            b.map((r) => cashText(marks.byBooking.get(r.id))),
          ),
        ]
      : [];
  return workbookOf(manifestTitle(d, lang), [
    col(
      c.pickUp,
      b.map((r) => r.pickUpTime),
    ),
    col(
      c.guest,
      b.map((r) => r.guestName),
    ),
    col(
      c.hotel,
      b.map((r) => r.hotel),
    ),
    col(
      c.room,
      b.map((r) => r.roomNumber),
    ),
    col(
      c.phone,
      b.map((r) => r.phones),
    ),
    col(
      c.adults,
      b.map((r) => r.numAdults),
    ),
    col(
      c.children,
      b.map((r) => r.numChildren),
    ),
    col(
      c.infants,
      b.map((r) => r.numInfants),
    ),
    col(
      c.pax,
      b.map((r) => r.pax),
    ),
    col(
      c.booking,
      b.map((r) => r.id),
    ),
    col(
      c.voucher,
      b.map((r) => r.voucher),
    ),
    col(
      c.agency,
      b.map((r) => r.agencyName),
    ),
    col(
      c.tour,
      b.map((r) => `${r.tourName} — ${r.offerName}`),
    ),
    col(
      c.status,
      b.map((r) => statusWord(r.status, t)),
    ),
    col(
      c.notes,
      b.map((r) => r.notes),
    ),
    ...markColumns,
  ]);
}

/** The grid's export, one row per slot and day: the chart's numbers as a list a spreadsheet can filter and pivot. */
export function gridColumns(g: AvailabilityGrid): ExcelColumn[] {
  const rows = g.slots.flatMap((s) => g.days.map((day, i) => ({ s, day, i })));
  const col = (Title: string, pick: (r: (typeof rows)[number]) => string | number | null): ExcelColumn => ({
    Title,
    Data: rows.map(pick),
  });
  return [
    col('Date', (r) => toDisplayDate(r.day)),
    col('Group', (r) => r.s.groupName),
    col('Time slot', (r) => r.s.name),
    col('Start', (r) => r.s.startTime),
    col('Capacity', (r) => r.s.capacity),
    col('Sold', (r) => r.s.sold[r.i]),
    col('Left', (r) => r.s.left[r.i]),
    col('Waiting', (r) => r.s.waiting[r.i]),
    col('Status', (r) => FULLNESS_LABELS[r.s.band[r.i]]),
    col('Closed reason', (r) => r.s.closed[r.i]),
    col('Shared pool', (r) => (r.s.isShared ? 'Yes' : 'No')),
  ];
}
