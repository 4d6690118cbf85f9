import { searchQuerySchema, searchResultSchema, type SearchHit } from '../../../contract';
import { hasAnyRole } from '../../auth/guard';
import { currentScope, scopeEnters, supplierFilterOrNull } from '../../auth/scope';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { searchArrivals, searchBookings, searchTours } from './repo';

/** The header search: what the caller may see, by role and scope, and nothing else. */
export function searchRoutes(app: App, { db }: AppContext): void {
  app.get('/', {
    schema: {
      tags: ['search'],
      querystring: searchQuerySchema,
      response: { 200: searchResultSchema, ...errorResponses(400) },
    },
    handler: async (request) => {
      const scope = currentScope(request);
      const { user } = scope;
      const q = request.query.q;
      // Each section is what the caller's areas of the role table open, within their supplier reach.
      const staff = supplierFilterOrNull(scope);
      const none: SearchHit[] = [];

      const bookings =
        staff && scopeEnters(scope, 'bookings')
          ? searchBookings(db, q, staff, (id) => `/bookings?f=${id}`)
          : user.agencyId != null && hasAnyRole(user, ['agent'])
            ? searchBookings(db, q, { agencyId: user.agencyId }, (id) => `/agent/bookings/details/${id}`)
            : Promise.resolve(none);
      const arrivals =
        staff && scopeEnters(scope, 'arrivals') ? searchArrivals(db, q, staff) : Promise.resolve(none);
      const tours =
        staff && scopeEnters(scope, 'catalogue')
          ? searchTours(db, q, staff, (id) => `/tours/${id}`)
          : hasAnyRole(user, ['agent'])
            ? searchTours(db, q, { all: true }, (id) => `/agent/bookings/add?tourId=${id}`)
            : Promise.resolve(none);

      const [b, a, t] = await Promise.all([bookings, arrivals, tours]);
      return { bookings: b, arrivals: a, tours: t };
    },
  });
}
