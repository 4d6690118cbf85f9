import type { PlaceRating } from '../../../contract';

/** Why a rating lookup gave no rating: the client shows the title of the error it becomes. */
export type RatingFailure =
  | { reason: 'not_configured' }
  | { reason: 'not_found' }
  | { reason: 'timeout' }
  | { reason: 'unreachable' }
  | { reason: 'refused'; detail: string };

export type RatingResult = { ok: true; rating: PlaceRating } | ({ ok: false } & RatingFailure);

/** The JSON of a GET with a time limit; network failures and timeouts become failures, never throws. */
export async function getJson(
  url: string,
  timeoutMs: number,
): Promise<{ ok: true; status: number; body: unknown } | ({ ok: false } & RatingFailure)> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (e) {
    const name = (e as Error).name;
    return {
      ok: false,
      reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable',
    };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: 'timeout' };
    // A body that is not JSON is judged by the status below.
  }
  return { ok: true, status: res.status, body };
}

/** A number from a number or a numeric string (TripAdvisor sends "4.5"); anything else is null. */
export function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}
