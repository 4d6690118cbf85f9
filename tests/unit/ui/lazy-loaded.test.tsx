import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyLoaded, loader } from '../../../src/ui/lazy-loaded';

const Greeting = ({ name }: { name: string }) => <p>{`Hello ${name}`}</p>;

describe('a lazily loaded screen', () => {
  it('renders at once, without a fallback, when its chunk was preloaded', async () => {
    const load = loader(() => Promise.resolve({ Greeting }));
    await load();
    const Lazy = lazyLoaded(load, (m) => m.Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ann" />
      </Suspense>,
    );
    // Synchronously, in the first commit: React.lazy would show the fallback here.
    expect(screen.getByText('Hello Ann')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads its chunk once, on first render when not preloaded, and again after a failure', async () => {
    let calls = 0;
    const load = loader(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Greeting });
    });
    await expect(load()).rejects.toThrow('offline');
    const Lazy = lazyLoaded(load, (m) => m.Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Bo" />
        <Lazy name="Cy" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    expect(screen.getByText('Hello Cy')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
