import type { Role } from '../../../contract/enums';
import { hashPassword } from '../../auth/password';
import type { Db } from '../database';
import { insertBatched, type SeedCounts } from '../batch';
import { addDays, timestamp } from './dates';
import type { Organisations } from './organisations';

export const DEMO_PASSWORD = 'caravan2026';

export interface DemoUser {
  email: string;
  role: Role;
  fullName: string;
}

type Employer = { operator: true } | { supplier: 0 | 1 } | { agency: 0 | 1 | 2; admin?: boolean };

interface DemoUserSeed extends DemoUser {
  phone: string;
  employer: Employer;
}

const staff = { operator: true } as const;

/**
 * One user per role (`<role>@caravan.demo`), then the extra agents that make agency scoping testable,
 * the extra sales staff that arrivals are shared between, and an admin and an editor of each of the
 * two other suppliers (`admin2@`/`editor2@` of supplier 2, `admin3@`/`editor3@` of supplier 3).
 */
const USERS: DemoUserSeed[] = [
  {
    email: 'operations@caravan.demo',
    role: 'operations',
    fullName: 'Omar Al Mansoori',
    phone: '+971 50 771 2044',
    employer: staff,
  },
  {
    email: 'ticketsadmin@caravan.demo',
    role: 'ticketsadmin',
    fullName: 'Priya Nair',
    phone: '+971 50 334 9021',
    employer: staff,
  },
  {
    email: 'guide@caravan.demo',
    role: 'guide',
    fullName: 'Yusuf Haddad',
    phone: '+971 55 218 7730',
    employer: staff,
  },
  {
    email: 'admin@caravan.demo',
    role: 'admin',
    fullName: 'Sarah Mitchell',
    phone: '+971 50 902 4415',
    employer: staff,
  },
  {
    email: 'superadmin@caravan.demo',
    role: 'superadmin',
    fullName: 'Khalid Al Falasi',
    phone: '+971 50 100 2030',
    employer: staff,
  },
  {
    email: 'arrivalsadmin@caravan.demo',
    role: 'arrivalsadmin',
    fullName: 'Elena Sokolova',
    phone: '+971 52 640 1187',
    employer: staff,
  },
  {
    email: 'arrivalsmanager@caravan.demo',
    role: 'arrivalsmanager',
    fullName: 'Dmitry Volkov',
    phone: '+971 52 640 2290',
    employer: staff,
  },
  {
    email: 'supplier@caravan.demo',
    role: 'supplier',
    fullName: 'Rashid Al Suwaidi',
    phone: '+971 50 655 0187',
    employer: { supplier: 0 },
  },
  {
    email: 'sales@caravan.demo',
    role: 'sales',
    fullName: 'Anna Petrova',
    phone: '+971 55 870 3341',
    employer: staff,
  },
  {
    email: 'accounts@caravan.demo',
    role: 'accounts',
    fullName: 'Rajesh Menon',
    phone: '+971 50 218 6610',
    employer: staff,
  },
  {
    email: 'agent@caravan.demo',
    role: 'agent',
    fullName: 'Olga Ivanova',
    phone: '+971 56 402 7715',
    employer: { agency: 0 },
  },
  {
    email: 'driver@caravan.demo',
    role: 'driver',
    fullName: 'Imran Qureshi',
    phone: '+971 55 190 6652',
    employer: staff,
  },
  {
    email: 'editor@caravan.demo',
    role: 'editor',
    fullName: 'Maria Santos',
    phone: '+971 52 733 0918',
    employer: staff,
  },
  {
    email: 'supereditor@caravan.demo',
    role: 'supereditor',
    fullName: 'Thomas Keller',
    phone: '+971 50 467 2283',
    employer: staff,
  },
  {
    email: 'airportrep@caravan.demo',
    role: 'airportrep',
    fullName: 'Aisha Rahman',
    phone: '+971 55 311 8846',
    employer: staff,
  },
  {
    email: 'agencyadmin@caravan.demo',
    role: 'agent',
    fullName: 'Natalia Kuznetsova',
    phone: '+971 56 402 7700',
    employer: { agency: 0, admin: true },
  },
  {
    email: 'agent2@caravan.demo',
    role: 'agent',
    fullName: 'Igor Smirnov',
    phone: '+971 55 624 1903',
    employer: { agency: 1 },
  },
  {
    email: 'agent3@caravan.demo',
    role: 'agent',
    fullName: 'Vikram Shah',
    phone: '+971 50 588 3120',
    employer: { agency: 2 },
  },
  {
    email: 'sales2@caravan.demo',
    role: 'sales',
    fullName: 'Svetlana Orlova',
    phone: '+971 55 870 3342',
    employer: staff,
  },
  {
    email: 'sales3@caravan.demo',
    role: 'sales',
    fullName: 'Ahmed Farouk',
    phone: '+971 55 870 3343',
    employer: staff,
  },
  // The other suppliers' own staff, after everyone above so their ids stay put: an admin and an editor
  // each, who manage their supplier's catalogue only (the tenancy matrix signs in as them).
  {
    email: 'admin2@caravan.demo',
    role: 'admin',
    fullName: 'Hamdan Al Ketbi',
    phone: '+971 50 655 0201',
    employer: { supplier: 0 },
  },
  {
    email: 'editor2@caravan.demo',
    role: 'editor',
    fullName: 'Leila Haddad',
    phone: '+971 50 655 0202',
    employer: { supplier: 0 },
  },
  {
    email: 'admin3@caravan.demo',
    role: 'admin',
    fullName: 'Marco Bianchi',
    phone: '+971 4 399 7301',
    employer: { supplier: 1 },
  },
  {
    email: 'editor3@caravan.demo',
    role: 'editor',
    fullName: 'Fatima Zahra Idrissi',
    phone: '+971 4 399 7302',
    employer: { supplier: 1 },
  },
];

/** Every demo login, for the README and the server's start-up banner (all share DEMO_PASSWORD). */
export const DEMO_USERS: readonly DemoUser[] = USERS.map(({ email, role, fullName }) => ({
  email,
  role,
  fullName,
}));

export interface People {
  userIdByEmail: Map<string, number>;
  salesStaffIds: number[];
  /** Agents of each agency (agency id → user ids), the agency's own agents first. */
  agentIdsByAgency: Map<number, number[]>;
}

export async function seedPeople(
  db: Db,
  orgs: Organisations,
  today: string,
  counts: SeedCounts,
): Promise<People> {
  // scrypt is deliberately slow: hash once, share the hash (each user can change their own later).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const createdAt = timestamp(addDays(today, -120), 9 * 60);
  const users = USERS.map((u, i) => {
    const e = u.employer;
    return {
      id: i + 1,
      email: u.email,
      fullName: u.fullName,
      phone: u.phone,
      passwordHash,
      supplierId: 'operator' in e ? orgs.operatorId : 'supplier' in e ? orgs.supplierIds[e.supplier] : null,
      agencyId: 'agency' in e ? orgs.agencies[e.agency].id : null,
      isAgencyAdmin: 'agency' in e && e.admin ? 1 : 0,
      tokenVersion: 1,
      isDeleted: 0,
      createdAt,
    };
  });

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'users', users, counts);
    await insertBatched(
      trx,
      'userRoles',
      USERS.map((u, i) => ({ userId: users[i].id, role: u.role })),
      counts,
    );
  });

  const agentIdsByAgency = new Map<number, number[]>();
  for (const u of users) {
    if (u.agencyId === null) continue;
    agentIdsByAgency.set(u.agencyId, [...(agentIdsByAgency.get(u.agencyId) ?? []), u.id]);
  }
  return {
    userIdByEmail: new Map(users.map((u) => [u.email, u.id])),
    salesStaffIds: users.filter((_, i) => USERS[i].role === 'sales').map((u) => u.id),
    agentIdsByAgency,
  };
}
