import { describe, expect, it } from 'vitest';
import { parseRouteId } from '../../../domain/route-id';

describe('route ids (/tours/{tourId}): add is 0, an integer is itself, else unparseable', () => {
  it.each([
    ['add', 0],
    ['ADD', 0],
    ['0', 0],
    ['42', 42],
  ])('%s → %s', (value, id) => expect(parseRouteId(value)).toBe(id));

  it.each([undefined, '', 'xyz', '3.5', '-1', '12x', ' 7', '1e3', '9'.repeat(16)])(
    '%s is unparseable (null)',
    (value) => expect(parseRouteId(value)).toBeNull(),
  );
});
