import { toDisplayDate } from '../../domain/dates';
import { BookingStatus, ExternalCodeType } from '../../contract';
import { moneyKept } from '../../domain/cancellation';
import { formatUnitPrice, invoiceLineAmounts, type InvoiceLine } from '../../domain/pricing';
import { formatMoney, fromUnits, round, toUnits } from '../../domain/money';
import { minutesToTime } from '../../domain/time-input';
import type { BookingDocument } from './booking-document';
import { notesIn, partyText, type DocumentLanguage } from './document-texts';
import { fitsCode128 } from './code128';
import { PdfWriter } from './pdf-layout';

export type VoucherLanguage = DocumentLanguage;

const LABELS = {
  en: {
    voucher: 'Voucher',
    booking: 'Booking',
    guest: 'Guest',
    tour: 'Tour',
    ticket: 'Ticket',
    date: 'Date',
    time: 'Time',
    pickUp: 'Pick-up',
    hotel: 'Hotel',
    room: 'Room',
    pax: 'Guests',
    voucherNo: 'Voucher number',
    collect: 'To pay on the day',
    supplier: 'Operated by',
    notes: 'Good to know',
    agency: 'Booked through',
    status: 'Status',
    pending: 'Awaiting confirmation',
  },
  ru: {
    voucher: 'Ваучер',
    booking: 'Бронирование',
    guest: 'Гость',
    tour: 'Экскурсия',
    ticket: 'Билет',
    date: 'Дата',
    time: 'Время',
    pickUp: 'Трансфер от отеля',
    hotel: 'Отель',
    room: 'Номер',
    pax: 'Гости',
    voucherNo: 'Номер ваучера',
    collect: 'Оплата на месте',
    supplier: 'Организатор',
    notes: 'Полезно знать',
    agency: 'Агентство',
    status: 'Статус',
    pending: 'Ожидает подтверждения',
  },
} as const;

function timeOf(d: BookingDocument): string | null {
  const b = d.booking;
  if (b.startMinutes == null) return d.slotName;
  const range =
    b.endMinutes != null && b.endMinutes !== b.startMinutes
      ? `${minutesToTime(b.startMinutes)}–${minutesToTime(b.endMinutes)}`
      : minutesToTime(b.startMinutes);
  return d.slotName ? `${range} (${d.slotName})` : range;
}

function pickUpOf(d: BookingDocument): string | null {
  const b = d.booking;
  if (b.pickUpTimeStart == null) return null;
  return b.pickUpTimeEnd != null && b.pickUpTimeEnd !== b.pickUpTimeStart
    ? `${minutesToTime(b.pickUpTimeStart)}–${minutesToTime(b.pickUpTimeEnd)}`
    : minutesToTime(b.pickUpTimeStart);
}

export async function invoicePdf(d: BookingDocument): Promise<Uint8Array> {
  const b = d.booking;
  const w = await PdfWriter.create(`Invoice ${b.id}`);
  w.heading(b.status === BookingStatus.Cancelled ? `Invoice #${b.id} (cancelled)` : `Invoice #${b.id}`);
  w.text(`${d.supplier.name}${d.supplier.address ? `, ${d.supplier.address}` : ''}`, { muted: true });
  if (d.supplier.taxRegistrationNumber) w.text(`TRN ${d.supplier.taxRegistrationNumber}`, { muted: true });
  w.space();
  w.rows([
    ['Billed to', d.agency.name],
    ['Issued', toDisplayDate(b.bookingDateTime.slice(0, 10))],
    ['Guest', b.guestName],
    ['Tour', `${b.tourName} — ${b.offerName}`],
    ['Date', toDisplayDate(b.date)],
    ['Time', timeOf(d)],
    ['Hotel', b.hotelName ?? b.customHotelName],
    ['Pick-up', pickUpOf(d)],
    ['Voucher number', b.voucher],
  ]);
  w.space();
  const usdPerAed = d.money.totalAed > 0 ? d.money.total / d.money.totalAed : 0;
  const items: Array<[string, InvoiceLine]> = [
    ['Adult', { qty: b.numAdults, unit: (b.priceAdult / 10_000) * usdPerAed }],
  ];
  if (b.numChildren > 0)
    items.push(['Child', { qty: b.numChildren, unit: (b.priceChild / 10_000) * usdPerAed }]);
  if (b.numInfants > 0) items.push(['Infant', { qty: b.numInfants, unit: 0 }]);
  if (b.priceTrip > 0) items.push(['Per trip', { qty: 1, unit: (b.priceTrip / 10_000) * usdPerAed }]);
  // Units and amounts that add up, to the total printed under them (domain/pricing.ts).
  const printed = invoiceLineAmounts(
    items.map(([, line]) => line),
    d.money.total,
  );
  const body = items.map(([label], i) => [
    label,
    String(printed[i].qty),
    formatUnitPrice(printed[i].unit),
    formatMoney(printed[i].amount),
  ]);
  w.table(['Item', 'Qty', 'Price USD', 'Amount USD'], body, [220, 60, 110, 110]);
  w.rule();
  w.rows(invoiceTotals(d));
  return w.bytes();
}

/**
 * The invoice's closing rows; a cancelled booking's say when it was cancelled, the refund its
 * cancellation policy gave, and what the agency still owes after it.
 */
export function invoiceTotals(d: BookingDocument): [string, string | null][] {
  const b = d.booking;
  const rows: [string, string | null][] = [
    ['Total', `${formatMoney(d.money.total)} USD (${formatMoney(d.money.totalAed)} AED, VAT included)`],
    ['Agency commission', `${formatMoney(d.money.commission)} USD`],
    ['Due from agency', `${formatMoney(d.money.receivable)} USD`],
    ['Paid', d.money.paid > 0 ? `${formatMoney(d.money.paid)} USD` : null],
    [
      'To collect',
      d.money.collect > 0
        ? `${formatMoney(d.money.collect)} USD / ${formatMoney(d.money.collectAed)} AED`
        : null,
    ],
  ];
  if (b.status !== BookingStatus.Cancelled) return rows;
  const percent = b.refundPercent ?? 0;
  // What stays after the refund: the same rule as the commissions list (domain/cancellation.ts).
  const kept = moneyKept(
    { grossSales: toUnits(d.money.total), agencyReceivable: toUnits(d.money.receivable) },
    true,
    b.refundPercent,
  );
  const due = fromUnits(kept.agencyReceivable);
  return [
    ...rows,
    ['Cancelled', b.statusChangedAt ? toDisplayDate(b.statusChangedAt.slice(0, 10)) : 'yes'],
    ['Refund', `${percent}% — ${formatMoney(round(d.money.receivable - due, 2))} USD`],
    ['Due after cancellation', `${formatMoney(due)} USD`],
  ];
}

/** What a voucher prints, in its language: the rows, and the supplier's notes under 'Good to know'. */
export function voucherContent(d: BookingDocument, lang: VoucherLanguage) {
  const b = d.booking;
  const t = LABELS[lang];
  const rows: [string, string | null][] = [
    [t.guest, b.guestName],
    [t.tour, b.tourName],
    [t.ticket, b.offerName],
    [t.date, toDisplayDate(b.date)],
    [t.time, timeOf(d)],
    [t.hotel, b.hotelName ?? b.customHotelName],
    [t.room, b.roomNumber],
    [t.pickUp, pickUpOf(d)],
    [t.pax, partyText(lang, b.numAdults, b.numChildren, b.numInfants)],
    [t.voucherNo, b.voucher],
    [t.status, b.status === 1 ? t.pending : null],
    [
      t.collect,
      d.money.collect > 0
        ? `${formatMoney(d.money.collect)} USD / ${formatMoney(d.money.collectAed)} AED`
        : null,
    ],
    [t.supplier, [d.supplier.name, d.supplier.phone, d.supplier.email].filter(Boolean).join(' · ')],
    [t.agency, d.agency.name],
  ];
  const notes = notesIn(d.notesToClients, lang);
  return { title: `${t.voucher} #${b.id}`, rows, notes: notes ? { heading: t.notes, text: notes } : null };
}

export async function voucherPdf(d: BookingDocument, lang: VoucherLanguage): Promise<Uint8Array> {
  const b = d.booking;
  const content = voucherContent(d, lang);
  const w = await PdfWriter.create(`${LABELS[lang].voucher} ${b.id}`);
  w.heading(content.title);
  w.rows(content.rows);
  w.space();
  w.qr(`CARAVAN:${b.id}:${b.clientRef}`, 110);
  if (content.notes) {
    w.text(content.notes.heading, { bold: true });
    w.text(content.notes.text);
  }
  return w.bytes();
}

/** One ticket page per guest, each with its own QR code. */
/** One printed ticket: who it admits, what the page says, and the code to scan. */
export interface TicketPage {
  heading: string;
  rows: Array<[string, string | null]>;
  symbol: 'qr' | 'barcode' | 'none';
  code: string;
  /** The code is also printed as text, for reading out at the gate (a provider's or the stock's). */
  printed: boolean;
}

/**
 * The tickets a booking prints. With a provider's tickets (OCTO), its codes: one page per code (per
 * guest when the slot is ticket per pax, else one for all), drawn as the slot's code type asks (QR,
 * barcode, or the code alone), with the provider's reference behind the slot's booking reference
 * prefix. Without, one page per guest with our own QR code.
 */
export function ticketsContent(d: BookingDocument): TicketPage[] {
  const b = d.booking;
  const common: Array<[string, string | null]> = [
    ['Tour', `${b.tourName} — ${b.offerName}`],
    ['Date', toDisplayDate(b.date)],
    ['Time', timeOf(d)],
    ['Pick-up', pickUpOf(d)],
  ];
  const provider = (d.providerTickets ?? []).filter((t) => t.status === 'confirmed' && t.codes.length > 0);
  if (provider.length > 0) {
    const codes = provider.flatMap((t) =>
      t.codes.map((c) => ({
        ...c,
        reference: `${t.referencePrefix ?? ''}${t.supplierReference ?? t.uuid}`,
        symbol: SYMBOL[t.codeType] ?? 'none',
      })),
    );
    return codes.map((c, i) => ({
      heading: `Ticket ${i + 1} of ${codes.length}`,
      rows: [
        ['Booking', `#${b.id}`],
        ['Reference', c.reference],
        ['Guest', `${b.guestName} (${c.unit})`],
        ...common,
      ],
      symbol: c.symbol,
      code: c.code,
      printed: true,
    }));
  }
  // Attraction-ticket codes from the supplier's stock: one page per code, each with its guest's kind.
  const stock = d.stockCodes ?? [];
  if (stock.length > 0) {
    return stock.map((c, i) => ({
      heading: `Ticket ${i + 1} of ${stock.length}`,
      rows: [
        ['Booking', `#${b.id}`],
        ['Guest', `${b.guestName} (${PAX_KIND[c.paxType ?? 0] ?? 'Adult'})`],
        ['Ticket', c.typeName],
        ['Valid until', c.expiresOn ? toDisplayDate(c.expiresOn) : null],
        ...common,
      ],
      symbol: 'qr' as const,
      code: c.code,
      printed: true,
    }));
  }
  const guests = [
    ...Array.from({ length: b.numAdults }, () => 'Adult'),
    ...Array.from({ length: b.numChildren }, () => 'Child'),
    ...Array.from({ length: b.numInfants }, () => 'Infant'),
  ];
  return guests.map((kind, i) => ({
    heading: `Ticket ${i + 1} of ${guests.length}`,
    rows: [['Booking', `#${b.id}`], ['Guest', `${b.guestName} (${kind})`], ...common],
    symbol: 'qr',
    code: `CARAVAN-TICKET:${b.id}:${i + 1}:${b.clientRef}`,
    printed: false,
  }));
}

const PAX_KIND = ['Adult', 'Child', 'Infant'];

const SYMBOL: Record<number, TicketPage['symbol']> = {
  [ExternalCodeType.None]: 'none',
  [ExternalCodeType.QrCode]: 'qr',
  [ExternalCodeType.BarCode]: 'barcode',
};

export async function ticketsPdf(d: BookingDocument): Promise<Uint8Array> {
  const w = await PdfWriter.create(`Tickets ${d.booking.id}`);
  ticketsContent(d).forEach((page, i) => {
    if (i > 0) w.newPage();
    w.heading(page.heading);
    w.rows(page.rows);
    w.space();
    // A code Code 128 cannot carry (not plain ASCII) is printed as a QR code instead.
    if (page.symbol === 'qr' || (page.symbol === 'barcode' && !fitsCode128(page.code))) w.qr(page.code, 180);
    else if (page.symbol === 'barcode') w.barcode(page.code);
    // Our own QR codes are internal; a provider's or a stock code is also printed, for the gate.
    if (page.printed) w.code(page.code);
  });
  return w.bytes();
}
