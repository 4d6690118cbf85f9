import { matchRoutes } from 'react-router-dom';
import type { Access } from './access';
import { paths, type PathName } from './path-list';

export { paths, type PathName } from './path-list';

const matchable = Object.entries(paths).map(([id, def]) => ({ id, path: def.pattern }));

/** Which declared route a location opens; null for an unknown path. */
export function routeOf(pathname: string): PathName | null {
  const matches = matchRoutes(matchable, pathname);
  return matches ? (matches[0].route.id as PathName) : null;
}

/** Access of a location; unknown paths still need a signed-in user (they show 'Page not found'). */
export function accessOf(pathname: string): Access {
  const name = routeOf(pathname);
  return name ? paths[name].access : 'user';
}

export function loginHref(returnUrl?: string): string {
  return returnUrl && returnUrl !== '/'
    ? `/account/login?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/account/login';
}

export function searchHref(q: string): string {
  return `/search?q=${encodeURIComponent(q)}`;
}
