import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs, stubApi } from '../platform/harness';

// Two screens' chunks, as the browser fetches them: unreachable while `network.up` is false.
const network = vi.hoisted(() => ({ up: false, fetches: 0 }));
vi.mock('../../../src/page-loaders', async (original) => {
  const actual = await original<typeof import('../../../src/page-loaders')>();
  const { loader } = await import('../../../src/ui/lazy-loaded');
  const chunk = <M,>(name: string, module: M) =>
    loader(() => {
      network.fetches += 1;
      return network.up
        ? Promise.resolve(module)
        : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: /assets/${name}.js`));
    });
  const tours = chunk('ToursPage', { ToursPage: () => <p>The tours screen</p> });
  const availability = chunk('AvailabilityPage', { AvailabilityPage: () => <p>The availability chart</p> });
  return { ...actual, pageLoaders: { ...actual.pageLoaders, tours, availability } };
});

beforeEach(() => {
  network.up = false;
  network.fetches = 0;
  signInAs({ roles: ['admin'] });
  stubApi({ 'GET /api/languages/sync': { body: { date: '2026-11-22', items: [] } } });
});
afterEach(() => vi.unstubAllGlobals());

const notLoadedTitle = () => screen.findByText('Screen not loaded', { selector: 'ion-title .header-title' });

describe('a screen whose chunk does not load', () => {
  it('shows the shell with the message, and the screen on Try again', async () => {
    renderApp('/tours');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This screen could not be loaded. Check the network and try again.',
    );
    // The shell is still there: the header with its title and the menu button, and the menu.
    expect(await notLoadedTitle()).toBeTruthy();
    expect(document.querySelector('ion-menu-button')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'menu' })).toBeTruthy();

    // Still offline: trying again fetches once more and keeps the message.
    const before = network.fetches;
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(network.fetches).toBe(before + 1));
    expect(await screen.findByText('Try again')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(network.fetches).toBe(before + 1);

    network.up = true;
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByText('The tours screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the screen by itself when the network comes back', async () => {
    renderApp('/availability');
    expect(await notLoadedTitle()).toBeTruthy();
    network.up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('The availability chart')).toBeTruthy();
  });
});
