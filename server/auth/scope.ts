import type { Db } from '../db/database';
import type { AuthUser } from './guard';

/** Staff of the operator see every supplier's data; a supplier's staff see their own supplier's only. */
export async function supplierScope(
  db: Db,
  user: AuthUser,
): Promise<{ all: true } | { supplierId: number } | null> {
  if (user.supplierId == null) return null;
  const supplier = await db
    .selectFrom('suppliers')
    .select('isOperator')
    .where('id', '=', user.supplierId)
    .executeTakeFirst();
  if (!supplier) return null;
  return supplier.isOperator ? { all: true } : { supplierId: user.supplierId };
}
