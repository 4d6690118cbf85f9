import { describe, expect, it } from 'vitest';
import {
  agentDefaultQuery,
  operatorDefaultQuery,
  toAgentParams,
  toOperationsBody,
} from '../../../../src/features/bookings/lists/list-query';
import { withFilter, withSort } from '../../../../src/ui/data-table';

const params = (s: string) => Object.fromEntries(new URLSearchParams(s));

describe('agent list query string', () => {
  it("opens the agent's bookings on today onward, nearest first (not on the last month's)", () => {
    expect(params(toAgentParams(agentDefaultQuery(null, true, '2026-11-25'), true))).toEqual({
      page: '1',
      itemsPerPage: '50',
      orderBy: 'date',
      orderType: 'asc',
      from: '25.11.2026',
      showMy: '1',
    });
    // A group's bookings (the arrivals link) keep every date.
    expect(params(toAgentParams(agentDefaultQuery('TD-1', true, '2026-11-25'), true))).toMatchObject({
      orderType: 'desc',
      f: 'TD-1',
    });
  });

  it('sends the default order date desc, page 1 and showMy', () => {
    expect(params(toAgentParams(agentDefaultQuery(), true))).toEqual({
      page: '1',
      itemsPerPage: '50',
      orderBy: 'date',
      orderType: 'desc',
      showMy: '1',
    });
    expect(params(toAgentParams(agentDefaultQuery(), false)).showMy).toBe('0');
  });

  it('sends dates as DD.MM.YYYY, the sort lower-cased and every set filter', () => {
    let q = withFilter(agentDefaultQuery(), 'date', { from: '2026-03-01', to: '2026-03-31' });
    q = withFilter(q, 'f', 'Smith');
    q = withFilter(q, 'agentId', 7);
    q = withFilter(q, 'status', 'pending');
    q = withSort({ ...q, page: 3 }, { field: 'guestName', direction: 'asc' });
    expect(params(toAgentParams(q, true))).toMatchObject({
      page: '1',
      from: '01.03.2026',
      to: '31.03.2026',
      f: 'Smith',
      agentId: '7',
      status: 'pending',
      orderBy: 'guestname',
      orderType: 'asc',
    });
  });

  it('returns to page 1 when a filter changes', () => {
    const q = withFilter({ ...agentDefaultQuery(), page: 4 }, 'f', 'Lee');
    expect(q.page).toBe(1);
  });

  it('pre-fills the text filter of a group route', () => {
    expect(params(toAgentParams(agentDefaultQuery('G-1001'), true)).f).toBe('G-1001');
  });
});

describe('operator list body', () => {
  it('shows the default window today plus 14 days and sends it as DD.MM.YYYY', () => {
    const defaults = operatorDefaultQuery('2026-12-25');
    expect(defaults.filters.date).toEqual({ from: '2026-12-25', to: '2027-01-08' });
    expect(toOperationsBody(defaults)).toEqual({
      page: 1,
      itemsPerPage: 50,
      orderBy: 'date',
      orderType: 'desc',
      from: '25.12.2026',
      to: '08.01.2027',
    });
  });

  it('leaves the agent-only filters out and keeps text and status', () => {
    let q = withFilter(operatorDefaultQuery('2026-01-01', 'Ann'), 'hotelId', 3);
    q = withFilter(q, 'status', 'cancelled');
    const body = toOperationsBody(q);
    expect(body).toMatchObject({ f: 'Ann', status: 'cancelled' });
    expect(body).not.toHaveProperty('hotelId');
  });

  it('sends an emptied window as no dates, so the server applies its own default', () => {
    const q = withFilter(operatorDefaultQuery('2026-01-01'), 'date', null);
    expect(toOperationsBody(q)).not.toHaveProperty('from');
  });
});
