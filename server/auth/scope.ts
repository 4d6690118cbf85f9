import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { rolesEnter, type Area, type AreaAccess, type Role } from '../../contract';
import { agentAreaOpens } from '../../domain/booking-access';
import { AppError } from '../http/errors';
import type { AuthUser } from './guard';

/**
 * Whose suppliers' data a caller reaches: operator staff (a user of the supplier flagged isOperator)
 * every supplier's ('all'), supplier staff their own supplier's ('one'). Both keep their own supplier's
 * id: what they create belongs to it.
 */
export type SupplierReach = { kind: 'all'; supplierId: number } | { kind: 'one'; supplierId: number };

/**
 * The caller, resolved once per request by the authentication hook (docs/decisions.md "One role
 * table, one scope"): who calls, with which roles, for which supplier and agency. Every service and
 * repository that limits data to a tenant takes it from here; no module works out a supplier itself.
 */
export interface RequestScope {
  user: AuthUser;
  roles: readonly Role[];
  /** null: the account belongs to no supplier (an agency's user, or one of nobody). */
  supplier: SupplierReach | null;
  /** The agency an agent sells for and reads; null for everyone else. */
  agencyId: number | null;
  /** A user of the operator's own supplier: sees every supplier's data in the areas their roles open. */
  isOperatorStaff: boolean;
}

/** The one refusal for "this needs a supplier and your account has none". */
export const NO_SUPPLIER = 'Your account belongs to no supplier';

declare module 'fastify' {
  interface FastifyRequest {
    scope: RequestScope | null;
  }
  interface FastifyContextConfig {
    /**
     * The area whose roles this one route needs when it differs from its plugin's (contract/access.ts):
     * a plugin that mixes areas narrows a route through the same table. A list admits the roles of any
     * of its areas (a look-up both the catalogue's people and the sellers make).
     */
    area?: AreaAccess | readonly Area[];
  }
}

/** The scope of an authenticated user; isOperator is their supplier's flag (null: no such supplier). */
export function scopeOf(user: AuthUser, isOperator: boolean | null): RequestScope {
  const supplier: SupplierReach | null =
    user.supplierId == null || isOperator == null
      ? null
      : { kind: isOperator ? 'all' : 'one', supplierId: user.supplierId };
  return {
    user,
    roles: user.roles,
    supplier,
    agencyId: user.agencyId,
    isOperatorStaff: supplier?.kind === 'all',
  };
}

export function currentScope(request: FastifyRequest): RequestScope {
  if (!request.scope) throw new AppError('unauthorized', 'Please sign in');
  return request.scope;
}

/** The caller's own supplier (what they create belongs to it), or 403 when they have none. */
export function ownSupplierId(scope: RequestScope): number {
  if (!scope.supplier) throw new AppError('forbidden', NO_SUPPLIER);
  return scope.supplier.supplierId;
}

/** Which suppliers' rows a query may touch, in the shape the repositories filter by. */
export type SupplierFilter = { all: true } | { supplierId: number };

/** The one supplier a filter narrows to, or undefined when it reaches every supplier (for repositories). */
export const onlySupplier = (filter: SupplierFilter): number | undefined =>
  'all' in filter ? undefined : filter.supplierId;

/** Whether a filter reaches more than one supplier: lists then say whose each row is. */
export const reachesAll = (filter: SupplierFilter): boolean => 'all' in filter;

/** The caller's supplier reach as a repository filter, or null when the account belongs to no supplier. */
export function supplierFilterOrNull(scope: RequestScope): SupplierFilter | null {
  if (!scope.supplier) return null;
  return scope.supplier.kind === 'all' ? { all: true } : { supplierId: scope.supplier.supplierId };
}

/** The caller's supplier reach as a repository filter, or 403 when the account belongs to no supplier. */
export function supplierFilter(scope: RequestScope): SupplierFilter {
  const filter = supplierFilterOrNull(scope);
  if (!filter) throw new AppError('forbidden', NO_SUPPLIER);
  return filter;
}

/**
 * Whether the caller opens an area ('user': any signed-in caller): their roles must be the role table's
 * for it and, on the agent screens' areas, the booking rule must say yes (domain/booking-access.ts
 * `agentAreaOpens`, the one the client's menu and route guards read): a supplier's admin holds a
 * selling role, but selling for an agency and reading its bookings is the operator's staff's.
 */
export function scopeEnters(scope: RequestScope, access: AreaAccess | readonly Area[]): boolean {
  const opens = (area: Area) => rolesEnter(area, scope.roles) && agentAreaOpens(area, scope);
  if (typeof access !== 'string') return access.some(opens);
  return access === 'public' || access === 'user' || opens(access);
}

/**
 * A plugin's one roles hook: the caller must hold one of its area's roles, or of the route's own area
 * when the route names one. onRequest, after authentication: a refused caller is answered 403 before
 * its body is read or validated, so it learns nothing from field messages.
 */
export function rolesHook(area: AreaAccess): onRequestHookHandler {
  return async (request) => {
    const config = request.routeOptions.config;
    const wanted = config?.area ?? area;
    // Public routes and routes for any signed-in caller: the authentication hook has said all there is.
    if (config?.public === true || wanted === 'public' || wanted === 'user') return;
    const scope = currentScope(request);
    if (!scopeEnters(scope, wanted)) throw new AppError('forbidden', 'Your role does not allow this');
  };
}
