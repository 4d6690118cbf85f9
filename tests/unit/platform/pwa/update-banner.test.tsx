import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The service worker's side is register.ts (its takeover watch answers 'slow' after UPDATE_TAKEOVER_MS);
// here it is replaced so the banner's own words and buttons are what is tested.
const register = vi.hoisted(() => ({
  offer: 1,
  outcomes: [] as Array<'reloading' | 'slow'>,
  keepWorking: vi.fn<() => void>(),
}));
vi.mock('../../../../src/platform/pwa/register', () => ({
  registerServiceWorker: async () => null,
  subscribeToUpdates: () => () => undefined,
  updateOffer: () => register.offer,
  applyUpdate: vi.fn<() => Promise<'reloading' | 'slow'>>(
    async () => register.outcomes.shift() ?? 'reloading',
  ),
  keepWorking: register.keepWorking,
}));
vi.mock('../../../../src/platform/outbox/idle', () => ({
  pendingCount: async () => 0,
  watchUntilSent: () => () => undefined,
}));

const { UpdateBanner } = await import('../../../../src/platform/pwa/UpdateBanner');
const { applyUpdate } = await import('../../../../src/platform/pwa/register');

const SLOW =
  'The new version has not started yet. Try again, or keep working: it starts the next time the app opens.';

describe('the update banner when the new version does not take over', () => {
  beforeEach(() => {
    register.outcomes = [];
    register.keepWorking.mockClear();
    vi.mocked(applyUpdate).mockClear();
  });

  it("says so instead of 'Reloading…' for ever, and offers Try again and Later", async () => {
    register.outcomes = ['slow', 'slow'];
    render(<UpdateBanner t={(text) => text} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(await screen.findByText(SLOW)).toBeTruthy();
    expect(screen.queryByText('Reloading…')).toBeNull();

    // Try again asks the worker once more; still slow, the banner says so again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(applyUpdate).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(SLOW)).toBeTruthy();

    // Later: the user keeps working on this version, and the banner goes.
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(register.keepWorking).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows 'Reloading…' while the takeover is on its way", async () => {
    let resolve: (outcome: 'reloading' | 'slow') => void = () => undefined;
    vi.mocked(applyUpdate).mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    render(<UpdateBanner t={(text) => text} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(screen.getByRole('button', { name: 'Reloading…' })).toHaveProperty('disabled', true);
    await act(async () => resolve('slow'));
    expect(await screen.findByText(SLOW)).toBeTruthy();
  });
});
