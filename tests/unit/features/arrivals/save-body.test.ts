import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  buildSaveBody,
  groupValuesOf,
} from '../../../../src/features/arrivals/model/group-values';
import { arrival, groupInfo } from './fixtures';

describe('building a group-info save', () => {
  it("starts from the group's values on the server, not from what the row shows", () => {
    const row = arrival({ groupInfo: null, touristPhone: '+7900', notes: 'own note', roomNumber: '15' });
    expect(groupValuesOf(row)).toEqual({
      status: 0,
      notes: null,
      phoneNumbers: null,
      communicationStatus: 0,
      rooms: {},
    });
    expect(
      groupValuesOf(arrival({ groupInfo: groupInfo({ status: 3, communicationStatus: 17, notes: 'VIP' }) })),
    ).toEqual({
      status: 3,
      notes: 'VIP',
      phoneNumbers: null,
      communicationStatus: 17,
      rooms: { '5': '1204' },
    });
  });

  it('sends only the changed fields, each with the value the user started from', () => {
    const current = groupValuesOf(
      arrival({ groupInfo: groupInfo({ notes: 'VIP', communicationStatus: 2 }) }),
    );
    const body = buildSaveBody('TD-2605-0001', current, {
      notes: 'VIP',
      communicationStatus: 3,
      rooms: { '5': ' 1205 ' },
      status: 0,
    });
    expect(body).toEqual({
      groupId: 'TD-2605-0001',
      values: { communicationStatus: 3, rooms: { '5': '1205' } },
      base: { communicationStatus: 2, rooms: { '5': '1204' } },
    });
  });

  it('takes an unknown room as empty in the base, and sends nothing when nothing changes', () => {
    const current = groupValuesOf(arrival({ groupInfo: null }));
    expect(buildSaveBody('G', current, { rooms: { '5': '301' }, phoneNumbers: '+971 50 1' })).toEqual({
      groupId: 'G',
      values: { phoneNumbers: '+971 50 1', rooms: { '5': '301' } },
      base: { phoneNumbers: null, rooms: { '5': '' } },
    });
    expect(buildSaveBody('G', current, { notes: '', rooms: { '5': '' }, status: 0 })).toBeNull();
  });

  it('lays an edit over the values flag by flag, as the server applies it', () => {
    const current = { ...groupValuesOf(arrival()), communicationStatus: 1 | 16 };
    // Made from a base without 'call initiated': only 'messenger initiated' is this edit's change.
    const next = applyChanges(current, {
      values: { communicationStatus: 4, notes: 'late' },
      base: { communicationStatus: 0 },
    });
    expect(next.communicationStatus).toBe(1 | 4 | 16);
    expect(next.notes).toBe('late');
    expect(next.rooms).toEqual({ '5': '1204' });
  });
});
