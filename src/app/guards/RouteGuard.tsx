import { Suspense, type ReactNode } from 'react';
import { needsSignIn, userMayOpen, type Access } from '../../platform/access';
import { useSession } from '../../platform/session';
import { NotAllowedPage } from '../lazy-pages';
import { ScreenBoundary } from './ScreenBoundary';

/**
 * Renders a route's page when the user may see it. Redirects are not made here but once, in the
 * shell (useAuthRedirects): Ionic keeps earlier pages mounted, and a redirect inside a hidden page
 * would fire on every session change. A screen whose chunk fails to load shows a message in the shell
 * (ScreenBoundary), never a blank app.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useSession();
  if (needsSignIn(access) && !user) return null;
  const allowed = !user || userMayOpen(access, user);
  return (
    <ScreenBoundary>
      <Suspense fallback={null}>{allowed ? children : <NotAllowedPage />}</Suspense>
    </ScreenBoundary>
  );
}
