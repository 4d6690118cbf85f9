import type { Option } from '../../../contract';
import { getToken } from '../../platform/session';

export interface AutocompleteSource {
  /** Path of the lookup; the text goes in `&search=` (or `?search=` when the path has no query). */
  endpoint: string;
  /** Name of the query parameter; default 'search' (the spec's). */
  queryParam?: string;
  /** Send the signed-in user's bearer token; default true. */
  withToken?: boolean;
  /** Turns the answer into options; default: an array of {label, value}, or `entities` of a page. */
  toOptions?: (body: unknown) => Option[];
}

export function searchUrl(endpoint: string, text: string, queryParam = 'search'): string {
  const glue = !endpoint.includes('?') ? '?' : /[?&]$/.test(endpoint) ? '' : '&';
  return `${endpoint}${glue}${encodeURIComponent(queryParam)}=${encodeURIComponent(text)}`;
}

function isOption(item: unknown): item is Option {
  if (typeof item !== 'object' || item === null) return false;
  const { label, value } = item as Record<string, unknown>;
  return typeof label === 'string' && (typeof value === 'string' || typeof value === 'number');
}

export function optionsOf(body: unknown): Option[] {
  const list = Array.isArray(body) ? body : (body as { entities?: unknown } | null)?.entities;
  return Array.isArray(list) ? list.filter(isOption) : [];
}

/** One lookup. Credentials go along so a cookie-authenticated endpoint answers too. */
export async function fetchOptions(
  source: AutocompleteSource,
  text: string,
  signal: AbortSignal,
): Promise<Option[]> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = source.withToken === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(searchUrl(source.endpoint, text, source.queryParam), {
    headers,
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`Lookup answered ${response.status}`);
  return (source.toOptions ?? optionsOf)((await response.json()) as unknown);
}
