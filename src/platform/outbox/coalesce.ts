/** Entries settling in a burst refresh the screens once it pauses, and at least this often meanwhile. */
export const SETTLED_QUIET_MS = 300;
export const SETTLED_MAX_WAIT_MS = 3_000;

/**
 * Runs `fn` once a burst of calls has gone quiet for `quietMs`, and at least every `maxWaitMs` while
 * the burst lasts. A replay of a long queue settles an entry every few milliseconds: the screens then
 * refetch a few times in all, not once per entry (which had the server answer list queries instead
 * of the replay).
 */
export function coalesce(
  fn: () => void,
  quietMs: number,
  maxWaitMs: number,
): { call(): void; cancel(): void } {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    quiet = undefined;
    longest = undefined;
  };
  const run = () => {
    cancel();
    fn();
  };
  return {
    call() {
      clearTimeout(quiet);
      quiet = setTimeout(run, quietMs);
      longest ??= setTimeout(run, maxWaitMs);
    },
    cancel,
  };
}

/**
 * Runs `task` for a burst of calls without piling them up: a call while it runs asks for one more
 * run, started `gapMs` after the current one ends, so the last call is always followed by a run that
 * sees its change. Every tab reads the whole outbox on each change; during a replay the outbox changes
 * twice per entry, and reads queued for every change held up the service worker's writes.
 */
export function oneAtATime(task: () => Promise<void>, gapMs: number): { call(): void; cancel(): void } {
  let running = false;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    running = true;
    again = false;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again && !stopped) timer = setTimeout(run, gapMs);
      });
  };
  return {
    call() {
      stopped = false;
      if (running || timer !== undefined) again = true;
      else run();
    },
    cancel() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
