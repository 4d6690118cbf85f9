import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defineOutboxKind,
  httpVerdict,
  outboxKind,
  registerOutboxKinds,
  verdictOf,
  type OutboxAnswer,
} from '../../../../src/platform/outbox/kinds';
import { enqueue, resendEntry, settled } from '../../../../src/platform/outbox/queue';
import { allEntries, removeEntry } from '../../../../src/platform/outbox/store';
import { OUTBOX_KINDS } from '../../../../src/outbox-kinds';

const answer = (status: number, body: unknown = {}, replayed = false): OutboxAnswer => ({
  status,
  body,
  replayed,
});

interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

/**
 * A server stand-in at the fetch boundary, answering each send with the next of `answers`. It is the
 * page's fetch: enqueue asks for a drain at once, and with no service worker the page sends itself.
 */
function server(answers: Array<{ status: number; body?: unknown; replayed?: boolean }>) {
  const sent: Sent[] = [];
  const fetcher = (async (path: string, init?: RequestInit) => {
    if (path === '/api/auth/me') return new Response(JSON.stringify({ id: 7 }), { status: 200 });
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      path,
      key: headers.get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    });
    const next = answers.shift() ?? { status: 200 };
    return new Response(JSON.stringify(next.body ?? {}), {
      status: next.status,
      headers: next.replayed ? { 'Idempotent-Replayed': 'true' } : {},
    });
  }) as typeof fetch;
  vi.stubGlobal('fetch', fetcher);
  return { fetcher, sent };
}

/**
 * A kind as a feature writes it (what check-in for guides will look like): a PUT on a path made
 * from its payload, a key of its own, and a 409 that means the guest is checked in already.
 */
interface Scan {
  bookingId: number;
  code: string;
}
const scanKind = defineOutboxKind<Scan>({
  name: 'test-scan',
  entity: (scan) => `test-scan:${scan.bookingId}`,
  request: (scan) => ({ method: 'PUT', path: `/api/test/bookings/${scan.bookingId}/scan`, body: scan }),
  idempotencyKey: (scan, fresh) => `scan-${scan.code}-${fresh}`,
  classify: (a) =>
    a.status === 409 && (a.body as { reason?: string }).reason === 'checked_in'
      ? { outcome: 'already-done' }
      : httpVerdict(a),
  view: { title: 'Check-in' },
});

describe('the operation kinds the app registers', () => {
  it('are group-info edits, new bookings, check-ins and airport meetings, each found by its name', () => {
    expect(OUTBOX_KINDS.map((k) => k.name).sort()).toEqual([
      'airport-meeting',
      'booking',
      'check-in',
      'group-info',
    ]);
    for (const kind of OUTBOX_KINDS) expect(outboxKind(kind.name)).toBe(kind);
  });

  it('refuse a second, different kind under a name already taken, and take the same kind twice', () => {
    expect(() => registerOutboxKinds(OUTBOX_KINDS)).not.toThrow();
    const impostor = { ...OUTBOX_KINDS[0] };
    expect(() => registerOutboxKinds([impostor])).toThrow(`Two outbox kinds are named '${impostor.name}'`);
    expect(outboxKind(impostor.name)).toBe(OUTBOX_KINDS[0]);
  });
});

describe("HTTP's meaning, for kinds that add nothing to it", () => {
  it('reads 2xx as done, or already done when the server replayed its stored answer', () => {
    expect(httpVerdict(answer(200))).toEqual({ outcome: 'done' });
    expect(httpVerdict(answer(201, {}, true))).toEqual({ outcome: 'already-done' });
  });

  it('retries 408, 429 and 5xx; 409 is a conflict and other 4xx refusals, each with the reason', () => {
    expect(httpVerdict(answer(503, { reason: 'busy' }))).toEqual({ outcome: 'retry', reason: 'busy' });
    expect(httpVerdict(answer(408)).outcome).toBe('retry');
    expect(httpVerdict(answer(429)).outcome).toBe('retry');
    expect(httpVerdict(answer(409, { reason: 'stale' }))).toEqual({ outcome: 'conflict', reason: 'stale' });
    for (const status of [400, 403, 404, 422])
      expect(httpVerdict(answer(status, { reason: 'cut_off' }))).toEqual({
        outcome: 'refused',
        reason: 'cut_off',
      });
  });

  it("is what an unknown kind's answers get; a network failure and 401 never reach a kind", () => {
    expect(verdictOf('from-a-newer-version', answer(409))).toEqual({ outcome: 'conflict' });
    registerOutboxKinds([scanKind]);
    const everythingDone = defineOutboxKind({
      ...scanKind,
      name: 'test-lenient',
      classify: () => ({ outcome: 'done' }),
    });
    registerOutboxKinds([everythingDone]);
    expect(verdictOf('test-lenient', answer(0, null))).toEqual({ outcome: 'retry' });
    expect(verdictOf('test-lenient', answer(401))).toEqual({ outcome: 'sign-in' });
    expect(verdictOf('test-lenient', answer(500))).toEqual({ outcome: 'done' });
  });
});

describe('a kind added by a feature', () => {
  beforeEach(async () => {
    registerOutboxKinds([scanKind]);
    for (const e of await allEntries()) await removeEntry(e.id);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is queued with its entity, request and key, and sent as its kind built it', async () => {
    const { sent } = server([{ status: 201, body: { checkedIn: true } }]);
    const entry = await enqueue(scanKind, {
      userId: 7,
      payload: { bookingId: 41, code: 'QR1' },
      label: 'Ivan',
    });
    expect(entry).toMatchObject({
      kind: 'test-scan',
      entity: 'test-scan:41',
      method: 'PUT',
      path: '/api/test/bookings/41/scan',
      body: { bookingId: 41, code: 'QR1' },
      key: `scan-QR1-${entry.id}`,
    });
    expect(await settled(entry.id)).toMatchObject({ state: 'sent', result: { checkedIn: true } });
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/test/bookings/41/scan',
        key: entry.key,
        body: { bookingId: 41, code: 'QR1' },
      },
    ]);
  });

  it('decides what an answer means: its 409 here is "already done", not a conflict', async () => {
    server([{ status: 409, body: { reason: 'checked_in', at: '09:12' } }]);
    const entry = await enqueue(scanKind, {
      userId: 7,
      payload: { bookingId: 42, code: 'QR2' },
      label: 'Anna',
    });
    expect(await settled(entry.id)).toMatchObject({
      state: 'sent',
      alreadyDone: true,
      result: { reason: 'checked_in', at: '09:12' },
    });
  });

  it('keeps a refusal with its reason; a resend goes with a new request and a new key of its own', async () => {
    const { sent } = server([
      { status: 422, body: { title: 'Wrong day', message: 'Another day', reason: 'other_day' } },
      { status: 200, body: {}, replayed: true },
    ]);
    const entry = await enqueue(scanKind, {
      userId: 7,
      payload: { bookingId: 43, code: 'QR3' },
      label: 'Lev',
    });
    expect(await settled(entry.id)).toMatchObject({
      state: 'refused',
      error: { status: 422, message: 'Another day', reason: 'other_day' },
    });

    await resendEntry(scanKind, entry.id, { bookingId: 44, code: 'QR3' });
    const again = await settled(entry.id);
    expect(again).toMatchObject({ state: 'sent', alreadyDone: true, path: '/api/test/bookings/44/scan' });
    expect(again?.key).toMatch(/^scan-QR3-/);
    expect(again?.key).not.toBe(entry.key);
    expect(sent.map((s) => [s.path, s.key])).toEqual([
      ['/api/test/bookings/43/scan', entry.key],
      ['/api/test/bookings/44/scan', again?.key],
    ]);
  });
});
