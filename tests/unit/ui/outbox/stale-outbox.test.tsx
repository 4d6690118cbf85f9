import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEntries, putEntry, removeEntries } from '../../../../src/platform/outbox/store';
import { newEntry } from '../../../../src/platform/outbox/transitions';
import { OutboxStatus } from '../../../../src/ui/header/OutboxStatus';
import { StaleOutboxNotice } from '../../../../src/ui/outbox/StaleOutboxNotice';
import { signInAs } from '../../platform/harness';

const HOUR = 3600_000;
const STALE_TEXT = 'Waiting for more than 24 hours: 1. Check the network, or sign in again.';

async function queued(id: string, hoursAgo: number): Promise<void> {
  const at = Date.now() - hoursAgo * HOUR;
  const entry = newEntry(
    {
      userId: 7,
      kind: 'group-info',
      entity: id,
      method: 'POST',
      path: '/api/arrivals/groupinfo',
      body: {},
      label: id,
    },
    id,
    at,
  );
  await putEntry(entry);
}

function renderBoth() {
  render(
    <MemoryRouter>
      <OutboxStatus userId={7} />
      <StaleOutboxNotice />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signInAs({ roles: ['arrivalsmanager'], uid: 7 });
});
afterEach(async () => {
  await removeEntries((await allEntries()).map((e) => e.id));
});

describe('a change waiting on the device for more than a day', () => {
  it('turns the header count red, says why, and is called out on the working screen', async () => {
    await queued('old', 25);
    await queued('new', 1);
    renderBoth();
    await waitFor(() => expect(document.querySelector('.outbox-count')?.textContent).toBe('2'));
    expect(document.querySelector('.outbox-count')?.getAttribute('color')).toBe('danger');
    expect(document.querySelector('.outbox-status')?.getAttribute('aria-label')).toBe(STALE_TEXT);
    expect((await screen.findByRole('alert')).textContent).toContain(STALE_TEXT);
    expect(screen.getByRole('link', { name: 'Open Outbox' }).getAttribute('href')).toBe('/outbox');
  });

  it('is not called out while every change is younger than a day', async () => {
    await queued('new', 23);
    renderBoth();
    await waitFor(() => expect(document.querySelector('.outbox-count')?.textContent).toBe('1'));
    expect(document.querySelector('.outbox-count')?.getAttribute('color')).toBe('warning');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
