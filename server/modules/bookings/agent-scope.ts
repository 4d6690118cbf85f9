import { agentListReach, bookingRoleOf } from '../../../domain/booking-access';
import { AREA_ROLES } from '../../../contract';
import { hasAnyRole } from '../../auth/guard';
import { supplierFilter, supplierFilterOrNull, type RequestScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError, badRequest, forbidden } from '../../http/errors';
import type { BookingScope } from './list-repo';
import { agencyExists } from './new-booking-repo';

/**
 * Who may do what on the agent screens, in one place (rules in domain/booking-access.ts):
 * an agent sells for and reads their own agency; operator staff sell for the agency they name and read
 * every agency's bookings (or the one they name); arrivals staff read the bookings of arrivals groups.
 */

const agencyNotFound = () =>
  new AppError('not_found', 'Agency not found', { fields: { agencyId: 'Agency not found' } });

async function existingAgency(db: Db, agencyId: number): Promise<number> {
  if (!(await agencyExists(db, agencyId))) throw agencyNotFound();
  return agencyId;
}

/**
 * The agency a sale or a look-up is for: an agent's own (naming another is refused), or, for operator
 * staff, the agency they name, which must exist.
 */
export async function sellingAgency(
  db: Db,
  scope: RequestScope,
  requested: number | null | undefined,
): Promise<number> {
  const { user } = scope;
  const role = bookingRoleOf(scope);
  if (role === 'agent') {
    if (requested != null && requested !== user.agencyId)
      throw forbidden('You book for your own agency only');
    return user.agencyId!;
  }
  // Selling for an agency (and reading its in-house guests) is the operator's staff's: a supplier's
  // admin holds a selling role too, but is no 'staff' of the agent screens (domain/booking-access.ts).
  if (role !== 'staff') throw forbidden('Only agency staff and operator staff can make bookings');
  if (requested == null) throw badRequest('Agency is required', { agencyId: 'Agency is required' });
  return existingAgency(db, requested);
}

/**
 * Whose bookings a list (or its option lists) shows: an agent as domain/booking-access.ts
 * `agentListReach` says; staff every agency's within their supplier, or the one they name;
 * arrivals staff the bookings of the groups on their arrivals list.
 */
export async function readingScope(
  db: Db,
  scope: RequestScope,
  q: { showMy: boolean; agencyId?: number | undefined },
): Promise<BookingScope> {
  const { user } = scope;
  const role = bookingRoleOf(scope);
  if (role === 'agent') {
    if (q.agencyId != null && q.agencyId !== user.agencyId)
      throw forbidden("You see your own agency's bookings only");
    const reach = agentListReach(user.isAgencyAdmin, q.showMy);
    if (reach === 'agency') return { agencyId: user.agencyId! };
    return reach === 'own' ? { agentId: user.id } : { agentId: user.id, staffSalesOf: user.agencyId! };
  }
  if (role === 'staff') {
    const suppliers = supplierFilter(scope);
    if (q.agencyId == null) return suppliers;
    // An agency's bookings, within the suppliers the caller reaches: a supplier's staff naming an
    // agency see that agency's bookings of their own supplier only.
    const agencyId = await existingAgency(db, q.agencyId);
    return 'all' in suppliers ? { agencyId } : { agencyId, supplierId: suppliers.supplierId };
  }
  if (role === 'groups') {
    const suppliers = supplierFilter(scope);
    return { groupsOf: 'all' in suppliers ? 'all' : suppliers.supplierId };
  }
  throw forbidden('Your role does not allow this');
}

/** The operator's side of the documents' area: everyone in it but the agents. */
const STAFF_READERS = AREA_ROLES.bookingDocuments.filter((r) => r !== 'agent');

/**
 * Whose booking a details page and its documents open (the 'bookingDocuments' area of the one role
 * table, the same the client's route and row links read): an agent their agency's; operations,
 * accounts, admins and sales staff their supplier scope; another's is "not found", never "forbidden".
 */
export function bookingReadScope(scope: RequestScope): BookingScope {
  const { user } = scope;
  if (user.agencyId != null) return { agencyId: user.agencyId };
  const suppliers = hasAnyRole(user, STAFF_READERS) ? supplierFilterOrNull(scope) : null;
  return suppliers ?? { agentId: user.id };
}
