import { createElement, lazy, useState, type ComponentType } from 'react';

/** A chunk's loader, started at most once, that remembers the module once it is here. */
export interface Loader<M> {
  (): Promise<M>;
  loaded?: M;
}

export function loader<M>(load: () => Promise<M>): Loader<M> {
  let loading: Promise<M> | null = null;
  const start: Loader<M> = () =>
    (loading ??= load().then(
      (module) => (start.loaded = module),
      (error: unknown) => {
        loading = null; // a chunk that failed (offline before the worker had it) may load later
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
 */
export function lazyLoaded<M, P extends object>(
  load: Loader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  function LazyLoaded(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => (load.loaded ? pick(load.loaded) : Lazy));
    return createElement(Component, props);
  }
  return LazyLoaded;
}
