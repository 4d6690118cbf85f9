import type { Availability, Booking, Product } from '../../../server/integrations/octo/types';
import { describe, expect, it } from 'vitest';
import { ExternalCodeType } from '../../../contract';
import {
  chooseAvailability,
  chooseOption,
  partsOf,
  PlanProblem,
  ticketCodesOf,
  unitItemsOf,
  type ExternalSlotMapping,
} from '../../../server/modules/external-bookings/plan';

const unit = (id: string, type: string) => ({ id, type }) as never;
const product = {
  id: 'tower',
  internalName: 'Tower',
  options: [
    {
      id: 'DEFAULT',
      default: true,
      availabilityLocalStartTimes: ['09:00', '11:00'],
      units: [unit('adult', 'ADULT'), unit('child', 'CHILD')],
    },
    {
      id: 'SKY',
      default: false,
      availabilityLocalStartTimes: ['10:00'],
      units: [unit('adult-sky', 'ADULT'), unit('youth-sky', 'YOUTH'), unit('infant-sky', 'INFANT')],
    },
  ],
} as unknown as Product;

const slot = (at: string, vacancies: number | null = 10, status = 'AVAILABLE') =>
  ({
    id: `2026-12-01T${at}:00+04:00`,
    localDateTimeStart: `2026-12-01T${at}:00+04:00`,
    available: status !== 'SOLD_OUT',
    status,
    vacancies,
  }) as unknown as Availability;

const mapping: ExternalSlotMapping = {
  providerId: 1,
  productId: 'tower',
  optionId: null,
  externalId: '11:00',
  diffProductsAdultChild: false,
  childProductId: null,
  childOptionId: null,
  childExternalId: null,
  codeType: ExternalCodeType.QrCode,
  ticketPerPax: true,
  referencePrefix: 'BK-',
};

describe('planning a provider booking from a time slot', () => {
  it('books the option the slot names by id or start time, else the default option', () => {
    expect(chooseOption(product, 'SKY', null).id).toBe('SKY');
    expect(chooseOption(product, '10:00', null).id).toBe('SKY');
    expect(chooseOption(product, null, 600).id).toBe('SKY');
    expect(chooseOption(product, 'nothing-like-it', null).id).toBe('DEFAULT');
    // The option the slot editor mapped wins; one the provider dropped is refused, not guessed.
    expect(chooseOption(product, '11:00', null, 'SKY').id).toBe('SKY');
    expect(() => chooseOption(product, '11:00', null, 'GONE')).toThrow('no longer has the option GONE');
  });

  it('takes the departure by id or start time, or the day’s only one, and refuses a sold-out or short one', () => {
    const day = [slot('09:00'), slot('11:00', 2)];
    expect(chooseAvailability(day, '2026-12-01T09:00:00+04:00', null, 1).id).toContain('T09:00');
    expect(chooseAvailability(day, '11:00', null, 2).id).toContain('T11:00');
    expect(chooseAvailability(day, null, 9 * 60, 1).id).toContain('T09:00');
    expect(chooseAvailability([slot('08:00')], null, null, 1).id).toContain('T08:00');
    expect(() => chooseAvailability(day, '11:00', null, 3)).toThrow('2 places left');
    expect(() => chooseAvailability([slot('11:00', 0, 'SOLD_OUT')], '11:00', null, 1)).toThrow('sold out');
    expect(() => chooseAvailability(day, '15:00', null, 1)).toThrow('no departure at 15:00');
    expect(() => chooseAvailability([], '15:00', null, 1)).toThrow(PlanProblem);
  });

  it('gives each guest a unit item of the nearest type; infants only where the option sells them', () => {
    const [standard, sky] = product.options;
    expect(unitItemsOf(standard, { adults: 2, children: 1, infants: 1 }).map((i) => i.unitId)).toEqual([
      'adult',
      'adult',
      'child',
    ]);
    expect(unitItemsOf(sky, { adults: 1, children: 1, infants: 1 }).map((i) => i.unitId)).toEqual([
      'adult-sky',
      'youth-sky',
      'infant-sky',
    ]);
  });

  it('splits adults and children when the slot books them as different products', () => {
    const party = { adults: 2, children: 1, infants: 0 };
    expect(partsOf(mapping, party).map((p) => p.part)).toEqual(['all']);
    const split = partsOf(
      { ...mapping, diffProductsAdultChild: true, childProductId: 'tower-kids', childExternalId: '09:00' },
      party,
    );
    expect(split).toEqual([
      {
        part: 'adults',
        productId: 'tower',
        optionId: null,
        externalId: '11:00',
        party: { adults: 2, children: 0, infants: 0 },
      },
      {
        part: 'children',
        productId: 'tower-kids',
        optionId: null,
        externalId: '09:00',
        party: { adults: 0, children: 1, infants: 0 },
      },
    ]);
  });
});

describe('the codes a confirmed provider booking prints', () => {
  const ticket = (value: string) => ({
    deliveryOptions: [
      { deliveryFormat: 'PDF_URL', deliveryValue: 'https://example.com/t.pdf' },
      { deliveryFormat: 'CODE128', deliveryValue: `BAR-${value}` },
      { deliveryFormat: 'QRCODE', deliveryValue: `QR-${value}` },
    ],
  });
  const booking = {
    id: 'b1',
    uuid: 'u1',
    supplierReference: 'SUP-1',
    voucher: ticket('ALL'),
    unitItems: [{ ticket: ticket('A1') }, { ticket: ticket('A2') }, { ticket: ticket('C1') }],
  } as unknown as Booking;

  it('prints one code per guest when the slot is ticket per pax, in the slot’s format', () => {
    expect(ticketCodesOf(booking, mapping, ['adult', 'adult', 'child'])).toEqual([
      { unit: 'Adult 1', code: 'QR-A1' },
      { unit: 'Adult 2', code: 'QR-A2' },
      { unit: 'Child 1', code: 'QR-C1' },
    ]);
    expect(
      ticketCodesOf(booking, { ...mapping, codeType: ExternalCodeType.BarCode }, [
        'adult',
        'adult',
        'child',
      ])[2],
    ).toEqual({ unit: 'Child 1', code: 'BAR-C1' });
  });

  it('prints the voucher once for everyone otherwise, and the supplier reference when no code is sent', () => {
    expect(ticketCodesOf(booking, { ...mapping, ticketPerPax: false }, [])).toEqual([
      { unit: 'All guests', code: 'QR-ALL' },
    ]);
    const bare = { ...booking, voucher: null, unitItems: [{ ticket: null }] } as unknown as Booking;
    expect(ticketCodesOf(bare, { ...mapping, ticketPerPax: false }, [])).toEqual([
      { unit: 'All guests', code: 'SUP-1' },
    ]);
  });
});
