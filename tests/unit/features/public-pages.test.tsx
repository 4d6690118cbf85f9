import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../platform/harness';

afterEach(() => vi.unstubAllGlobals());

describe('reset password', () => {
  it('tells a signed-out user whom to ask and links back to sign-in', async () => {
    stubApi({});
    renderApp('/account/resetpassword');
    expect(await screen.findByText('Reset password', { selector: 'ion-title .header-title' })).toBeTruthy();
    expect(
      screen.getByText('To reset your password, ask your agency administrator or Caravan support.'),
    ).toBeTruthy();
    expect(screen.getByText('Back to sign in').getAttribute('href')).toBe('/account/login');
  });
});
