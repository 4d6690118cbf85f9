import { describe, expect, it } from 'vitest';
import { agentListReach, bookingRoleOf } from '../../../domain/booking-access';

describe('bookingRoleOf', () => {
  it('makes an agent of an agency an agent, operator sellers staff, arrivals staff group readers', () => {
    expect(bookingRoleOf(['agent'], 7)).toBe('agent');
    expect(bookingRoleOf(['agent'], null)).toBeNull();
    expect(bookingRoleOf(['Operations'], null)).toBe('staff');
    expect(bookingRoleOf(['arrivalsmanager'], null)).toBe('groups');
    expect(bookingRoleOf(['editor'], null)).toBeNull();
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
