import { myDaySchema } from '../../../contract';
import { currentScope } from '../../auth/scope';
import { errorResponses, type App, type AppContext } from '../../http/types';
import { myDay } from './service';

/** My day (issue 25 item 4): a guide's or driver's own slot-days, today and tomorrow. */
export function myDayRoutes(app: App, { db }: AppContext): void {
  app.get('', {
    schema: {
      tags: ['dispatch'],
      description:
        "The caller's slot-days (as guide or driver) today and tomorrow on their supplier's calendar, by date and first pick-up: tours, start, first pick-up, guests, vehicle and the other assignee.",
      response: { 200: myDaySchema, ...errorResponses(403) },
    },
    handler: async (request) => myDay(db, currentScope(request)),
  });
}
