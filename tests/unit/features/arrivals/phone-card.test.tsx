import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveGroupInfo } from '../../../../contract';
import { allEntries, removeEntry } from '../../../../src/platform/outbox/store';
import { renderApp, signInAs, stubApi } from '../../platform/harness';
import { arrival, groupInfo } from './fixtures';

const guest = arrival({ groupInfo: groupInfo({ communicationStatus: 16 }) });

function phoneScreen() {
  // The phone layout is chosen by a media query; happy-dom answers it from the window's size.
  (
    window as unknown as { happyDOM: { setWindowSize(s: { width: number; height: number }): void } }
  ).happyDOM.setWindowSize({ width: 390, height: 844 });
}

describe('arrivals on a phone', () => {
  beforeEach(async () => {
    for (const e of await allEntries()) await removeEntry(e.id);
    phoneScreen();
    signInAs({ roles: ['arrivalsmanager'], uid: 7 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("queues a contact chip's change in the outbox with the group's values as its base, then shows it saved", async () => {
    const sent: Array<{ key: string | null; body: SaveGroupInfo }> = [];
    let onServer = guest;
    const paging = {
      currentPage: 1,
      totalItems: 1,
      itemsPerPage: 50,
      prevPage: null,
      nextPage: null,
      totalPages: 1,
      from: 1,
      to: 1,
    };
    stubApi({
      'POST /api/arrivals/filtered': () => ({ body: { entities: [onServer], pagingInfo: paging } }),
      'GET /api/hotels/witharrivals': { body: [{ id: 5, name: 'Atlantis The Palm' }] },
      'GET /api/auth/me': { body: { id: 7 } },
      'POST /api/arrivals/groupinfo': (init) => {
        const body = JSON.parse(String(init.body)) as SaveGroupInfo;
        sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body });
        onServer = { ...guest, groupInfo: groupInfo({ communicationStatus: 17 }) };
        return { body: onServer.groupInfo };
      },
    });
    renderApp('/arrivals');
    const card = await screen.findByRole('article', { name: 'Group TD-2605-0001' }, { timeout: 4000 });
    expect(within(card).getByText('Comm. Resp.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call +971501234567' }).getAttribute('href')).toBe(
      'tel:+971501234567',
    );

    // A click, not user-event's pointer sequence: at phone width the menu's swipe gesture listens to
    // mousedown on the document, which happy-dom's Document fails (`instanceof Document` is false there).
    fireEvent.click(within(card).getByRole('button', { name: 'Call initiated' }));

    await waitFor(async () => expect(await allEntries()).toHaveLength(1));
    const [queued] = await allEntries();
    expect(queued).toMatchObject({
      userId: 7,
      kind: 'group-info',
      entity: 'group-info:TD-2605-0001',
      path: '/api/arrivals/groupinfo',
      body: {
        groupId: 'TD-2605-0001',
        values: { communicationStatus: 17 },
        base: { communicationStatus: 16 },
      },
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].key).toBe(queued.key);
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Call initiated' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(within(card).getByRole('button', { name: 'Call responded' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
