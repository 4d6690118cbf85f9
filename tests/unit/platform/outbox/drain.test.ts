import { beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../../src/platform/outbox/drain';
import { allEntries, onOutboxChange, putEntry, removeEntry } from '../../../../src/platform/outbox/store';
import { newEntry } from '../../../../src/platform/outbox/transitions';

interface Call {
  path: string;
  key: string | null;
  body: unknown;
}

/** A server stand-in at the fetch boundary: answers by path and records what was sent. */
function server(answers: Record<string, number[]>, me: number | 401 = 7) {
  const calls: Call[] = [];
  const fetcher = (async (path: string, init?: RequestInit) => {
    if (path === '/api/auth/me') {
      return me === 401
        ? new Response('{}', { status: 401 })
        : new Response(JSON.stringify({ id: me }), { status: 200 });
    }
    const headers = new Headers(init?.headers);
    calls.push({ path, key: headers.get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
    const status = answers[path]?.shift() ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ title: 'T', message: `answer ${status}` }), { status });
  }) as typeof fetch;
  return { fetcher, calls };
}

const entry = (id: string, entity: string, createdAt: number, path = `/api/x/${id}`, userId = 7) =>
  newEntry(
    { userId, kind: 'group-info', entity, method: 'POST', path, body: { id }, label: id },
    id,
    createdAt,
  );

describe('draining the outbox', () => {
  beforeEach(async () => {
    for (const e of await allEntries()) await removeEntry(e.id);
  });

  it('sends every due entry once, in order per entity, with its idempotency key', async () => {
    await putEntry(entry('a2', 'A', 2));
    await putEntry(entry('a1', 'A', 1));
    await putEntry(entry('b1', 'B', 3));
    const { fetcher, calls } = server({});
    expect(await drainOutbox(fetcher)).toBe('done');
    expect(calls.map((c) => [c.path, c.key])).toEqual([
      ['/api/x/a1', 'a1'],
      ['/api/x/b1', 'b1'],
      ['/api/x/a2', 'a2'],
    ]);
    expect((await allEntries()).every((e) => e.state === 'sent')).toBe(true);
    expect(await drainOutbox(fetcher)).toBe('done');
    expect(calls).toHaveLength(3);
  });

  it('sends entries of different entities side by side, never two of one entity at once', async () => {
    for (let i = 0; i < 16; i++) await putEntry(entry(`e${i}`, `E${i % 8}`, i));
    const inFlight = new Map<string, number>();
    let most = 0;
    let mostOfOne = 0;
    const fetcher = (async (path: string) => {
      if (path === '/api/auth/me') return new Response(JSON.stringify({ id: 7 }), { status: 200 });
      const entity = `E${Number(path.split('/e')[1]) % 8}`;
      inFlight.set(entity, (inFlight.get(entity) ?? 0) + 1);
      most = Math.max(
        most,
        [...inFlight.values()].reduce((a, b) => a + b, 0),
      );
      mostOfOne = Math.max(mostOfOne, ...inFlight.values());
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight.set(entity, inFlight.get(entity)! - 1);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    await drainOutbox(fetcher);
    expect({
      sideBySide: most > 1,
      mostOfOne,
      sent: (await allEntries()).filter((e) => e.state === 'sent').length,
    }).toEqual({
      sideBySide: true,
      mostOfOne: 1,
      sent: 16,
    });
  });

  it('drops sent entries after a day', async () => {
    const old = { ...entry('old', 'A', 1), state: 'sent' as const, updatedAt: Date.now() - 25 * 3600_000 };
    const recent = { ...entry('recent', 'B', 2), state: 'sent' as const, updatedAt: Date.now() - 3600_000 };
    await putEntry(old);
    await putEntry(recent);
    await drainOutbox(server({}).fetcher);
    expect((await allEntries()).map((e) => e.id)).toEqual(['recent']);
  });

  it('stops when the network is gone and keeps the entry for later', async () => {
    await putEntry(entry('a1', 'A', 1));
    const { fetcher } = server({ '/api/x/a1': [0] });
    expect(await drainOutbox(fetcher)).toBe('offline');
    const [e] = await allEntries();
    expect(e).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it('goes once more when asked while it was finding the network gone, so the return of the network is not missed', async () => {
    await putEntry(entry('a1', 'A', 1));
    const { fetcher: online, calls } = server({});
    let meCalls = 0;
    let second: Promise<unknown> = Promise.resolve();
    // The first look at the session fails (offline); the network returns and a second drain is asked
    // for before the first has given up.
    const flaky = (async (path: string, init?: RequestInit) => {
      if (path === '/api/auth/me' && meCalls++ === 0) {
        second = drainOutbox(online);
        throw new TypeError('Failed to fetch');
      }
      return online(path, init);
    }) as typeof fetch;
    await drainOutbox(flaky);
    expect(await second).toBe('busy');
    expect(calls.map((c) => c.path)).toEqual(['/api/x/a1']);
    expect((await allEntries())[0]).toMatchObject({ state: 'sent' });
  });

  it('leaves a conflict to the user and holds back that entity only', async () => {
    await putEntry(entry('a1', 'A', 1));
    await putEntry(entry('a2', 'A', 2));
    await putEntry(entry('b1', 'B', 3));
    const { fetcher, calls } = server({ '/api/x/a1': [409] });
    await drainOutbox(fetcher);
    expect(calls.map((c) => c.path)).toEqual(['/api/x/a1', '/api/x/b1']);
    const states = Object.fromEntries((await allEntries()).map((e) => [e.id, e.state]));
    expect(states).toEqual({ a1: 'conflict', a2: 'waiting', b1: 'sent' });
  });

  it('sends nothing while signed out, and only the signed-in user’s entries', async () => {
    await putEntry(entry('mine', 'A', 1));
    await putEntry(entry('theirs', 'B', 2, '/api/x/theirs', 8));
    const out = server({}, 401);
    expect(await drainOutbox(out.fetcher)).toBe('signed-out');
    expect(out.calls).toEqual([]);
    const back = server({});
    await drainOutbox(back.fetcher);
    expect(back.calls.map((c) => c.path)).toEqual(['/api/x/mine']);
  });
});

describe('draining the outbox entity by entity', () => {
  beforeEach(async () => {
    for (const e of await allEntries()) await removeEntry(e.id);
  });

  /** Answers 200 after `wait(path)` resolves, and records when each request went out and came back. */
  function gatedServer(wait: (path: string) => Promise<void>) {
    const events: string[] = [];
    const inFlight = new Map<string, number>();
    let most = 0;
    const fetcher = (async (path: string) => {
      if (path === '/api/auth/me') return new Response(JSON.stringify({ id: 7 }), { status: 200 });
      const id = path.split('/').pop()!;
      const entity = id.replace(/\d+$/, '');
      events.push(`sent ${id}`);
      inFlight.set(entity, (inFlight.get(entity) ?? 0) + 1);
      most = Math.max(
        most,
        [...inFlight.values()].reduce((a, b) => a + b, 0),
      );
      if (inFlight.get(entity)! > 1) events.push(`overlap ${entity}`);
      await wait(path);
      inFlight.set(entity, inFlight.get(entity)! - 1);
      events.push(`answered ${id}`);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    return { fetcher, events, most: () => most };
  }

  it('does not hold one entity’s entries behind another entity’s slow answer', async () => {
    for (let i = 1; i <= 4; i++) await putEntry(entry(`a${i}`, 'A', i));
    for (let i = 1; i <= 3; i++) await putEntry(entry(`b${i}`, 'B', 10 + i));
    let releaseA: () => void = () => undefined;
    const aHeld = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    // A's first answer comes once B's last entry has gone out; the timer only keeps a drain that
    // waits for A from hanging the test.
    const safety = setTimeout(releaseA, 1_000);
    const { fetcher, events } = gatedServer(async (path) => {
      if (path === '/api/x/b3') releaseA();
      if (path === '/api/x/a1') await aHeld;
    });
    expect(await drainOutbox(fetcher)).toBe('done');
    clearTimeout(safety);
    expect(events.indexOf('sent b3')).toBeGreaterThan(-1);
    expect(events.indexOf('sent b3')).toBeLessThan(events.indexOf('answered a1'));
    expect((await allEntries()).every((e) => e.state === 'sent')).toBe(true);
  });

  it('keeps each entity’s order, one entry at a time, while answers come back in any order', async () => {
    // 8 entities × 5 entries, queued interleaved; answers take 0–3 ticks, from a fixed sequence.
    const order = new Map<string, string[]>();
    for (let i = 0; i < 40; i++) {
      const entity = 'ABCDEFGH'[(i * 3) % 8];
      const id = `${entity}${i}`;
      order.set(entity, [...(order.get(entity) ?? []), id]);
      await putEntry(entry(id, entity, i));
    }
    let seed = 42;
    const ticks = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % 4;
    };
    const { fetcher, events, most } = gatedServer(async () => {
      for (let n = ticks(); n > 0; n--) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await drainOutbox(fetcher)).toBe('done');
    const sent = events.filter((e) => e.startsWith('sent ')).map((e) => e.slice(5));
    const sentOf = (entity: string) => sent.filter((id) => id.replace(/\d+$/, '') === entity);
    expect(Object.fromEntries([...order.keys()].map((entity) => [entity, sentOf(entity)]))).toEqual(
      Object.fromEntries(order),
    );
    expect(events.filter((e) => e.startsWith('overlap'))).toEqual([]);
    expect(most()).toBeGreaterThan(1);
    expect((await allEntries()).filter((e) => e.state === 'sent')).toHaveLength(40);
  });

  it('stops an entity at a refusal or a 5xx and lets the others run to their end', async () => {
    await putEntry(entry('a1', 'A', 1));
    await putEntry(entry('a2', 'A', 2));
    await putEntry(entry('a3', 'A', 3));
    await putEntry(entry('b1', 'B', 4));
    await putEntry(entry('b2', 'B', 5));
    for (let i = 1; i <= 3; i++) await putEntry(entry(`c${i}`, 'C', 5 + i));
    const { fetcher, calls } = server({ '/api/x/a2': [503], '/api/x/b1': [422] });
    expect(await drainOutbox(fetcher)).toBe('done');
    expect(calls.map((c) => c.path).toSorted()).toEqual([
      '/api/x/a1',
      '/api/x/a2',
      '/api/x/b1',
      '/api/x/c1',
      '/api/x/c2',
      '/api/x/c3',
    ]);
    const byId = Object.fromEntries((await allEntries()).map((e) => [e.id, [e.state, e.attempts]]));
    expect(byId).toEqual({
      a1: ['sent', 0],
      a2: ['waiting', 1],
      a3: ['waiting', 0],
      b1: ['refused', 0],
      b2: ['waiting', 0],
      c1: ['sent', 0],
      c2: ['sent', 0],
      c3: ['sent', 0],
    });
  });

  it('stops every entity at a 401 and leaves nothing marked as on its way', async () => {
    for (let i = 1; i <= 3; i++) await putEntry(entry(`a${i}`, 'A', i));
    for (let i = 1; i <= 3; i++) await putEntry(entry(`b${i}`, 'B', 10 + i));
    const { fetcher, calls } = server({ '/api/x/a1': [401], '/api/x/b1': [401] });
    expect(await drainOutbox(fetcher)).toBe('signed-out');
    expect(calls.map((c) => c.path).toSorted()).toEqual(['/api/x/a1', '/api/x/b1']);
    const entries = await allEntries();
    expect(entries.map((e) => e.state)).toEqual(Array.from({ length: 6 }, () => 'waiting'));
    expect(entries.filter((e) => e.needsSignIn).map((e) => e.id)).toEqual(['a1', 'b1']);
  });

  it('sends an entry interrupted on its way again with the same key, before the later ones of its entity', async () => {
    await putEntry({ ...entry('a1', 'A', 1), state: 'sending' });
    await putEntry(entry('a2', 'A', 2));
    const { fetcher, calls } = server({});
    expect(await drainOutbox(fetcher)).toBe('done');
    expect(calls.map((c) => c.key)).toEqual(['a1', 'a2']);
    expect((await allEntries()).map((e) => e.state)).toEqual(['sent', 'sent']);
  });

  it('writes what a replay changes in shared transactions, not twice per entry', async () => {
    for (let i = 0; i < 60; i++) await putEntry(entry(`e${i}`, `E${i % 6}`, i));
    let announces = 0;
    const stop = onOutboxChange(() => announces++);
    const { fetcher } = server({});
    expect(await drainOutbox(fetcher)).toBe('done');
    // Announces reach the listener asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect((await allEntries()).filter((e) => e.state === 'sent')).toHaveLength(60);
    expect(announces).toBeGreaterThan(0);
    expect(announces).toBeLessThan(60);
  });
});
