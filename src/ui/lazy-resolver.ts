import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading the real resolver, so the first submit does not wait for it. */
  preload: () => void;
}

/**
 * A form resolver loaded on first use. Validation (zod and the contract's schemas) is then not part
 * of the JavaScript a screen needs before it can show: sign-in stays small.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  const start = () => (loading ??= load());
  const resolver = (async (values, context, options) =>
    (await start())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => void start();
  return resolver;
}
