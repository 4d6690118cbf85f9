import { describe, expect, it } from 'vitest';
import type { Itinerary } from '../../../contract/catalogue';
import { emptyStop, forEditing, placeItinerary } from '../../../domain/itinerary';

const itinerary = (id: number, guid: string, name: string, index = 1): Itinerary => ({
  id,
  guid,
  index,
  name,
  stops: [{ ...emptyStop(1, `${guid}-s`), name: 'Stop' }],
});
let n = 0;
const guid = () => `new-${++n}`;

describe('itinerary popup rules', () => {
  it('gives a new itinerary with no stops one empty stop', () => {
    const opened = forEditing({ id: 0, guid: '', index: 1, name: '', stops: [] }, () => 'g1');
    expect(opened.stops).toEqual([emptyStop(1, 'g1')]);
  });

  it('keeps the stops of an itinerary that has some', () => {
    const it1 = itinerary(3, 'a', 'Day 1');
    expect(forEditing(it1, guid)).toBe(it1);
  });

  it('replaces the itinerary with the same id', () => {
    const list = [itinerary(3, 'a', 'Day 1', 1), itinerary(4, 'b', 'Day 2', 2)];
    const next = placeItinerary(list, { ...list[1], guid: 'other', name: 'Day two' }, guid);
    expect(next.map((i) => i.name)).toEqual(['Day 1', 'Day two']);
  });

  it('replaces an unsaved itinerary by its guid', () => {
    const list = [itinerary(0, 'a', 'Day 1', 1)];
    const next = placeItinerary(list, { ...list[0], name: 'Morning' }, guid);
    expect(next).toHaveLength(1);
    expect(next[0].name).toBe('Morning');
  });

  it('appends an itinerary it does not know with a new guid and the next number', () => {
    const list = [itinerary(3, 'a', 'Day 1', 1)];
    const next = placeItinerary(list, { ...itinerary(0, '', 'Day 2'), index: 1 }, () => 'fresh');
    expect(next.map((i) => [i.name, i.guid, i.index])).toEqual([
      ['Day 1', 'a', 1],
      ['Day 2', 'fresh', 2],
    ]);
  });
});
