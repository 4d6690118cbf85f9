import { requestDrain } from './queue';
import { allEntries, onOutboxChange } from './store';
import { isPending } from './transitions';

/** Operations of any user on this device still waiting or on their way. */
export async function pendingCount(): Promise<number> {
  return (await allEntries()).filter(isPending).length;
}

/**
 * Before a new version takes over: asks for the outbox to be sent and reports the count still
 * pending after every change, until it reaches zero. Returns the function that stops watching.
 */
export function watchUntilSent(onCount: (count: number) => void): () => void {
  const check = () =>
    void pendingCount().then((n) => {
      onCount(n);
      if (n === 0) stop();
    });
  const stop = onOutboxChange(check);
  void requestDrain();
  check();
  return stop;
}
