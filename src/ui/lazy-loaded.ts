import { createContext, createElement, lazy, useContext, useState, type ComponentType } from 'react';
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
 * Which load attempt a screen is rendered under: a retry (ScreenBoundary's Try again) provides a new
 * one. React.lazy keeps a failure for good, so a lazy screen that failed makes a new React.lazy for
 * a new attempt, and only then: React renders a failed tree once more before it shows the error
 * boundary, and a new React.lazy on that render would start another load, fail, and so on forever.
 */
export const LoadAttempt = createContext(0);
let attempts = 0;
export const nextLoadAttempt = (): number => ++attempts;

/**
 * React.lazy for a chunk that may already be here. React.lazy suspends on its first render even when
 * the module was preloaded, and the render that follows is a Suspense retry, whose commit React holds
 * back until 300 ms after the last fallback it showed: at an offline start the first arrivals card
 * waited for that. A component whose module is loaded renders at once instead.
 */
export function lazyLoaded<M, P extends object>(
  load: Loader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let failed = false;
  const makeLazy = (): ComponentType<P> =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  let madeFor = 0;
  function LazyLoaded(props: P) {
    const attempt = useContext(LoadAttempt);
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => {
      if (load.loaded) return pick(load.loaded);
      if (failed && attempt !== madeFor) {
        Lazy = makeLazy();
        failed = false;
        madeFor = attempt;
      }
      return Lazy;
    });
    return createElement(Component, props);
  }
  return LazyLoaded;
}
