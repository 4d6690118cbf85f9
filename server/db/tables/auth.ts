import type { Generated } from 'kysely';

// Users, their roles, sign-in attempts and ended sessions.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface UsersTable {
  id: Generated<number>;
  email: string;
  fullName: string;
  phone: string | null;
  passwordHash: string;
  supplierId: number | null;
  agencyId: number | null;
  isAgencyAdmin: Generated<number>;
  tokenVersion: Generated<number>;
  isDeleted: Generated<number>;
  /** 0 once deactivated by an admin: kept with its roles, but cannot sign in (tokenVersion ends its sessions). */
  isActive: Generated<number>;
  lastSignInAt: string | null;
  createdAt: string;
}

/** A one-time set-password link (invite or reset): only the SHA-256 of its token is stored. */
export interface SetPasswordLinksTable {
  tokenHash: string;
  userId: number;
  createdBy: number | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface UserRolesTable {
  userId: number;
  role: string;
}

export interface SignInAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: number;
  at: string;
  /** What the password was offered for: 'signin' or 'changepassword' (server/auth/throttle.ts). */
  kind: Generated<string>;
  /** 1 while the password is being checked (a failure once older than a minute, as if the check died). */
  pending: Generated<number>;
}

/** A session ended by sign-out; kept until its token would have expired anyway. */
export interface RevokedSessionsTable {
  sid: string;
  userId: number;
  expiresAt: string;
}

export interface AuthTables {
  users: UsersTable;
  userRoles: UserRolesTable;
  signInAttempts: SignInAttemptsTable;
  revokedSessions: RevokedSessionsTable;
  setPasswordLinks: SetPasswordLinksTable;
}
