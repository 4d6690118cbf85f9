import { describe, expect, it } from 'vitest';
import { ExternalCodeType } from '../../../contract';
import type { BookingDocument } from '../../../server/documents/booking-document';
import { ticketsContent } from '../../../server/documents/booking-pdfs';
import type { StoredTickets } from '../../../server/modules/external-bookings/repo';

const doc = (providerTickets: StoredTickets[]): BookingDocument =>
  ({
    booking: {
      id: 77,
      clientRef: 'ref',
      guestName: 'Ivan Petrov',
      tourName: 'Burj Khalifa',
      offerName: 'At the Top',
      date: '2026-12-10',
      startMinutes: 660,
      endMinutes: 720,
      pickUpTimeStart: null,
      pickUpTimeEnd: null,
      numAdults: 2,
      numChildren: 1,
      numInfants: 0,
    },
    slotName: '11:00 entry',
    providerTickets,
  }) as unknown as BookingDocument;

const tickets = (patch: Partial<StoredTickets>): StoredTickets => ({
  part: 'all',
  providerId: 1,
  uuid: 'uuid-1',
  supplierReference: 'SUP42',
  status: 'confirmed',
  codes: [{ unit: 'All guests', code: 'CODE-ALL' }],
  codeType: ExternalCodeType.BarCode,
  referencePrefix: 'BK-',
  ...patch,
});

describe('tickets of a booking sold by a provider', () => {
  it('prints one barcode for everyone when the slot is not ticket per pax, behind the reference prefix', () => {
    const pages = ticketsContent(doc([tickets({})]));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ symbol: 'barcode', code: 'CODE-ALL', heading: 'Ticket 1 of 1' });
    expect(pages[0].rows).toContainEqual(['Reference', 'BK-SUP42']);
    expect(pages[0].rows).toContainEqual(['Guest', 'Ivan Petrov (All guests)']);
  });

  it('prints a QR code per guest, adults’ and children’s products together; the code alone for None', () => {
    const pages = ticketsContent(
      doc([
        tickets({
          part: 'adults',
          codeType: ExternalCodeType.QrCode,
          codes: [
            { unit: 'Adult 1', code: 'A1' },
            { unit: 'Adult 2', code: 'A2' },
          ],
        }),
        tickets({
          part: 'children',
          codeType: ExternalCodeType.None,
          codes: [{ unit: 'Child 1', code: 'C1' }],
        }),
      ]),
    );
    expect(pages.map((p) => [p.heading, p.symbol, p.code])).toEqual([
      ['Ticket 1 of 3', 'qr', 'A1'],
      ['Ticket 2 of 3', 'qr', 'A2'],
      ['Ticket 3 of 3', 'none', 'C1'],
    ]);
  });

  it('prints our own QR code per guest when the provider has not confirmed (or there is none)', () => {
    const pages = ticketsContent(doc([tickets({ status: 'reserved' })]));
    expect(pages).toHaveLength(3);
    expect(pages[0].code).toBe('CARAVAN-TICKET:77:1:ref');
  });
});
