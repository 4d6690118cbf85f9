import { describe, expect, it } from 'vitest';
import type { BookingDocument } from '../../../server/documents/booking-document';
import { voucherContent } from '../../../server/documents/booking-pdfs';
import { notesIn } from '../../../server/documents/document-texts';

const NOTES = '<p lang="en">Be in the lobby on time.</p><p lang="ru">Ждите в лобби вовремя.</p>';

function documentOf(
  numAdults: number,
  numChildren: number,
  numInfants: number,
  notes: string | null = NOTES,
): BookingDocument {
  return {
    booking: {
      id: 453,
      clientRef: 'ref',
      guestName: 'Ivan Petrov',
      tourName: 'Desert Safari',
      offerName: 'Shared 4x4',
      date: '2026-12-10',
      hotelName: 'Atlantis',
      customHotelName: null,
      roomNumber: '1204',
      startMinutes: null,
      endMinutes: null,
      pickUpTimeStart: null,
      pickUpTimeEnd: null,
      numAdults,
      numChildren,
      numInfants,
      voucher: null,
      status: 0,
    } as unknown as BookingDocument['booking'],
    slotName: null,
    supplier: { name: 'Caravan', address: null, phone: null, email: null, taxRegistrationNumber: null },
    agency: { name: 'Sunrise Travel', email: null, phone: null },
    notesToClients: notes,
    money: { total: 100, totalAed: 365, paid: 0, collect: 0, collectAed: 0, commission: 20, receivable: 80 },
  };
}

const guestsRow = (d: BookingDocument, lang: 'en' | 'ru') =>
  voucherContent(d, lang).rows.find(([label]) => label === (lang === 'en' ? 'Guests' : 'Гости'))?.[1];

describe('the voucher in its language', () => {
  it('counts people by English plural rules: 1 child, 2 children', () => {
    expect(guestsRow(documentOf(1, 1, 0), 'en')).toBe('1 adult, 1 child');
    expect(guestsRow(documentOf(2, 2, 1), 'en')).toBe('2 adults, 2 children, 1 infant');
  });

  it('counts people by Russian plural rules', () => {
    expect(guestsRow(documentOf(1, 1, 1), 'ru')).toBe('1 взрослый, 1 ребёнок, 1 младенец');
    expect(guestsRow(documentOf(2, 3, 2), 'ru')).toBe('2 взрослых, 3 ребёнка, 2 младенца');
    expect(guestsRow(documentOf(5, 5, 0), 'ru')).toBe('5 взрослых, 5 детей');
  });

  it("prints 'Good to know' in the voucher's language when the notes have it", () => {
    expect(voucherContent(documentOf(1, 0, 0), 'ru').notes).toEqual({
      heading: 'Полезно знать',
      text: 'Ждите в лобби вовремя.',
    });
    expect(voucherContent(documentOf(1, 0, 0), 'en').notes).toEqual({
      heading: 'Good to know',
      text: 'Be in the lobby on time.',
    });
  });

  it('prints notes without language blocks as written, and English ones where the language has none', () => {
    expect(notesIn('<p>Call us.</p>', 'ru')).toBe('Call us.');
    expect(notesIn('<p lang="en">Call us.</p>', 'ru')).toBe('Call us.');
    expect(notesIn(null, 'en')).toBeNull();
  });

  it('prints a linked phone number where it stands, and &, < and > as the characters', () => {
    const stored =
      '<p lang="en">Call <a href="tel:+97141234567" target="_blank" rel="noopener noreferrer">+971 4 123 4567</a>.<br>Terms &amp; conditions: 3 &lt; 5</p><p lang="ru">Звоните.</p>';
    expect(notesIn(stored, 'en')).toBe('Call +971 4 123 4567. Terms & conditions: 3 < 5');
  });
});
