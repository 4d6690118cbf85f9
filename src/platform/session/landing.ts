import type { Role } from '../../../contract';
import { hasAnyRole } from './roles';

const AUTH_PAGES = ['/account/login', '/account/logout'];

/**
 * A return URL is followed only when it is a path of this site: '//evil.example' or
 * '/\evil.example' would leave it, and going back to sign-in or sign-out would loop.
 */
export function safeReturnUrl(returnUrl: string | null | undefined): string | null {
  if (!returnUrl || !returnUrl.startsWith('/')) return null;
  if (returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return null;
  const path = returnUrl.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase();
  if (AUTH_PAGES.includes(path)) return null;
  return returnUrl;
}

/**
 * Each role's work screen, first match wins (01-platform section 2 names the first three; issue 25
 * item 11 the rest). Roles without one (admins, editors) land on Home, whose links are their menu.
 */
const LANDINGS: ReadonlyArray<[roles: readonly Role[], path: string]> = [
  [['operations', 'accounts', 'supplier', 'superadmin'], '/bookings'],
  [['agent'], '/agent/bookings'],
  [['arrivalsmanager'], '/arrivals'],
  [['ticketsadmin'], '/tickets/stock'],
  // Guides and drivers work from their day's slot-days (issue 25 item 4).
  [['guide', 'driver'], '/myday'],
  // The airport rep's day is their flights (issue 25 item 8).
  [['airportrep'], '/airport'],
];

/** Where a user goes right after signing in (01-platform section 2). */
export function landingPath(returnUrl: string | null | undefined, roles: readonly Role[]): string {
  const back = safeReturnUrl(returnUrl);
  if (back && back !== '/') return back;
  return LANDINGS.find(([which]) => hasAnyRole(roles, which))?.[1] ?? '/';
}
