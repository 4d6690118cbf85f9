import { describe, expect, it } from 'vitest';
import { decodeGroupRef, groupBookingsPath } from '../../../../src/features/bookings/lists/group-ref';

describe('group route g-{base64 groupId}', () => {
  it('decodes the base64 group id', () => {
    expect(decodeGroupRef(`g-${btoa('GRP-2041')}`)).toBe('GRP-2041');
  });

  it('round-trips non-Latin ids and URL-escaped padding', () => {
    const path = groupBookingsPath('Группа 7');
    expect(decodeGroupRef(path.split('/').pop())).toBe('Группа 7');
    expect(decodeGroupRef(`g-${encodeURIComponent(btoa('A1'))}`)).toBe('A1');
  });

  it('refuses anything else', () => {
    expect(decodeGroupRef('g-')).toBeNull();
    expect(decodeGroupRef('details')).toBeNull();
    expect(decodeGroupRef('g-%%%')).toBeNull();
    expect(decodeGroupRef('g-!!!!')).toBeNull();
    expect(decodeGroupRef(undefined)).toBeNull();
  });
});
