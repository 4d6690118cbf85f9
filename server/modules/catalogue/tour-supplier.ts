import { ownSupplierId, type RequestScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { findTourSupplierId } from './tour-read-repo';

export const TOUR_NOT_FOUND = 'Tour not found or you are not allowed to manage it';

/**
 * The supplier whose catalogue a tour's parts (its photos, its tickets' time slots) come from: the
 * tour's own, among the tours the caller manages (the operator's staff manage every supplier's). 0 is a
 * tour not saved yet, which will be the caller's supplier's. An unknown or another supplier's tour: 404.
 */
export async function tourSupplier(db: Db, scope: RequestScope, tourId: number): Promise<number> {
  const own = ownSupplierId(scope);
  if (tourId === 0) return own;
  const supplierId = await findTourSupplierId(
    db,
    scope.supplier?.kind === 'all' ? { all: true } : { supplierId: own },
    tourId,
  );
  if (supplierId === undefined) throw notFound(TOUR_NOT_FOUND);
  return supplierId;
}
