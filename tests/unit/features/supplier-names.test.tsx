import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AvailabilityGrid,
  AvailabilitySlot,
  PickUpTimeSetRow,
  TimeSlotGroupRow,
} from '../../../contract';
import { AppProviders } from '../../../src/app/App';
import { ChartGrid } from '../../../src/features/availability/components/ChartGrid';
import { DayCards } from '../../../src/features/availability/components/DayCards';
import { renderApp, signInAs, stubApi } from '../platform/harness';
import { layOutTables } from '../ui/data-table/fixtures';

/**
 * The operator's staff reach every supplier's time slots, pick-up sets and chart, and the API names each
 * row's supplier to them (`supplierName`); a supplier's own staff get no name. The screens say whose a
 * row is exactly when the name comes.
 */

const group = (id: number, name: string, supplierName?: string): TimeSlotGroupRow => ({
  id,
  name,
  capacity: 20,
  minimumAdvancedBooking: 0,
  isTimeSlotsIndependant: false,
  pickUpTimeName: null,
  isExternal: false,
  ...(supplierName === undefined ? {} : { supplierName }),
  timeSlots: [{ id: id * 10, name: `${name} slot` }],
});

const pickUpSet = (id: number, name: string, supplierName?: string): PickUpTimeSetRow => ({
  id,
  name,
  isFixedTime: false,
  regions: 3,
  hotels: 1,
  ...(supplierName === undefined ? {} : { supplierName }),
});

const slot = (id: number, name: string, supplierName?: string): AvailabilitySlot => ({
  id,
  name,
  groupId: 1,
  groupName: 'Desert camps',
  ...(supplierName === undefined ? {} : { supplierName }),
  startTime: '16:00',
  type: 0,
  isExternal: false,
  isShared: false,
  capacity: 10,
  stopSellReason: null,
  sold: [2],
  left: [8],
  waiting: [0],
  closed: [null],
  band: ['low'],
  crew: [null],
  checkedIn: [null],
});

const gridOf = (slots: AvailabilitySlot[]): AvailabilityGrid => ({
  from: '2026-12-01',
  days: ['2026-12-01'],
  asOf: '2026-11-28T01:00:00Z',
  slots,
});

/** The cells of a table's body row that holds this text. */
async function rowCells(text: string): Promise<string[]> {
  const row = (await screen.findByRole('link', { name: text })).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

// The tables' scroll areas get a browser's height, so their virtual rows are drawn.
layOutTables();

describe('whose a row is, for the operator’s staff', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('the time slot groups list has a Supplier column when the rows name their supplier', async () => {
    signInAs({ roles: ['editor'] });
    stubApi({
      'GET /api/timeslots/groups': {
        body: [group(1, 'Desert camps', 'Caravan Tours'), group(2, 'Dune dinners', 'Desert Falcon Safaris')],
      },
    });
    renderApp('/timeslots');
    expect(await rowCells('Dune dinners')).toContain('Desert Falcon Safaris');
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toBeTruthy();
  });

  it('a supplier’s own staff, whose rows carry no name, get no Supplier column', async () => {
    signInAs({ roles: ['editor'] });
    stubApi({ 'GET /api/timeslots/groups': { body: [group(2, 'Dune dinners')] } });
    renderApp('/timeslots');
    await screen.findByRole('link', { name: 'Dune dinners' });
    expect(screen.queryByRole('columnheader', { name: /Supplier/ })).toBeNull();
  });

  it('the pick-up time sets list says whose each set is', async () => {
    signInAs({ roles: ['admin'] });
    stubApi({
      'GET /api/pickuptimes': { body: [pickUpSet(5, 'Marina pick-ups', 'Arabian Seas Cruises')] },
    });
    renderApp('/pickuptimes');
    expect(await rowCells('Marina pick-ups')).toContain('Arabian Seas Cruises');
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toBeTruthy();
  });

  it('the pick-up time sets list shows no supplier when the rows name none', async () => {
    signInAs({ roles: ['admin'] });
    stubApi({ 'GET /api/pickuptimes': { body: [pickUpSet(5, 'Marina pick-ups')] } });
    renderApp('/pickuptimes');
    await screen.findByRole('link', { name: 'Marina pick-ups' });
    expect(screen.queryByRole('columnheader', { name: /Supplier/ })).toBeNull();
  });

  it('the group’s screen names its supplier when the server does', async () => {
    signInAs({ roles: ['editor'] });
    stubApi({
      'GET /api/timeslots/groups/7': {
        body: { ...group(7, 'Dune dinners', 'Desert Falcon Safaris'), pickUpTimeId: null, timeSlots: [] },
      },
      'GET /api/pickuptimes/options': { body: [{ label: 'Not applicable', value: 0 }] },
    });
    renderApp(`/timeslots/${btoa('7')}`);
    expect(await screen.findByText('Supplier: Desert Falcon Safaris')).toBeTruthy();
  });

  it('the availability chart names each slot’s supplier on the grid and the phone’s cards, when sent', () => {
    const grid = gridOf([slot(1, 'Sunset', 'Desert Falcon Safaris'), slot(2, 'Sunrise')]);
    const { unmount } = render(
      <AppProviders>
        <ChartGrid grid={grid} onOpen={() => undefined} />
      </AppProviders>,
    );
    const sunset = screen.getByRole('rowheader', { name: /Sunset/ });
    expect(sunset.textContent).toContain('Desert Falcon Safaris');
    expect(screen.getByRole('rowheader', { name: /Sunrise/ }).textContent).toBe(
      'Sunrise16:00 · Desert camps',
    );
    expect(
      screen.getByRole('button', { name: /^Sunset 16:00, Desert Falcon Safaris, 01\.12\.2026,/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Sunrise 16:00, 01\.12\.2026,/ })).toBeTruthy();
    unmount();

    render(
      <AppProviders>
        <DayCards grid={grid} date="2026-12-01" onDay={() => undefined} onOpen={() => undefined} />
      </AppProviders>,
    );
    // A day's cards are in time order, then by name (issue 24 item 17): Sunrise before Sunset.
    const cards = screen.getAllByRole('button', { name: /16:00/ });
    expect(cards.map((c) => c.textContent?.split(' ')[0])).toEqual(['Sunrise', 'Sunset']);
    expect(cards[1].textContent).toContain('Desert camps · Desert Falcon Safaris');
    expect(cards[0].textContent).not.toContain('·');
  });
});
