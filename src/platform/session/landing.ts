import type { Role } from '../../../contract';
import { hasAnyRole, hasRole } from './roles';

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

/** Where a user goes right after signing in (01-platform section 2). */
export function landingPath(returnUrl: string | null | undefined, roles: readonly Role[]): string {
  const back = safeReturnUrl(returnUrl);
  if (back && back !== '/') return back;
  if (hasAnyRole(roles, ['operations', 'accounts'])) return '/bookings';
  if (hasRole(roles, 'agent')) return '/agent/bookings';
  if (hasRole(roles, 'arrivalsmanager')) return '/arrivals';
  if (hasRole(roles, 'airportrep')) return '/airport';
  return '/';
}
