import { describe, expect, it } from 'vitest';
import {
  conflictAuthor,
  conflictFieldName,
  conflictOf,
  conflictValue,
  keepMineBody,
} from '../../../../src/features/arrivals/model/conflicts';
import { entry, groupInfo } from './fixtures';

const hotelName = (id: number) => (id === 5 ? 'Atlantis The Palm' : undefined);

describe('conflict fields as the user reads them', () => {
  it('names every kind of field', () => {
    expect(conflictFieldName('status', hotelName)).toEqual({ text: 'Status' });
    expect(conflictFieldName('notes', hotelName)).toEqual({ text: 'Notes' });
    expect(conflictFieldName('phoneNumbers', hotelName)).toEqual({ text: 'Phone numbers' });
    expect(conflictFieldName('communicationStatus:32', hotelName)).toEqual({ text: 'Meet responded' });
    expect(conflictFieldName('rooms:5', hotelName)).toEqual({
      text: 'Room ({{hotel}})',
      vars: { hotel: 'Atlantis The Palm' },
    });
    expect(conflictFieldName('rooms:9', hotelName)).toEqual({
      text: 'Room ({{hotel}})',
      vars: { hotel: '9' },
    });
  });

  it('shows statuses by name, flags as set or not, empty values as empty, and text as typed', () => {
    expect(conflictValue('status', 4).text).toBe('Cancelled');
    expect(conflictValue('status', 1).text).toBe('Did Not Attend');
    expect(conflictValue('communicationStatus:1', true).text).toBe('Set');
    expect(conflictValue('notes', null).text).toBe('(empty)');
    expect(conflictValue('notes', 'Late {{check-in}}')).toEqual({ text: 'Late {{check-in}}', literal: true });
  });
});

describe("'Keep mine'", () => {
  const conflict = {
    groupInfo: groupInfo({ communicationStatus: 1 | 16 }),
    conflicts: [
      { field: 'notes', base: null, mine: 'Mine', theirs: 'Theirs' },
      { field: 'rooms:5', base: '1204', mine: '1301', theirs: '1401' },
      { field: 'communicationStatus:2', base: false, mine: true, theirs: false },
    ],
    changedBy: null,
    changedAt: null,
  };

  it("sends my values for the clashing fields with the server's values as the base", () => {
    expect(keepMineBody('TD-2605-0001', conflict)).toEqual({
      groupId: 'TD-2605-0001',
      values: { notes: 'Mine', rooms: { '5': '1301' }, communicationStatus: 1 | 2 | 16 },
      base: { notes: 'Theirs', rooms: { '5': '1401' }, communicationStatus: 1 | 16 },
    });
  });

  it("reads the server's 409 answer from the outbox entry", () => {
    const e = entry({
      state: 'conflict',
      body: {},
      error: {
        status: 409,
        title: 'Conflict',
        message: 'm',
        body: { title: 'Conflict', message: 'm', ...conflict },
      },
    });
    expect(conflictOf(e)?.conflicts).toHaveLength(3);
    expect(
      conflictOf(
        entry({
          state: 'refused',
          body: {},
          error: { status: 400, title: 'Bad', message: 'x', body: { title: 'Bad' } },
        }),
      ),
    ).toBeNull();
  });
});

describe('the conflict dialog says who changed the group and when', () => {
  const at = '2026-11-27T09:05:00.000Z';
  const time = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  const base = { groupInfo: groupInfo({}), conflicts: [] };

  it("names another user, says 'you, on another device' for the user, and 'someone else' when unknown", () => {
    expect(
      conflictAuthor(
        { ...base, changedBy: { id: 6, name: 'Elena Sokolova', byYou: false }, changedAt: at },
        time,
      ),
    ).toEqual({
      text: '{{name}} changed this group at {{time}}',
      vars: { name: 'Elena Sokolova', time: '09:05' },
    });
    expect(
      conflictAuthor({ ...base, changedBy: { id: 7, name: 'Me', byYou: true }, changedAt: at }, time),
    ).toEqual({
      text: 'You changed this group on another device at {{time}}',
      vars: { time: '09:05' },
    });
    // An answer kept on the device from before the server said who.
    expect(conflictAuthor({ ...base, changedBy: null, changedAt: null }, time)).toEqual({
      text: 'Someone else changed this group',
    });
  });
});
