// The rule lives in domain/route-id.ts (shared with the catalogue screens); these names stay for the
// screens that already use them.
export { parseNumericId, parseRouteId as parseIdOrAdd } from '../../domain/route-id';
