import { describe, expect, it } from 'vitest';
import { shouldRetry } from '../../../src/app/query-client';
import { ApiError, networkFailure, toApiResult } from '../../../src/platform/api';

describe('query retries', () => {
  it('tries once more after a lost network', () => {
    expect(shouldRetry(0, new ApiError(networkFailure(new TypeError('Failed to fetch'))))).toBe(true);
    expect(shouldRetry(1, new ApiError(networkFailure(new TypeError('Failed to fetch'))))).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 500])('does not retry an answer with status %i', (status) => {
    expect(shouldRetry(0, new ApiError(toApiResult(status, { title: 't', message: 'm' })))).toBe(false);
  });

  it('does not retry a programming error', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
