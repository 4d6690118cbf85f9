import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { needsSignIn } from '../../platform/access';
import { accessOf, loginHref } from '../../platform/paths';
import { useSession } from '../../platform/session';

/**
 * The two redirects of 01-platform section 2, for the location actually shown:
 * signed out on a protected route → sign-in with the return URL; signed in opening sign-in → '/'.
 */
export function useAuthRedirects(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useSession();
  const access = accessOf(pathname);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn && needsSignIn(access)) navigate(loginHref(pathname + search), { replace: true });
  }, [signedIn, access, pathname, search, navigate]);

  // Only on arriving at sign-in: right after signing in there, the sign-in page itself moves on to
  // the landing page, and this must not race it to '/'.
  const onArrival = useEffectEvent((path: string) => {
    if (signedIn && accessOf(path) === 'guest') navigate('/', { replace: true });
  });
  useEffect(() => onArrival(pathname), [pathname]);
}
