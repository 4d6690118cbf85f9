import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../src/platform/i18n';
import { currentLocation, renderApp, signInAs, stubApi } from '../platform/harness';

/** The header of the page on screen (Ionic keeps earlier pages mounted but hidden). */
function header(): HTMLElement {
  const pages = [
    ...document.querySelectorAll<HTMLElement>('ion-router-outlet > .ion-page:not(.ion-page-hidden)'),
  ];
  const page = pages.at(-1);
  const found = page?.querySelector<HTMLElement>('ion-header');
  if (!found) throw new Error('no page header on screen');
  return found;
}

beforeEach(() => {
  stubApi({ 'GET /api/languages/sync': { body: { date: '', items: [] } } });
  signInAs({ roles: ['agent'], email: 'ann@example.com' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

describe('shell header', () => {
  it("searches for the box's text on Enter", async () => {
    renderApp('/controls');
    await screen.findByText('Controls', { selector: 'ion-title .header-title' });
    const box = header().querySelector<HTMLInputElement>('.header-search input');
    if (!box) throw new Error('no search input');
    await userEvent.setup().type(box, 'Ann Smith{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/search?q=Ann%20Smith'));
  });

  it('ignores Enter in an empty search box', async () => {
    renderApp('/controls');
    await screen.findByText('Controls', { selector: 'ion-title .header-title' });
    const box = header().querySelector<HTMLInputElement>('.header-search input');
    await userEvent.setup().type(box as HTMLInputElement, '   {Enter}');
    expect(currentLocation()).toBe('/controls');
  });

  it("opens My Account with the user's e-mail, My Profile and Sign Out", async () => {
    renderApp('/controls');
    await screen.findByText('Controls', { selector: 'ion-title .header-title' });
    await userEvent.setup().click(header().querySelector('ion-button.account-menu-button') as HTMLElement);
    const email = await screen.findByText('ann@example.com');
    // A narrow phone wraps the address after its '@', not inside a word.
    expect(email.innerHTML).toContain('ann@<wbr>example.com');
    expect(screen.getByText('Sign Out')).toBeTruthy();
    await userEvent.setup().click(screen.getByText('My Profile'));
    await waitFor(() => expect(currentLocation()).toBe('/account'));
  });

  it('shows the version label', async () => {
    renderApp('/controls');
    await screen.findByText('Controls', { selector: 'ion-title .header-title' });
    expect(header().textContent).toContain('1.2.30');
  });

  it('follows the browser going offline and back online', async () => {
    renderApp('/controls');
    await screen.findByText('Controls', { selector: 'ion-title .header-title' });
    expect(header().textContent).toContain('Online');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(header().textContent).toContain('Offline');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(header().textContent).toContain('Online');
    onLine.mockRestore();
  });

  it("switches to Russian and keeps the choice under 'language'", async () => {
    renderApp('/controls');
    await screen.findByText('Controls', { selector: 'ion-title .header-title' });
    const ru = [...header().querySelectorAll('.language-switch ion-button')].find(
      (b) => b.textContent === 'RU',
    );
    fireEvent.click(ru as Element);
    expect(
      await screen.findByText('Элементы управления', { selector: 'ion-title .header-title' }),
    ).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('ru');
  });
});
