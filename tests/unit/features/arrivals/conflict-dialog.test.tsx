import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveGroupInfo } from '../../../../contract';
import { allEntries, removeEntry } from '../../../../src/platform/outbox/store';
import { renderApp, signInAs, stubApi } from '../../platform/harness';
import { arrival, groupInfo } from './fixtures';

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
const guest = arrival({ groupInfo: groupInfo({ communicationStatus: 0 }) });

/** The server: someone else has moved the group to room 1401 and set 'Call initiated' meanwhile. */
function serverWithRivalEdit() {
  const sent: SaveGroupInfo[] = [];
  let current = groupInfo({
    communicationStatus: 1,
    hotels: [{ groupInfoId: 11, hotelId: 5, roomNumber: '1401' }],
  });
  stubApi({
    'POST /api/arrivals/filtered': () => ({ body: { entities: [guest], pagingInfo: paging } }),
    'GET /api/hotels/witharrivals': { body: [{ id: 5, name: 'Atlantis The Palm' }] },
    'GET /api/auth/me': { body: { id: 7 } },
    'POST /api/arrivals/groupinfo': (init) => {
      const body = JSON.parse(String(init.body)) as SaveGroupInfo;
      sent.push(body);
      const room = body.values.rooms?.['5'];
      if (room !== undefined && body.base?.rooms?.['5'] !== current.hotels[0].roomNumber) {
        return {
          status: 409,
          body: {
            title: 'Conflict',
            message: 'Someone else changed rooms:5 meanwhile; your other changes were saved',
            groupInfo: current,
            conflicts: [
              {
                field: 'rooms:5',
                base: body.base?.rooms?.['5'],
                mine: room,
                theirs: current.hotels[0].roomNumber,
              },
            ],
          },
        };
      }
      current = {
        ...current,
        hotels: [{ groupInfoId: 11, hotelId: 5, roomNumber: room ?? current.hotels[0].roomNumber }],
      };
      return { body: current };
    },
  });
  return sent;
}

async function saveRoomFromTheSheet(room: string) {
  const card = await screen.findByRole('article', { name: 'Group TD-2605-0001' }, { timeout: 4000 });
  fireEvent.click(within(card).getByText('Edit group'));
  const input = (await screen.findByLabelText('Room')) as HTMLInputElement;
  fireEvent.input(input, { target: { value: room } });
  fireEvent.click(screen.getByText('Save'));
}

/**
 * The dialog's dismissal (Ionic's animation, then its focus return, which queries the whole document)
 * must end inside the test: left running into the next test's teardown, happy-dom's selector engine
 * overflowed its stack walking a tree being torn down (an unhandled rejection seen once in CI).
 */
async function dialogClosed() {
  await waitFor(() => expect(screen.queryByText('Someone else changed this group')).toBeNull(), {
    timeout: 4000,
  });
}

describe('a group edit that clashes with someone else’s', () => {
  beforeEach(async () => {
    for (const e of await allEntries()) await removeEntry(e.id);
    (
      window as unknown as { happyDOM: { setWindowSize(s: { width: number; height: number }): void } }
    ).happyDOM.setWindowSize({ width: 390, height: 844 });
    signInAs({ roles: ['arrivalsmanager'], uid: 7 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it(
    "shows both values and, on 'Keep mine', sends mine again against theirs",
    { timeout: 15_000 },
    async () => {
      const sent = serverWithRivalEdit();
      renderApp('/arrivals');
      await saveRoomFromTheSheet('1301');

      const dialog = await screen.findByText('Someone else changed this group', {}, { timeout: 4000 });
      expect(dialog).toBeTruthy();
      expect(screen.getByText('Room (Atlantis The Palm)')).toBeTruthy();
      expect(screen.getByText('1301')).toBeTruthy();
      expect(screen.getByText('1401')).toBeTruthy();

      fireEvent.click(screen.getByText('Keep mine'));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]).toEqual({
        groupId: 'TD-2605-0001',
        values: { rooms: { '5': '1301' } },
        base: { rooms: { '5': '1401' } },
      });
      await waitFor(async () => expect((await allEntries()).map((e) => e.state)).toEqual(['sent']));
      await dialogClosed();
    },
  );

  it("drops my change only when I choose 'Take theirs'", async () => {
    serverWithRivalEdit();
    renderApp('/arrivals');
    await saveRoomFromTheSheet('1301');
    await screen.findByText('Someone else changed this group', {}, { timeout: 4000 });
    expect((await allEntries()).map((e) => e.state)).toEqual(['conflict']);

    fireEvent.click(screen.getByText('Take theirs'));
    await waitFor(async () => expect(await allEntries()).toHaveLength(0));
    await dialogClosed();
  });
});
