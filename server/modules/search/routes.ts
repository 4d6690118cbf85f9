import { searchQuerySchema, searchResultSchema, type SearchHit } from '../../../contract';
import { currentUser, hasAnyRole } from '../../auth/guard';
import { supplierScope } from '../../auth/scope';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { searchArrivals, searchBookings, searchTours } from './repo';

/** The header search: what the caller may see, by role and scope, and nothing else. */
export function searchRoutes(app: App, { db }: AppContext): void {
  app.get('/api/search', {
    schema: {
      tags: ['search'],
      querystring: searchQuerySchema,
      response: { 200: searchResultSchema, ...errorResponses(400) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const q = request.query.q;
      const staff = await supplierScope(db, user);
      const none: SearchHit[] = [];

      const bookings =
        staff && hasAnyRole(user, ['operations', 'accounts', 'admin'])
          ? searchBookings(db, q, staff, (id) => `/bookings?f=${id}`)
          : user.agencyId != null && hasAnyRole(user, ['agent'])
            ? searchBookings(db, q, { agencyId: user.agencyId }, (id) => `/agent/bookings/details/${id}`)
            : Promise.resolve(none);
      const arrivals =
        staff && hasAnyRole(user, ['arrivalsmanager', 'arrivalsadmin', 'admin'])
          ? searchArrivals(db, q, staff)
          : Promise.resolve(none);
      const tours =
        staff && hasAnyRole(user, ['admin', 'editor'])
          ? searchTours(db, q, staff, (id) => `/tours/${id}`)
          : hasAnyRole(user, ['agent'])
            ? searchTours(db, q, { all: true }, (id) => `/agent/bookings/add?tourId=${id}`)
            : Promise.resolve(none);

      const [b, a, t] = await Promise.all([bookings, arrivals, tours]);
      return { bookings: b, arrivals: a, tours: t };
    },
  });
}
