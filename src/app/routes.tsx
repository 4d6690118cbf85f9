import { Route } from 'react-router-dom';
import { paths, type PathName } from '../platform/paths';
import { RouteGuard } from './guards/RouteGuard';
import { NotFoundPage, pages } from './lazy-pages';

/** The children of the router outlet: every declared path with its guard, then 'Page not found'. */
export const appRoutes = [
  ...(Object.keys(paths) as PathName[]).map((name) => {
    const Screen = pages[name];
    return (
      <Route
        key={name}
        path={paths[name].pattern}
        element={
          <RouteGuard access={paths[name].access}>
            <Screen />
          </RouteGuard>
        }
      />
    );
  }),
  <Route
    key="not-found"
    path="*"
    element={
      <RouteGuard access="user">
        <NotFoundPage />
      </RouteGuard>
    }
  />,
];
