import { useEffect, useRef, useState } from 'react';
import type { Option } from '../../../contract';
import { fetchOptions, type AutocompleteSource } from './autocomplete-source';

/** Quiet time after the last keystroke before a lookup goes out (01-platform section 9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

export interface OptionsState {
  options: Option[];
  status: 'idle' | 'loading' | 'done' | 'failed';
}

const IDLE: OptionsState = { options: [], status: 'idle' };

/**
 * Options for the text, looked up once the typing has paused. A newer text cancels the older
 * lookup, so a slow answer never replaces a fresher one.
 */
export function useAutocompleteOptions(
  source: AutocompleteSource,
  text: string | null,
  minLength = 1,
): OptionsState {
  const [state, setState] = useState<OptionsState>(IDLE);
  // The caller may pass a new object (and a new mapper) on every render; only the request matters.
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  const { endpoint, queryParam, withToken } = source;
  const query = text?.trim() ?? '';
  const active = text !== null && query.length >= minLength;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ options: s.options, status: 'loading' }));
      fetchOptions({ ...latest.current, endpoint, queryParam, withToken }, query, controller.signal).then(
        (options) => setState({ options, status: 'done' }),
        () => {
          if (!controller.signal.aborted) setState({ options: [], status: 'failed' });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, query, endpoint, queryParam, withToken]);

  return active ? state : IDLE;
}
