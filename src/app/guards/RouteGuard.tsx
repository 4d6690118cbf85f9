import { Suspense, type ReactNode } from 'react';
import { needsSignIn, rolesAllow, type Access } from '../../platform/access';
import { useSession } from '../../platform/session';
import { NotAllowedPage } from '../lazy-pages';

/**
 * Renders a route's page when the user may see it. Redirects are not made here but once, in the
 * shell (useAuthRedirects): Ionic keeps earlier pages mounted, and a redirect inside a hidden page
 * would fire on every session change.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useSession();
  if (needsSignIn(access) && !user) return null;
  const allowed = !user || rolesAllow(access, user.roles);
  return <Suspense fallback={null}>{allowed ? children : <NotAllowedPage />}</Suspense>;
}
