import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/platform/api';
import { nothingSavedOffline } from '../../../src/platform/query-cache/nothing-saved';

const lostNetwork = new ApiError({
  IsOk: false,
  Code: 0,
  Content: null,
  ErrorTitle: '',
  ErrorMessage: 'offline',
});
const serverError = new ApiError({
  IsOk: false,
  Code: 500,
  Content: null,
  ErrorTitle: 'x',
  ErrorMessage: 'x',
});

describe('nothing saved for a screen, offline', () => {
  it('is a query without data whose fetch waits for the network or failed for want of it', () => {
    expect(nothingSavedOffline({ data: undefined, fetchStatus: 'paused', error: null })).toBe(true);
    expect(nothingSavedOffline({ data: undefined, fetchStatus: 'idle', error: lostNetwork })).toBe(true);
  });

  it('is not a query with kept data, one still fetching, or a refusal by the server', () => {
    expect(nothingSavedOffline({ data: [], fetchStatus: 'paused', error: null })).toBe(false);
    expect(nothingSavedOffline({ data: undefined, fetchStatus: 'fetching', error: null })).toBe(false);
    expect(nothingSavedOffline({ data: undefined, fetchStatus: 'idle', error: serverError })).toBe(false);
  });
});
