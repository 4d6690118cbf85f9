/**
 * The screens a signed-out visitor can open without the Ionic app (01-platform section 2): the
 * routes of platform/paths whose access is 'public' or 'guest'. Written out here because
 * platform/paths brings react-router; a unit test keeps the two in step.
 */
const PUBLIC_SCREENS = {
  '/account/login': 'login',
  '/account/logout': 'logout',
  '/account/resetpassword': 'resetPassword',
  '/verify-modulbank': 'verifyModulbank',
} as const;

export type PublicScreen = (typeof PUBLIC_SCREENS)[keyof typeof PUBLIC_SCREENS];

/** The public screen of a path, matched as the router does (any case, trailing slash ignored). */
export function publicScreenOf(pathname: string): PublicScreen | 'setPassword' | null {
  // The one public route with a parameter: a set-password link's token (case kept by the caller).
  if (/^\/account\/setpassword\/[^/]+\/?$/i.test(pathname)) return 'setPassword';
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return Object.hasOwn(PUBLIC_SCREENS, path) ? PUBLIC_SCREENS[path as keyof typeof PUBLIC_SCREENS] : null;
}

/** platform/paths' loginHref: sign-in, carrying the page to come back to. */
export function signInHref(returnUrl?: string): string {
  return returnUrl && returnUrl !== '/'
    ? `/account/login?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/account/login';
}

/**
 * Where a signed-out visitor of a URL starts: a public screen as it is, any other page (all of them
 * need a signed-in user) at sign-in with that page as the return URL, as the app's guard would send it.
 */
export function signedOutStart(pathname: string, search: string): string {
  return publicScreenOf(pathname) ? pathname + search : signInHref(pathname + search);
}
