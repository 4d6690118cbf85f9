import { describe, expect, it } from 'vitest';
import { mergeOutbox } from '../../../../src/features/arrivals/model/arrival-rows';
import {
  shownNotes,
  shownPhones,
  shownRoom,
  shownStatus,
} from '../../../../src/features/arrivals/model/display';
import { arrival, entry, groupInfo } from './fixtures';

const guests = [
  arrival({ id: 1 }),
  arrival({ id: 2, touristName: 'Anna Petrova' }),
  arrival({ id: 3, groupId: 'TD-2605-0002', groupInfo: null }),
];
const roomEdit = {
  groupId: 'TD-2605-0001',
  values: { rooms: { '5': '1301' }, communicationStatus: 1 },
  base: { rooms: { '5': '1204' }, communicationStatus: 0 },
};

describe('laying the outbox over fetched rows', () => {
  it("shows a waiting edit's values on every guest of its group, marked pending", () => {
    const rows = mergeOutbox(guests, [entry({ id: 'w', body: roomEdit })], 0);
    expect(rows.map((r) => shownRoom(r))).toEqual(['1301', '1301', '1204']);
    expect(rows.map((r) => r.sync?.state ?? null)).toEqual(['pending', 'pending', null]);
    expect(shownStatus(rows[0]).text).toBe('Comm. Initiated');
    expect(shownStatus(rows[2]).text).toBe('No Comm.');
  });

  it('applies edits of one group oldest first, whatever order the outbox lists them in', () => {
    const later = entry({
      id: 'b',
      createdAt: 5,
      body: { groupId: 'TD-2605-0001', values: { notes: 'second' }, base: { notes: 'first' } },
    });
    const earlier = entry({
      id: 'a',
      createdAt: 2,
      body: { groupId: 'TD-2605-0001', values: { notes: 'first' }, base: { notes: null } },
    });
    const [row] = mergeOutbox(guests, [later, earlier], 0);
    expect(shownNotes(row)).toBe('second');
    expect(row.sync).toEqual({ state: 'pending', entryId: 'b' });
  });

  it('keeps a sent edit on screen only until a list fetched after it arrives', () => {
    const sent = entry({
      state: 'sent',
      updatedAt: 100,
      body: { groupId: 'TD-2605-0001', values: { phoneNumbers: '+971 55 1' }, base: { phoneNumbers: null } },
    });
    expect(shownPhones(mergeOutbox(guests, [sent], 50)[0])).toBe('+971 55 1');
    expect(shownPhones(mergeOutbox(guests, [sent], 150)[0])).toBe('+971501234567');
    expect(mergeOutbox(guests, [sent], 50)[0].sync).toBeNull();
  });

  it('marks a conflict or refusal for the user without showing its values as saved', () => {
    const conflict = entry({ id: 'c', state: 'conflict', body: roomEdit });
    const refused = entry({
      id: 'r',
      state: 'refused',
      body: { ...roomEdit, groupId: 'TD-2605-0002' },
      error: { status: 400, title: 'Bad', message: 'Not an editable status' },
    });
    const pendingAfter = entry({
      id: 'p',
      createdAt: 9,
      body: { groupId: 'TD-2605-0001', values: { notes: 'x' }, base: { notes: null } },
    });
    const rows = mergeOutbox(guests, [conflict, refused, pendingAfter], 0);
    expect(shownRoom(rows[0])).toBe('1204');
    expect(rows[0].sync).toEqual({ state: 'conflict', entryId: 'c' });
    expect(rows[2].sync).toEqual({ state: 'refused', entryId: 'r', message: 'Not an editable status' });
  });

  it("shows the guest's own phone, notes and room until the group has its own", () => {
    const [own] = mergeOutbox(
      [arrival({ groupInfo: null, touristPhone: '+7 900 1', notes: 'Own', roomNumber: '22' })],
      [],
      0,
    );
    expect([shownPhones(own), shownNotes(own), shownRoom(own)]).toEqual(['+7 900 1', 'Own', '22']);
    const grouped = arrival({
      groupInfo: groupInfo({ phoneNumbers: '+971 1', notes: 'Group' }),
      touristPhone: '+971 1',
      notes: 'Group',
    });
    const cleared = entry({
      body: {
        groupId: 'TD-2605-0001',
        values: { phoneNumbers: null, notes: null },
        base: { phoneNumbers: '+971 1', notes: 'Group' },
      },
    });
    const [row] = mergeOutbox([grouped], [cleared], 0);
    expect([shownPhones(row), shownNotes(row)]).toEqual(['', '']);
  });

  it('leaves other kinds of operations alone', () => {
    const booking = entry({
      kind: 'booking',
      entity: 'booking:1',
      body: { groupId: 'TD-2605-0001', values: { notes: 'no' } },
    });
    expect(mergeOutbox(guests, [booking], 0)[0].sync).toBeNull();
  });
});
