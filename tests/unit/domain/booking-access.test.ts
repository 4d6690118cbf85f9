import { describe, expect, it } from 'vitest';
import { agentAreaOpens, agentListReach, bookingRoleOf } from '../../../domain/booking-access';

const op = (roles: string[], agencyId: number | null = null) => ({ roles, agencyId, isOperatorStaff: true });
const supplierStaff = (roles: string[]) => ({ roles, agencyId: null, isOperatorStaff: false });
const agencyUser = (roles: string[], agencyId: number | null) => ({
  roles,
  agencyId,
  isOperatorStaff: false,
});

describe('bookingRoleOf', () => {
  it('makes an agent of an agency an agent, operator sellers staff, arrivals staff group readers', () => {
    expect(bookingRoleOf(agencyUser(['agent'], 7))).toBe('agent');
    expect(bookingRoleOf(agencyUser(['agent'], null))).toBeNull();
    expect(bookingRoleOf(op(['Operations']))).toBe('staff');
    expect(bookingRoleOf(op(['sales']))).toBe('staff');
    expect(bookingRoleOf(op(['arrivalsmanager']))).toBe('groups');
    expect(bookingRoleOf(op(['editor']))).toBeNull();
  });
  it('makes no staff of another supplier’s admin or operations: selling for an agency is the operator’s', () => {
    expect(bookingRoleOf(supplierStaff(['admin']))).toBeNull();
    expect(bookingRoleOf(supplierStaff(['operations']))).toBeNull();
    expect(bookingRoleOf(supplierStaff(['editor']))).toBeNull();
  });
});

describe('agentAreaOpens (the menu, the route guards and the server alike)', () => {
  it('opens selling to agents and the operator’s selling staff only', () => {
    expect(agentAreaOpens('agent', agencyUser(['agent'], 1))).toBe(true);
    expect(agentAreaOpens('agent', op(['operations']))).toBe(true);
    expect(agentAreaOpens('agent', op(['admin']))).toBe(true);
    expect(agentAreaOpens('agent', supplierStaff(['admin']))).toBe(false);
    expect(agentAreaOpens('agent', op(['arrivalsadmin']))).toBe(false);
  });
  it('opens a group’s bookings to sellers and arrivals staff; other areas are the role table’s', () => {
    expect(agentAreaOpens('groupBookings', op(['arrivalsmanager']))).toBe(true);
    expect(agentAreaOpens('groupBookings', supplierStaff(['admin']))).toBe(false);
    expect(agentAreaOpens('catalogue', supplierStaff(['admin']))).toBe(true);
  });
});

describe("agentListReach ('Only my bookings')", () => {
  it('on: always the agent’s own', () => {
    expect(agentListReach(true, true)).toBe('own');
    expect(agentListReach(false, true)).toBe('own');
  });
  it('off: the whole agency for its admin; own and operator staff’s sales for any other agent', () => {
    expect(agentListReach(true, false)).toBe('agency');
    expect(agentListReach(false, false)).toBe('own-and-staff-sales');
  });
});
