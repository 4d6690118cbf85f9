import { describe, expect, it } from 'vitest';
import { tripAdvisorIdFrom } from '../../../domain/tripadvisor-id';

describe('tripAdvisorIdFrom', () => {
  it('takes the d-number followed by a dash from a pasted review URL, not the g-number', () => {
    expect(
      tripAdvisorIdFrom(
        'https://www.tripadvisor.com/Attraction_Review-g295424-d2038312-Reviews-Burj_Khalifa-Dubai.html',
      ),
    ).toBe('2038312');
  });

  it('keeps a bare id as it is, trimmed', () => {
    expect(tripAdvisorIdFrom(' 2038312 ')).toBe('2038312');
  });

  it('needs the dash after the d-number', () => {
    expect(
      tripAdvisorIdFrom('https://www.tripadvisor.com/Attraction_Review-g295424-d2038312.html'),
    ).toBeNull();
  });

  it('ignores a d inside a word', () => {
    expect(tripAdvisorIdFrom('https://example.com/road12-x')).toBeNull();
  });

  it('gives null for text without an id', () => {
    expect(tripAdvisorIdFrom('Burj Khalifa')).toBeNull();
    expect(tripAdvisorIdFrom('')).toBeNull();
  });
});
