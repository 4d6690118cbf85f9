import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissNotification,
  notificationsReducer,
  notify,
  useNotifications,
  type AppNotification,
} from '../../../src/platform/notifications';

const note = (
  guid: string,
  title: string,
  type: AppNotification['type'] = 'information',
): AppNotification => ({ guid, title, message: 'm', type });

describe('notificationsReducer', () => {
  it('adds a notification', () => {
    expect(notificationsReducer([], { type: 'add', notification: note('a', 'Saved') })).toEqual([
      note('a', 'Saved'),
    ]);
  });

  it('does not add one with the title of a shown one, whatever its kind', () => {
    const state = [note('a', 'Saved')];
    expect(notificationsReducer(state, { type: 'add', notification: note('b', 'Saved', 'error') })).toBe(
      state,
    );
  });

  it('adds one with a different title', () => {
    const state = notificationsReducer([note('a', 'Saved')], {
      type: 'add',
      notification: note('b', 'Deleted'),
    });
    expect(state.map((n) => n.guid)).toEqual(['a', 'b']);
  });

  it('removes by guid and leaves the rest', () => {
    const state = notificationsReducer([note('a', 'One'), note('b', 'Two')], { type: 'remove', guid: 'a' });
    expect(state).toEqual([note('b', 'Two')]);
  });

  it('ignores removing an unknown guid', () => {
    const state = [note('a', 'One')];
    expect(notificationsReducer(state, { type: 'remove', guid: 'x' })).toBe(state);
  });
});

describe('notification store', () => {
  afterEach(() => vi.useRealTimers());

  it('dismisses information after a few seconds but keeps errors until closed', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotifications());
    let errorGuid = '';
    act(() => {
      notify('success', 'Password changed');
      errorGuid = notify('error', '500', 'Server failed');
    });
    expect(result.current.map((n) => n.title)).toEqual(['Password changed', '500']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.map((n) => n.title)).toEqual(['500']);
    act(() => dismissNotification(errorGuid));
    expect(result.current).toEqual([]);
  });
});
