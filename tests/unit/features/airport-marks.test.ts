import { describe, expect, it } from 'vitest';
import type { AirportDay } from '../../../contract';
import { withMarks } from '../../../src/features/airport/model/with-marks';
import { classifyMark } from '../../../src/features/airport/outbox-kind';
import type { OutboxEntry } from '../../../src/platform/outbox';

const day: AirportDay = {
  today: '2026-11-28',
  tomorrow: '2026-11-29',
  flights: [
    {
      date: '2026-11-28',
      flight: 'EK 2',
      terminal: 'T3',
      arrivalTime: 630,
      transport: null,
      groups: [
        {
          groupId: 'G1',
          supplierId: 1,
          phones: [],
          guests: [
            { arrivalId: 1, touristName: 'Anna', hotelId: 1, hotelName: 'H', met: null },
            {
              arrivalId: 2,
              touristName: 'Ivan',
              hotelId: 1,
              hotelName: 'H',
              met: { metAt: '2026-11-28T05:00:00.000Z', metById: 9, metByName: 'Ali' },
            },
          ],
        },
      ],
    },
  ],
};
const me = { id: 7, fullName: 'Aisha Rahman' };
let n = 0;
const entry = (
  state: OutboxEntry['state'],
  arrivalIds: number[],
  met: boolean,
  updatedAt = 10,
): OutboxEntry => ({
  id: `e${++n}`,
  key: `k${n}`,
  userId: 7,
  kind: 'airport-meeting',
  entity: 'airport-meeting:G1',
  method: 'POST',
  path: '/api/airport/meetings',
  body: { arrivalIds, met, metAt: '2026-11-28T06:40:00.000Z' },
  label: '',
  createdAt: n,
  updatedAt,
  state,
  attempts: 0,
  nextAttemptAt: 0,
});
const guests = (entries: OutboxEntry[], fetchedAt = 100) =>
  withMarks(day, entries, fetchedAt, me)[0].groups[0].guests.map((g) => [
    g.met?.metByName ?? null,
    g.waiting,
  ]);

describe('marks laid over the kept list', () => {
  it('shows a waiting mark at once, as mine, and keeps the first meeting of a guest met already', () => {
    expect(guests([entry('waiting', [1, 2], true)])).toEqual([
      ['Aisha Rahman', true],
      ['Ali', true],
    ]);
  });

  it('applies marks in order: met, then undone', () => {
    expect(guests([entry('waiting', [1], true), entry('waiting', [1, 2], false)])).toEqual([
      [null, true],
      [null, true],
    ]);
  });

  it('keeps a sent mark until the list is fetched after it, and drops a refused one', () => {
    expect(guests([entry('sent', [1], true, 200)])).toEqual([
      ['Aisha Rahman', false],
      ['Ali', false],
    ]);
    expect(guests([entry('sent', [1], true, 50)])).toEqual([
      [null, false],
      ['Ali', false],
    ]);
    expect(guests([entry('refused', [1], true)])).toEqual([
      [null, false],
      ['Ali', false],
    ]);
  });

  it('reads a 200 that changed nothing as already done, and an unknown guest as refused', () => {
    expect(classifyMark({ status: 200, body: { changed: 0, guests: [] }, replayed: false })).toEqual({
      outcome: 'already-done',
    });
    expect(classifyMark({ status: 200, body: { changed: 1, guests: [] }, replayed: false })).toEqual({
      outcome: 'done',
    });
    expect(
      classifyMark({
        status: 404,
        body: { title: 'Not found', message: 'Guest not found', reason: 'unknown_arrival' },
        replayed: false,
      }),
    ).toEqual({ outcome: 'refused', reason: 'unknown_arrival' });
  });
});
