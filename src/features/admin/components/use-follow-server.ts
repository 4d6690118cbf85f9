import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps an untouched form in step with its query: the screen opens at once from the device's kept copy,
 * then the server's answer arrives; a form the user has not edited takes it, an edited one keeps the
 * user's values. Runs only when the data changes identity (TanStack keeps an equal answer's identity).
 */
export function useFollowServer<TIn extends FieldValues, TOut, D>(
  form: Pick<UseFormReturn<TIn, unknown, TOut>, 'reset' | 'formState'>,
  data: D | undefined,
  toValues: (data: D) => TIn,
): void {
  const seen = useRef(data);
  const { reset, formState } = form;
  const dirty = formState.isDirty;
  useEffect(() => {
    if (data === undefined || data === seen.current) return;
    seen.current = data;
    if (!dirty) reset(toValues(data));
    // toValues is a pure mapping; following its identity would reset on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, dirty, reset]);
}
