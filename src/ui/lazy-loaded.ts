import { createElement, lazy, useState, type ComponentType } from 'react';
import { failedStyleSheet, loadStyleSheet } from './failed-styles';

/** A chunk's loader, started at most once, that remembers the module once it is here. */
export interface Loader<M> {
  (): Promise<M>;
  loaded?: M;
}

export function loader<M>(load: () => Promise<M>): Loader<M> {
  let loading: Promise<M> | null = null;
  /** Style sheets of this chunk that failed: Vite's preload counts them as tried and would skip them. */
  const missingStyles = new Set<string>();
  const loadMissingStyles = () =>
    Promise.all(
      [...missingStyles].map(async (href) => {
        await loadStyleSheet(href);
        missingStyles.delete(href);
      }),
    );
  const start: Loader<M> = () =>
    (loading ??= loadMissingStyles()
      .then(load)
      .then(
        (module) => (start.loaded = module),
        (error: unknown) => {
          loading = null; // a chunk that failed (offline before the worker had it) may load later
          const sheet = failedStyleSheet(error);
          if (sheet) missingStyles.add(sheet);
          throw error;
        },
      ));
  return start;
}

/**
 * React.lazy for a chunk that may already be here. React.lazy suspends on its first render even when
 * the module was preloaded, and the render that follows is a Suspense retry, whose commit React holds
 * back until 300 ms after the last fallback it showed: at an offline start the first arrivals card
 * waited for that. A component whose module is loaded renders at once instead.
 * React.lazy keeps a failure for good, so after one the next mount (a retry) gets a new one.
 */
export function lazyLoaded<M, P extends object>(
  load: Loader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const makeLazy = (): ComponentType<P> =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          Lazy = makeLazy();
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  function LazyLoaded(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => (load.loaded ? pick(load.loaded) : Lazy));
    return createElement(Component, props);
  }
  return LazyLoaded;
}
