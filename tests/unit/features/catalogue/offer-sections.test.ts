import { describe, expect, it } from 'vitest';
import { offerSchema } from '../../../../contract/catalogue';
import { newOffer } from '../../../../src/features/catalogue/offers/offer-defaults';
import { OFFER_SECTIONS, sectionErrors } from '../../../../src/features/catalogue/offers/offer-sections';

describe('the ticket form’s sections', () => {
  it('a new ticket fails the contract with the spec’s messages, listed under Basic details', () => {
    const result = offerSchema.safeParse(newOffer(5));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Ticket code is required',
        'Display name is required',
        'Minimum duration is 1 hour',
      ]),
    );
    const errors = sectionErrors({
      nameInternal: { type: 'too_small', message: 'Ticket code is required' },
      numberOfHours: { type: 'invalid_type', message: 'Minimum duration is 1 hour' },
    });
    expect(errors.basic).toEqual(['Ticket code is required', 'Minimum duration is 1 hour']);
    expect(errors.prices).toEqual([]);
  });

  it('finds a valid period’s message a few levels down, once', () => {
    const errors = sectionErrors({
      validPeriods: [
        { periodStart: { type: 'server', message: 'Valid periods of a ticket must not overlap' } },
        { periodEnd: { type: 'custom', message: 'Period end must not be before its start' } },
        { periodStart: { type: 'server', message: 'Valid periods of a ticket must not overlap' } },
      ],
    } as never);
    expect(errors.prices).toEqual([
      'Valid periods of a ticket must not overlap',
      'Period end must not be before its start',
    ]);
  });

  it('ticket types are required only when attraction tickets are', () => {
    const base = { ...newOffer(5), nameInternal: 'X', nameDisplay: 'Y', maxNumOfPeople: 4, numberOfHours: 2 };
    expect(offerSchema.safeParse(base).success).toBe(true);
    const required = offerSchema.safeParse({ ...base, isTicketsRequired: true });
    expect(required.error?.issues.map((i) => i.message)).toEqual([
      'Adult ticket types are required',
      'Child ticket types are required',
      'Infant ticket types are required',
    ]);
    const found = sectionErrors({
      ticketTypesChild: { type: 'custom', message: 'Child ticket types are required' },
    });
    expect(found.tickets).toEqual(['Child ticket types are required']);
    expect(OFFER_SECTIONS.map((s) => s.id)).toEqual([
      'basic',
      'tickets',
      'slots',
      'prices',
      'cancellation',
      'description',
      'photos',
    ]);
  });
});
