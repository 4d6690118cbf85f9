import type { Insertable } from 'kysely';
import type { SupplierStaffRole } from '../../../contract/staff';
import type { Db } from '../database';
import type { DB } from '../tables';
import type { Random } from './random';
import type { ScaleLoader } from './scale-loader';

/**
 * Staff of each of the two other suppliers in the scale world: a supplier that sells a thousand tours
 * with a thousand slots has a back office of a few dozen (its Staff tab's list, the staff audit, the
 * tenancy scope's reads), not the demo's admin and editor alone.
 */
export const SCALE_STAFF_PER_SUPPLIER = 40;

/** How a supplier's back office is made up: mostly editors and the supplier's own reservation desk. */
const ROLE_MIX: readonly (readonly [SupplierStaffRole, number])[] = [
  ['admin', 10],
  ['supereditor', 10],
  ['editor', 50],
  ['supplier', 30],
];
const FIRST_NAMES = [
  'Ahmed',
  'Sara',
  'Yousef',
  'Mariam',
  'Khalid',
  'Noura',
  'Omar',
  'Hind',
  'Rashid',
  'Aisha',
];
const SURNAMES = ['Al Falasi', 'Haddad', 'Al Nuaimi', 'Mansour', 'Al Suwaidi', 'Karam', 'Al Marri', 'Saleh'];

/**
 * `perSupplier` staff for each supplier given, with one role each; a tenth deactivated (kept with their
 * roles, as the Staff tab leaves them). They sign in with the demo password, as `staff<k>.s<n>.scale@`.
 * Ids follow the highest user id; the scale seed moves the sequences afterwards.
 */
export async function seedScaleStaff(
  db: Db,
  loader: ScaleLoader,
  rng: Random,
  supplierIds: readonly number[],
  perSupplier = SCALE_STAFF_PER_SUPPLIER,
): Promise<number> {
  const { passwordHash, createdAt } = await db
    .selectFrom('users')
    .select(['passwordHash', 'createdAt'])
    .where('email', '=', 'admin2@caravan.demo')
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  let userId = Number(last.id ?? 0);
  const users: Insertable<DB['users']>[] = [];
  const userRoles: Insertable<DB['userRoles']>[] = [];
  supplierIds.forEach((supplierId, s) => {
    for (let k = 0; k < perSupplier; k++) {
      users.push({
        id: ++userId,
        email: `staff${k + 1}.s${s + 2}.scale@caravan.demo`,
        fullName: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
        phone: `+971 4 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
        passwordHash,
        supplierId,
        agencyId: null,
        isAgencyAdmin: 0,
        tokenVersion: 1,
        isDeleted: 0,
        isActive: rng.chance(0.1) ? 0 : 1,
        createdAt,
      });
      userRoles.push({ userId, role: rng.weighted(ROLE_MIX) });
    }
  });
  await loader.insert({ users, userRoles });
  return users.length;
}
