import { describe, expect, it } from 'vitest';
import type { SaveGroupInfo } from '../../../../contract';
import { classifyGroupInfo, outboxKind } from '../../../../src/features/arrivals/outbox-kind';
import { verdictOf } from '../../../../src/platform/outbox/kinds';

const edit: SaveGroupInfo = { groupId: 'TD-2605-0001', values: { notes: 'VIP' }, base: { notes: '' } };
const answer = (status: number, body: unknown, replayed = false) => ({ status, body, replayed });

// What the server answers for fields someone else changed meanwhile (server/modules/arrivals/service.ts).
const fieldConflict = {
  title: 'Changed meanwhile',
  message: 'Someone else changed notes',
  groupInfo: {
    groupId: 'TD-2605-0001',
    notes: 'Late',
    status: 1,
    communicationStatus: 0,
    phoneNumbers: '',
    hotels: [],
  },
  conflicts: [{ field: 'notes', base: '', mine: 'VIP', theirs: 'Late' }],
  changedBy: { id: 3, name: 'Ali', byYou: false },
  changedAt: '2026-11-28T09:12:00Z',
};

describe('an arrival edit in the outbox', () => {
  it('is one POST of the edit, ordered with the other edits of its group', () => {
    expect(outboxKind.name).toBe('group-info');
    expect(outboxKind.entity(edit)).toBe('group-info:TD-2605-0001');
    expect(outboxKind.request(edit)).toEqual({ method: 'POST', path: '/api/arrivals/groupinfo', body: edit });
    // The key is the entry's own, new for every new body.
    expect(outboxKind.idempotencyKey).toBeUndefined();
  });

  it('is saved on 2xx, and already saved when the server replays its first answer', () => {
    expect(classifyGroupInfo(answer(200, {}))).toEqual({ outcome: 'done' });
    expect(classifyGroupInfo(answer(200, {}, true))).toEqual({ outcome: 'already-done' });
  });

  it("is the rep's to settle field by field when the 409 carries the server's values", () => {
    expect(classifyGroupInfo(answer(409, fieldConflict))).toEqual({
      outcome: 'conflict',
      reason: 'fields_changed',
    });
    // Any other 409 (a replay still running on the server) is not saved either: it stays with the rep.
    expect(classifyGroupInfo(answer(409, { title: 'Conflict', message: 'still being processed' }))).toEqual({
      outcome: 'conflict',
    });
  });

  it('is refused on other 4xx and sent again after 5xx, a network failure or 401', () => {
    expect(classifyGroupInfo(answer(404, { title: 'Not found', message: 'Group not found' }))).toEqual({
      outcome: 'refused',
    });
    expect(classifyGroupInfo(answer(503, null)).outcome).toBe('retry');
    expect(verdictOf('group-info', answer(0, null)).outcome).toBe('retry');
    expect(verdictOf('group-info', answer(401, {})).outcome).toBe('sign-in');
  });

  it('shows as an arrival edit, settled on the arrivals screen', () => {
    expect(outboxKind.view.title).toBe('Arrival edit');
    expect(outboxKind.view.resolve?.text).toBe('Resolve');
    expect(outboxKind.view.resolve?.href({ id: 'e1' } as never)).toBe('/arrivals?resolve=e1');
  });
});
