import { describe, expect, it } from 'vitest';
import {
  inScope,
  leavesNoAdmin,
  rolesProblem,
  staffChangeProblem,
  staffScopeOf,
} from '../../../domain/staff';

describe('the last active admin', () => {
  it('cannot drop their own admin role', () => {
    expect(leavesNoAdmin([1], 1, { kind: 'roles', roles: ['editor'] })).toBe(true);
  });
  it('cannot deactivate themselves', () => {
    expect(leavesNoAdmin([1], 1, { kind: 'deactivate' })).toBe(true);
  });
  it('may keep admin while changing other roles', () => {
    expect(leavesNoAdmin([1], 1, { kind: 'roles', roles: ['admin', 'editor'] })).toBe(false);
  });
  it('may step down when another admin remains', () => {
    expect(leavesNoAdmin([1, 2], 1, { kind: 'roles', roles: ['editor'] })).toBe(false);
    expect(leavesNoAdmin([1, 2], 2, { kind: 'deactivate' })).toBe(false);
  });
  it('does not concern changes to non-admins', () => {
    expect(leavesNoAdmin([1], 3, { kind: 'deactivate' })).toBe(false);
    expect(leavesNoAdmin([1], 3, { kind: 'roles', roles: ['editor'] })).toBe(false);
  });
});

describe('who manages whom', () => {
  const user = (u: Partial<Parameters<typeof staffScopeOf>[0]>) => ({
    roles: [] as string[],
    supplierId: null,
    agencyId: null,
    isAgencyAdmin: false,
    ...u,
  });

  it("gives a supplier's admin the supplier's users and an agency admin the agency's; nobody else any", () => {
    expect(staffScopeOf(user({ roles: ['admin'], supplierId: 4 }))).toEqual({
      kind: 'supplier',
      supplierId: 4,
    });
    expect(staffScopeOf(user({ roles: ['agent'], agencyId: 7, isAgencyAdmin: true }))).toEqual({
      kind: 'agency',
      agencyId: 7,
    });
    expect(staffScopeOf(user({ roles: ['agent'], agencyId: 7 }))).toBeNull();
    expect(staffScopeOf(user({ roles: ['editor'], supplierId: 4 }))).toBeNull();
    expect(staffScopeOf(user({ roles: ['admin'] }))).toBeNull();
  });

  it('lets an agency admin give the agent role only, and a supplier admin supplier roles only', () => {
    const agency = { kind: 'agency', agencyId: 7 } as const;
    const supplier = { kind: 'supplier', supplierId: 4 } as const;
    expect(rolesProblem(agency, ['agent'])).toBeNull();
    expect(rolesProblem(agency, ['agent', 'admin'])).toBe('An agency admin can give the agent role only');
    expect(rolesProblem(supplier, ['editor', 'admin'])).toBeNull();
    expect(rolesProblem(supplier, ['agent'])).toBe('A supplier admin can give supplier staff roles only');
    expect(inScope(agency, { agencyId: 7, supplierId: null })).toBe(true);
    expect(inScope(agency, { agencyId: 8, supplierId: null })).toBe(false);
    expect(inScope(supplier, { agencyId: null, supplierId: 4 })).toBe(true);
  });

  it('stops an agency admin removing themselves, and anyone removing the last admin', () => {
    const agency = { kind: 'agency', agencyId: 7 } as const;
    const supplier = { kind: 'supplier', supplierId: 4 } as const;
    const off = { kind: 'deactivate' } as const;
    expect(staffChangeProblem(agency, 1, 1, off, [1, 2])?.reason).toBe('own_admin');
    expect(
      staffChangeProblem(agency, 1, 1, { kind: 'agencyAdmin', isAgencyAdmin: false }, [1, 2])?.reason,
    ).toBe('own_admin');
    expect(
      staffChangeProblem(agency, 1, 2, { kind: 'agencyAdmin', isAgencyAdmin: false }, [1, 2]),
    ).toBeNull();
    expect(staffChangeProblem(supplier, 1, 1, off, [1, 2])).toBeNull();
    expect(staffChangeProblem(supplier, 1, 1, off, [1])?.reason).toBe('last_admin');
  });
});
