import { describe, expect, it } from 'vitest';
import { sessionUserFromClaims, tokenClaimsSchema } from '../../../contract';
import { decodeToken } from '../../../src/platform/session';
import { makeToken } from './harness';

describe('decodeToken', () => {
  it("reads the user from the token's claims", () => {
    const session = decodeToken(
      makeToken({ email: 'ann@example.com', fullName: 'Ann Smith', roles: ['agent', 'editor'], uid: 9 }),
    );
    expect(session?.user).toEqual({
      id: 9,
      email: 'ann@example.com',
      fullName: 'Ann Smith',
      agencyName: 'Desert Trips',
      isAgencyAdmin: false,
      roles: ['agent', 'editor'],
      supplierId: null,
      agencyId: 3,
      // A token without the claim (issued before it): as the operator's staff, as such a session saw.
      isOperatorStaff: true,
      timeZone: null,
    });
  });

  it("reads the user's supplier's zone from its claim", () => {
    expect(decodeToken(makeToken({ tz: 'America/Los_Angeles' }))?.user.timeZone).toBe('America/Los_Angeles');
  });

  it("reads whether the user is the operator's staff from its claim", () => {
    expect(decodeToken(makeToken({ isOperatorStaff: '0' }))?.user.isOperatorStaff).toBe(false);
    expect(decodeToken(makeToken({ isOperatorStaff: '1' }))?.user.isOperatorStaff).toBe(true);
  });

  it('reads role names case-insensitively', () => {
    expect(decodeToken(makeToken({ roles: ['Admin', 'ArrivalsManager'] }))?.user.roles).toEqual([
      'admin',
      'arrivalsmanager',
    ]);
  });

  it("reads the claims as the contract's sessionUserFromClaims does", () => {
    const token = makeToken({
      email: 'bo@example.com',
      fullName: 'Bo',
      roles: ['editor', 'supplier'],
      uid: 4,
      tz: 'Asia/Dubai',
    });
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    expect(decodeToken(token)?.user).toEqual(sessionUserFromClaims(tokenClaimsSchema.parse(claims)));
  });

  it('reads a single role claim as a list of one', () => {
    expect(decodeToken(makeToken({ roles: ['Operations'] }))?.user.roles).toEqual(['operations']);
  });

  it('treats an expired token as no session', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(decodeToken(makeToken({ exp }), (exp - 1) * 1000)).not.toBeNull();
    expect(decodeToken(makeToken({ exp }), exp * 1000)).toBeNull();
  });

  it.each([null, '', 'not-a-token', 'a.!!!.c', `x.${btoa('{"email":1}')}.y`])(
    'treats %j as no session',
    (token) => {
      expect(decodeToken(token)).toBeNull();
    },
  );
});
