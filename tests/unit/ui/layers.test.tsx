import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScrollCustomEvent } from '@ionic/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/platform/i18n';
import { beginLoading, endLoading, LoadingOverlay } from '../../../src/platform/loading';
import { clearNotifications, notify, NotificationsHost } from '../../../src/platform/notifications';
import { BackToTop, useBackToTop } from '../../../src/ui/BackToTop';

initI18n();

const scrolledTo = (scrollTop: number) => ({ detail: { scrollTop } }) as ScrollCustomEvent;

afterEach(() => act(() => clearNotifications()));

describe('loading overlay', () => {
  it('shows and locks page scroll while any call runs', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      beginLoading();
      beginLoading();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    act(() => endLoading());
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => endLoading());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });
});

describe('notifications', () => {
  it('shows each kind once per title and closes on request', async () => {
    render(<NotificationsHost />);
    act(() => {
      notify('information', 'Synced', 'Languages are up to date');
      notify('warning', 'Slow network');
      notify('error', '500', 'Server failed');
      notify('success', 'Password changed');
      notify('error', '500', 'Server failed again');
    });
    expect(screen.getAllByText('500')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Server failed');
    expect(screen.getAllByRole('status').map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Synced',
      'Slow network',
      'Password changed',
    ]);
    await userEvent
      .setup()
      .click(screen.getByRole('alert').querySelector('ion-button.notification-close') as Element);
    expect(screen.queryByText('500')).toBeNull();
  });
});

describe('back to top', () => {
  it('appears after scrolling more than 100 px and scrolls back when pressed', async () => {
    const { result } = renderHook(() => useBackToTop());
    act(() => result.current[1](scrolledTo(100)));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](scrolledTo(101)));
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](scrolledTo(40)));
    expect(result.current[0]).toBe(false);

    const onClick = vi.fn<() => void>();
    render(<BackToTop visible onClick={onClick} />);
    await userEvent.setup().click(screen.getByTitle('Back to top'));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
