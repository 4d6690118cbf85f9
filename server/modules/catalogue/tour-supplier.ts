import type { AuthUser } from '../../auth/guard';
import { supplierScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { findTourSupplierId } from './tour-read-repo';

export const TOUR_NOT_FOUND = 'Tour not found or you are not allowed to manage it';

/**
 * The supplier whose catalogue a tour's parts (its photos, its tickets' time slots) come from: the
 * tour's own, among the tours the caller manages (the operator's staff manage every supplier's). 0 is a
 * tour not saved yet, which will be the caller's supplier's. An unknown or another supplier's tour: 404.
 */
export async function tourSupplier(db: Db, user: AuthUser, tourId: number): Promise<number> {
  if (user.supplierId == null) throw forbidden('Your account does not belong to a supplier');
  if (tourId === 0) return user.supplierId;
  const scope = await supplierScope(db, user);
  const supplierId = await findTourSupplierId(
    db,
    scope && 'all' in scope ? scope : { supplierId: scope?.supplierId ?? user.supplierId },
    tourId,
  );
  if (supplierId === undefined) throw notFound(TOUR_NOT_FOUND);
  return supplierId;
}
