import { describe, expect, it } from 'vitest';
import type { TicketTerms } from '../../../../contract';
import {
  asksEmail,
  termsErrors,
  termsNotes,
} from '../../../../src/features/bookings/new-booking/ticket-terms';

const terms = (patch: Partial<TicketTerms> = {}): TicketTerms => ({
  provider: 'Dubai Attractions',
  productName: 'Desert safari',
  optionName: 'Private jeep',
  requiredContactFields: [],
  childAsAdult: false,
  minUnits: 1,
  maxUnits: 20,
  productTimeZone: 'Asia/Dubai',
  supplierTimeZone: 'Asia/Dubai',
  providerStartTime: '15:00',
  unavailableDays: [],
  ...patch,
});
const guest = { guestName: 'Ivan Petrov', phones: '', guestEmail: '' };

describe("the new-booking form and the slot's ticket provider terms (issue 26)", () => {
  it('asks for the e-mail, phone or full name the provider requires, on their fields, before Save', () => {
    expect(termsErrors(terms(), guest)).toEqual({});
    const all = terms({ requiredContactFields: ['emailAddress', 'phoneNumber', 'lastName'] });
    expect(termsErrors(all, { ...guest, guestName: 'Ivan' })).toEqual({
      guestEmail: "The provider requires the guest's e-mail",
      phones: "The provider requires the guest's phone number",
      guestName: "The provider requires the guest's first and last name",
    });
    expect(
      termsErrors(all, { guestName: 'Ivan Petrov', phones: '+971 50 1', guestEmail: 'i@example.com' }),
    ).toEqual({});
    expect(asksEmail(terms(), '')).toBe(false);
    expect(asksEmail(all, '')).toBe(true);
    expect(asksEmail(terms(), 'kept@example.com')).toBe(true);
  });

  it('says a child goes on an adult ticket when the option sells no child ticket', () => {
    expect(termsNotes(terms({ childAsAdult: true }), { adults: 2, children: 0 })).not.toContainEqual(
      expect.objectContaining({ warning: true }),
    );
    expect(termsNotes(terms({ childAsAdult: true }), { adults: 1, children: 1 })[0]).toEqual({
      text: '{{provider}} sells no child ticket for this option: children are booked on adult tickets',
      values: { provider: 'Dubai Attractions' },
      warning: true,
    });
  });

  it("shows the option's party limits, as a warning when the party is outside them", () => {
    const limits = termsNotes(terms({ minUnits: 2, maxUnits: 6 }), { adults: 1, children: 0 })[0];
    expect(limits).toMatchObject({ values: { min: 2, max: 6 }, warning: true });
    expect(termsNotes(terms({ minUnits: 2, maxUnits: 6 }), { adults: 2, children: 0 })[0]).toMatchObject({
      warning: false,
    });
  });

  it("shows the provider's start time on its clock and warns when the product's zone is not the supplier's", () => {
    const london = termsNotes(terms({ productTimeZone: 'Europe/London', providerStartTime: '12:00' }), {
      adults: 1,
      children: 0,
    });
    expect(london).toEqual([
      {
        text: "Starts at {{time}} provider's time ({{zone}})",
        values: { time: '12:00', zone: 'Europe/London' },
      },
      {
        text: "The provider's product is on {{zone}} time, the supplier's on {{ours}}: check the start time",
        values: { zone: 'Europe/London', ours: 'Asia/Dubai' },
        warning: true,
      },
    ]);
    expect(termsNotes(terms(), { adults: 1, children: 0 })).toHaveLength(1);
  });

  it('says the chosen day is sold out or closed at the provider, and which other days are', () => {
    const notes = termsNotes(
      terms({ unavailableDays: ['2026-12-03', '2026-12-05'] }),
      { adults: 1, children: 0 },
      '2026-12-03',
    );
    expect(notes[0]).toEqual({
      text: '{{provider}} is sold out or closed on this date',
      values: { provider: 'Dubai Attractions' },
      warning: true,
    });
    expect(notes[1]).toEqual({
      text: '{{provider}} is sold out or closed on {{days}}',
      values: { provider: 'Dubai Attractions', days: '05.12.2026' },
    });
  });
});
