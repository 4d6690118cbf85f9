import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce, oneAtATime } from '../../../../src/platform/outbox/coalesce';

describe('coalescing the screens’ refresh while outbox entries settle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes once after a burst of settled entries goes quiet', () => {
    const fn = vi.fn<() => void>();
    const refresh = coalesce(fn, 300, 3_000);
    for (let i = 0; i < 50; i++) {
      refresh.call();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not refresh before the burst pauses', () => {
    const fn = vi.fn<() => void>();
    const refresh = coalesce(fn, 300, 3_000);
    refresh.call();
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
  });

  it('still refreshes every few seconds during a long replay', () => {
    const fn = vi.fn<() => void>();
    const refresh = coalesce(fn, 300, 3_000);
    for (let i = 0; i < 1_000; i++) {
      refresh.call();
      vi.advanceTimersByTime(10);
    }
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('refreshes again for entries settling after the last refresh', () => {
    const fn = vi.fn<() => void>();
    const refresh = coalesce(fn, 300, 3_000);
    refresh.call();
    vi.advanceTimersByTime(300);
    refresh.call();
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('never refreshes after it is cancelled (the app left)', () => {
    const fn = vi.fn<() => void>();
    const refresh = coalesce(fn, 300, 3_000);
    refresh.call();
    refresh.cancel();
    vi.advanceTimersByTime(5_000);
    expect(fn).not.toHaveBeenCalled();
  });
});

/** A task whose runs the test finishes by hand, counting how many started. */
function manualTask() {
  const finishers: Array<() => void> = [];
  const task = vi.fn<() => Promise<void>>(() => new Promise<void>((resolve) => finishers.push(resolve)));
  const finish = async () => {
    finishers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { task, finish };
}

describe('reading the outbox one read at a time while it changes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads at once when nothing is being read', () => {
    const { task } = manualTask();
    oneAtATime(task, 100).call();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('folds the changes made during a read into one more read', async () => {
    const { task, finish } = manualTask();
    const reader = oneAtATime(task, 100);
    reader.call();
    for (let i = 0; i < 20; i++) reader.call();
    await finish();
    await vi.advanceTimersByTimeAsync(100);
    await finish();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('waits the gap before reading again', async () => {
    const { task, finish } = manualTask();
    const reader = oneAtATime(task, 100);
    reader.call();
    reader.call();
    await finish();
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('reads after the last change, however late in a read it came', async () => {
    const { task, finish } = manualTask();
    const reader = oneAtATime(task, 100);
    reader.call();
    await finish();
    reader.call();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('reads no more once cancelled', async () => {
    const { task, finish } = manualTask();
    const reader = oneAtATime(task, 100);
    reader.call();
    reader.call();
    reader.cancel();
    await finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('keeps reading after a read fails', async () => {
    const task = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('IndexedDB closed'))
      .mockResolvedValue(undefined);
    const reader = oneAtATime(task, 100);
    reader.call();
    reader.call();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
