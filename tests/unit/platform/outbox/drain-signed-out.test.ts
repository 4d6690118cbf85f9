import { beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../../src/platform/outbox/drain';
import { allEntries, putEntry, removeEntry } from '../../../../src/platform/outbox/store';
import { newEntry } from '../../../../src/platform/outbox/transitions';
import {
  clearDeviceSignOut,
  deviceSignOut,
  markSignedOut,
} from '../../../../src/platform/session/device-sign-out';

/** A server stand-in at the fetch boundary: the cookie is still alive (a sign-out made offline). */
function server(signOutStatus: number | 'offline' = 200) {
  const paths: string[] = [];
  const fetcher = (async (path: string) => {
    paths.push(path);
    if (path === '/api/auth/signout') {
      if (signOutStatus === 'offline') throw new TypeError('Failed to fetch');
      return new Response('{"ok":true}', { status: signOutStatus });
    }
    if (path === '/api/auth/me') return new Response(JSON.stringify({ id: 7 }), { status: 200 });
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  return { fetcher, paths };
}

const edit = () =>
  newEntry(
    { userId: 7, kind: 'group-info', entity: 'G', method: 'POST', path: '/api/x', body: {}, label: 'x' },
    'e1',
    1,
  );

describe('draining while the device is signed out (issue 23 item 3)', () => {
  beforeEach(async () => {
    for (const e of await allEntries()) await removeEntry(e.id);
    await clearDeviceSignOut();
  });

  it('sends nothing under the still-alive cookie, only the sign-out, once; the owner signed in again gets the edit sent', async () => {
    await putEntry(edit());
    await markSignedOut(7);
    const offline = server('offline');
    // The sign-out could not go: 'offline', so Background Sync tries again.
    expect(await drainOutbox(offline.fetcher)).toBe('offline');
    expect(offline.paths).toEqual(['/api/auth/signout']);
    expect((await deviceSignOut())?.revokePending).toBe(true);

    const online = server();
    expect(await drainOutbox(online.fetcher)).toBe('signed-out');
    expect(await drainOutbox(online.fetcher)).toBe('signed-out');
    expect(online.paths).toEqual(['/api/auth/signout']);
    expect((await allEntries()).map((e) => e.state)).toEqual(['waiting']);

    await clearDeviceSignOut();
    expect(await drainOutbox(online.fetcher)).toBe('done');
    expect(online.paths).toEqual(['/api/auth/signout', '/api/auth/me', '/api/x']);
  });
});
