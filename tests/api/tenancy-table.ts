import { randomUUID } from 'node:crypto';
import * as XLSX from 'xlsx';
import { addDaysUtc } from '../../domain/dates';
import {
  AGENCIES,
  SUPPLIERS,
  type AgencyTenant,
  type Fixture,
  type Owners,
  type SupplierTenant,
  type Tenant,
} from './tenancy-fixture';

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

export interface Caller {
  email: string;
  tenant: Tenant;
  /** The caller's roles (a demo user has one): which routes' areas let them in at all. */
  roles: readonly string[];
  /** The agent screens' rule reads these too (domain/booking-access.ts): a user of the operator… */
  isOperatorStaff: boolean;
  /** …or of an agency (null: of a supplier). */
  agencyId: number | null;
}

/**
 * One request that reaches another tenant's resource, and what must come of it:
 * - `denied`: 403 or 404 (404: "not found or not yours"; never the resource);
 * - `refused`: a body naming another tenant's row by id is refused as not found (400 with the field's
 *   message, as for any unknown id), or 403/404;
 * - `rows`: an answer whose rows (each with the tenants allowed to see it) hold none the caller may not see.
 * A write also reads the resource back as its owner before and after: it must be unchanged.
 */
export interface Probe {
  label: string;
  req: Req;
  expect: 'denied' | 'refused' | { rows: (body: unknown, raw: Buffer) => Owners[] };
  /** The owner reads the same request successfully: the probe points at a real row. */
  control?: Tenant;
  /** Read as the owner (or as the user a staff write is about) before and after: the same answer. */
  readBack?: { as: Tenant | { email: string }; req: Req; pick: (body: unknown) => unknown };
}

export interface ProbeContext {
  fx: Fixture;
  caller: Caller;
  /** The owner's answer to a read (for a write's body built from what the owner sees). */
  readAs(tenant: Tenant, req: Req): Promise<unknown>;
}

export type Entry =
  | { scope: 'public' | 'self' | 'global'; why: string }
  | {
      scope: 'tenant';
      probes(ctx: ProbeContext): Probe[] | Promise<Probe[]>;
      /**
       * A known leak, named with the issue item, and the callers it shows for: their findings are expected
       * (the suite stays green while the leak stays visible in the test's title), every other caller must
       * hold, and the test turns red the day the leak is fixed (remove the entry then).
       */
      knownLeak?: { issue: string; callers: string[] };
      /** Makes a file (PDF, workbook): one caller per tenant is enough, the rule is the tenant's. */
      file?: true;
    };

// ---- who is foreign to whom ---------------------------------------------------------------------

/** The operator's staff see every supplier's and agency's data (ARCHITECTURE "Users, roles, tenants"). */
export const maySee = (caller: Caller, owners: Owners) =>
  caller.tenant === 'op' || owners.includes(caller.tenant);

export const foreignSuppliers = (c: Caller): SupplierTenant[] =>
  c.tenant === 'op' ? [] : SUPPLIERS.filter((s) => s !== c.tenant);
export const foreignAgencies = (c: Caller): AgencyTenant[] =>
  c.tenant === 'op' ? [] : AGENCIES.filter((a) => a !== c.tenant);
/** Bookings neither of whose owners (its tour's supplier, its agency) is the caller's tenant. */
function foreignBookings(fx: Fixture, c: Caller): { key: string; id: number; agency: AgencyTenant }[] {
  if (c.tenant === 'op') return [];
  const out: { key: string; id: number; agency: AgencyTenant }[] = [];
  for (const [key, id] of fx.booking) {
    const [s, a] = key.split('/') as [SupplierTenant, AgencyTenant];
    if (s === c.tenant || a === c.tenant) continue;
    // One per foreign supplier is enough: the rule is the same for every row of a tenant.
    if (out.some((o) => o.key.startsWith(`${s}/`))) continue;
    out.push({ key, id, agency: a });
  }
  return out;
}

// ---- building blocks ----------------------------------------------------------------------------

const get = (url: string): Req => ({ method: 'GET', url });
const post = (url: string, payload: unknown = {}): Req => ({ method: 'POST', url, payload });
const put = (url: string, payload: unknown): Req => ({ method: 'PUT', url, payload });
const del = (url: string): Req => ({ method: 'DELETE', url });

type Kind = Exclude<keyof Fixture['owner'], 'arrivalGroup'>;
/** Rows of a list: `pick` finds the ids in the answer, `kind` which owner map they are in. */
const rowsOf =
  (fx: Fixture, kind: Kind, pick: (body: any) => number[]) =>
  (body: unknown): Owners[] =>
    pick(body).map((id) => fx.owner[kind].get(id) ?? ['?' as Tenant]);

/** A read of one supplier-owned row by another tenant's caller: denied; its owner reads it. */
function itemReads(
  c: ProbeContext,
  row: keyof Pick<Fixture, 'tour' | 'offer' | 'group' | 'slot' | 'pickUp' | 'photo' | 'provider'>,
  url: (id: number) => string,
): Probe[] {
  return foreignSuppliers(c.caller).flatMap((s) => {
    const id = c.fx[row][s];
    return id === undefined
      ? []
      : [{ label: `${row} of ${s}`, req: get(url(id)), expect: 'denied' as const, control: s }];
  });
}

/** A list must show the caller no row of another tenant. */
const list = (req: Req, rows: (body: unknown) => Owners[]): Probe[] => [
  { label: 'list', req, expect: { rows } },
];

/** A write on another supplier's row: denied, and the owner reads the row back unchanged. */
async function supplierWrites(
  c: ProbeContext,
  row: keyof Pick<Fixture, 'tour' | 'offer' | 'group' | 'slot' | 'pickUp' | 'photo' | 'provider'>,
  read: (id: number, fx: Fixture) => Req,
  write: (id: number, current: any, fx: Fixture) => Req,
  pick: (body: any, id: number) => unknown = (b) => b,
): Promise<Probe[]> {
  const out: Probe[] = [];
  for (const s of foreignSuppliers(c.caller)) {
    const id = c.fx[row][s];
    if (id === undefined) continue;
    const current = await c.readAs(s, read(id, c.fx));
    out.push({
      label: `${row} of ${s}`,
      req: write(id, current, c.fx),
      expect: 'denied',
      readBack: { as: s, req: read(id, c.fx), pick: (b) => pick(b, id) },
    });
  }
  return out;
}

const renamed = (x: any) => ({ ...x, name: `${x.name} (changed by another tenant)` });
const without = (x: any, ...keys: string[]) =>
  Object.fromEntries(Object.entries(x).filter(([k]) => !keys.includes(k)));

const groupOfSlot = async (c: ProbeContext, s: SupplierTenant, slotId: number) => {
  const groups = (await c.readAs(s, get('/api/timeslots/groups'))) as any[];
  return groups.find((g) => g.timeSlots.some((x: any) => x.id === slotId)).id as number;
};

const bookingRows = (fx: Fixture) => rowsOf(fx, 'booking', (b) => b.entities.map((r: any) => r.id));
const agencyOnly = (fx: Fixture, a: AgencyTenant) => `agencyId=${fx.agencyId[a]}`;

// ---- the table: every route of the OpenAPI description ------------------------------------------

const SALES_CATALOGUE =
  'the sales catalogue: every agency buys from every supplier, so every seller sees every sellable tour (spec: new booking)';

export const TABLE: Record<string, Entry> = {
  'GET /api/health': { scope: 'public', why: 'liveness, no data' },
  'POST /api/auth/signin': { scope: 'public', why: 'sign-in' },
  'GET /api/auth/me': { scope: 'self', why: "the caller's own account" },
  'PUT /api/auth/changepassword': { scope: 'self', why: "the caller's own password" },
  'POST /api/auth/signout': { scope: 'self', why: "the caller's own session" },
  'GET /api/account/setpassword/{token}': { scope: 'public', why: 'a one-time link, the token is the key' },
  'POST /api/account/setpassword': { scope: 'public', why: 'a one-time link, the token is the key' },
  'GET /api/photos/files/{guid}/{file}': {
    scope: 'public',
    why: 'immutable files under unguessable guid + content names, opened by <img> without a token (README "Media")',
  },
  'GET /api/languages/sync': { scope: 'global', why: 'reference data shared by every tenant' },
  'POST /api/languages': {
    scope: 'global',
    why: 'reference data shared by every tenant (who may edit it is a role question, not a tenant one)',
  },
  'GET /api/cities/options': { scope: 'global', why: 'geography' },
  'GET /api/countries/options': { scope: 'global', why: 'geography' },
  'GET /api/toursCategories/options': { scope: 'global', why: 'reference data' },
  'GET /api/hotels/supplier': { scope: 'global', why: 'geography (hotels of the area)' },
  'GET /api/cities/supplier': { scope: 'global', why: 'geography' },
  'GET /api/regions/supplier': { scope: 'global', why: 'geography' },
  'GET /api/agent/hotels/fornewbooking': { scope: 'global', why: 'geography' },
  'GET /api/agent/tours/fornewbooking': { scope: 'global', why: SALES_CATALOGUE },
  'GET /api/agent/offers/price': { scope: 'global', why: SALES_CATALOGUE },
  'GET /api/agent/ticketterms': {
    scope: 'global',
    why: `${SALES_CATALOGUE}; a sellable slot's ticket provider terms are part of it`,
  },
  'GET /api/agent/ticketavailability': {
    scope: 'global',
    why: `${SALES_CATALOGUE}; what a sellable slot's ticket provider has left is part of it`,
  },
  'POST /api/excel/fromdatatable': {
    scope: 'self',
    why: "turns the caller's own table into a file; reads nothing",
  },
  'GET /api/tours/GooglePlaceRatings': { scope: 'global', why: 'a public rating look-up by place id' },
  'GET /api/tours/TripAdvisorLocationRating': {
    scope: 'global',
    why: 'a public rating look-up by location id',
  },
  // Settings of the caller's own supplier: no id in the request, the server takes it from the token.
  'GET /api/account/settings': { scope: 'self', why: "the caller's own supplier, from the token" },
  'PUT /api/account/settings': { scope: 'self', why: "the caller's own supplier, from the token" },
  'GET /api/account/defaultcommission': { scope: 'self', why: "the caller's own supplier, from the token" },
  'GET /api/suppliers/my': { scope: 'self', why: "the caller's own supplier, from the token" },
  'PUT /api/suppliers': { scope: 'self', why: "the caller's own supplier, from the token" },
  'GET /api/suppliers/defaultsettings': { scope: 'self', why: "the caller's own supplier, from the token" },
  'PUT /api/suppliers/defaultsettings': { scope: 'self', why: "the caller's own supplier, from the token" },
  'POST /api/staff': {
    scope: 'self',
    why: "invites into the caller's own supplier or agency, from the token",
  },
  'POST /api/tours': { scope: 'self', why: "creates a tour of the caller's own supplier (id 0)" },
  'POST /api/pickuptimes': { scope: 'self', why: "creates a set of the caller's own supplier (id 0)" },

  // ---- sign-in as another user
  'GET /api/auth/logmein': {
    scope: 'tenant',
    probes: ({ fx, caller }) =>
      [...foreignSuppliers(caller), ...foreignAgencies(caller)].map((t) => ({
        label: `a user of ${t}`,
        req: get(`/api/auth/logmein?email=${encodeURIComponent(fx.staff[t].email)}`),
        expect: 'denied',
      })),
  },

  // ---- search
  'GET /api/search': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(get('/api/search?q=a'), (b: any) => [
        ...b.bookings.map((r: any) => fx.owner.booking.get(r.id) ?? ['?']),
        // Tours: their supplier's to manage, every agency's to sell (agents see tours to sell).
        ...b.tours.map((r: any) => [...(fx.owner.tour.get(r.id) ?? ['?']), ...AGENCIES]),
        // Arrivals are the operator's (their agency's agents see theirs on the new-booking screen only).
        ...b.arrivals.map(() => ['op'] as Owners),
      ]),
  },

  // ---- tours
  'GET /api/tours/manageList': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/tours/manageList?itemsPerPage=100&showDeleted=true'),
        rowsOf(fx, 'tour', (b) => b.entities.map((r: any) => r.id)),
      ),
  },
  'GET /api/tours/filterOptions': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(get('/api/tours/filterOptions?showDeleted=true'), (b: any) => [
        ...rowsOf(fx, 'tour', (x) => x.tours.map((r: any) => r.value))(b),
        ...rowsOf(fx, 'offer', (x) => x.offers.map((r: any) => r.value))(b),
      ]),
  },
  'GET /api/tours/manage/{id}': {
    scope: 'tenant',
    probes: (c) => itemReads(c, 'tour', (id) => `/api/tours/manage/${id}`),
  },
  'PUT /api/tours': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'tour',
        (id) => get(`/api/tours/manage/${id}`),
        // Tickets are saved on their own screen: the tour's body goes without them.
        (_, cur) =>
          put('/api/tours', { ...without(cur, 'offers'), nameDisplay: `${cur.nameDisplay} (changed)` }),
      ),
  },
  'PUT /api/tours/{id}/deleted': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'tour',
        (id) => get(`/api/tours/manage/${id}`),
        (id, cur) => put(`/api/tours/${id}/deleted`, { isDeleted: true, version: cur.version }),
      ),
  },

  // ---- offers (tickets) and valid periods
  'GET /api/offers/manage/{id}': {
    scope: 'tenant',
    probes: (c) => itemReads(c, 'offer', (id) => `/api/offers/manage/${id}`),
  },
  'POST /api/offers': {
    scope: 'tenant',
    // A new ticket on another supplier's tour.
    probes: (c) =>
      supplierWrites(
        c,
        'offer',
        (id) => get(`/api/offers/manage/${id}`),
        (_, cur) =>
          post('/api/offers', {
            ...cur.offer,
            id: 0,
            version: 0,
            nameInternal: 'INTRUDER',
            validPeriods: cur.offer.validPeriods.map((p: any) => ({ ...p, id: 0, offerId: 0 })),
          }),
      ).then(async (probes) => {
        // Read back the tour: its tickets must be the same.
        for (const p of probes) {
          const tourId = (p.req.payload as any).tourId;
          p.readBack = {
            as: p.readBack!.as,
            req: get(`/api/tours/manage/${tourId}`),
            pick: (b: any) => b.offers,
          };
        }
        return probes;
      }),
  },
  'PUT /api/offers': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'offer',
        (id) => get(`/api/offers/manage/${id}`),
        (_, cur) => put('/api/offers', { ...cur.offer, nameDisplay: `${cur.offer.nameDisplay} (changed)` }),
      ),
  },
  'PUT /api/offers/{id}/deleted': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'offer',
        (id) => get(`/api/offers/manage/${id}`),
        (id, cur) => put(`/api/offers/${id}/deleted`, { isDeleted: true, version: cur.offer.version }),
      ),
  },
  'POST /api/validperiods': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'offer',
        (id) => get(`/api/offers/manage/${id}`),
        (_, cur) => {
          const p = cur.offer.validPeriods[0];
          return post('/api/validperiods', { ...p, pricePerAdultRec: p.pricePerAdultRec + 10 });
        },
        (b) => b.offer.validPeriods,
      ),
  },
  'GET /api/tickets/types': {
    scope: 'tenant',
    probes: (c) => [
      ...list(
        get('/api/tickets/types'),
        rowsOf(c.fx, 'ticketType', (b) => b.map((r: any) => r.id)),
      ),
      ...foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.tour[s] === undefined
          ? []
          : [
              {
                label: `types for a tour of ${s}`,
                req: get(`/api/tickets/types?forTourId=${c.fx.tour[s]}`),
                expect: 'denied' as const,
                control: s,
              },
            ],
      ),
    ],
  },

  // Ticket types made and changed by the catalogue's people (issue 25).
  'POST /api/tickets/types': {
    scope: 'self',
    why: "creates a ticket type of the caller's own supplier (id 0)",
  },
  'PUT /api/tickets/types/{id}': {
    scope: 'tenant',
    probes: async (c) => {
      const out: Probe[] = [];
      for (const s of foreignSuppliers(c.caller)) {
        const id = c.fx.ticketType[s];
        if (id === undefined) continue;
        const types = (await c.readAs(s, get('/api/tickets/types'))) as any[];
        const type = types.find((x) => x.id === id);
        const body = {
          id,
          name: `${type.name} (changed by another tenant)`,
          shortName: type.shortName,
          reorderLevel: type.reorderLevel,
          reservationTime: type.reservationTime,
          isActive: false,
          version: type.version,
        };
        out.push({
          label: `ticket type of ${s}`,
          req: put(`/api/tickets/types/${id}`, body),
          expect: 'denied',
          readBack: {
            as: s,
            req: get('/api/tickets/types'),
            pick: (b: any) => b.find((x: any) => x.id === id),
          },
        });
      }
      return out;
    },
  },

  // ---- attraction-ticket stock (issue 25 item 9)
  'GET /api/tickets/stock': {
    scope: 'tenant',
    probes: (c) =>
      list(
        get('/api/tickets/stock'),
        rowsOf(c.fx, 'ticketType', (b) => b.map((r: any) => r.id)),
      ),
  },
  'GET /api/tickets/stock/{id}/codes': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) => {
        const id = c.fx.ticketType[s];
        return id === undefined
          ? []
          : [
              {
                label: `codes of a ticket type of ${s}`,
                req: get(`/api/tickets/stock/${id}/codes`),
                expect: 'denied' as const,
                control: s,
              },
            ];
      }),
  },
  'POST /api/tickets/stock/{id}/import': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) => {
        const id = c.fx.ticketType[s];
        const csv = `Code,Expiry\nTENANCY-${c.caller.email},2099-12-31\n`;
        return id === undefined
          ? []
          : [
              {
                label: `codes into a ticket type of ${s}`,
                req: post(`/api/tickets/stock/${id}/import`, {
                  fileName: 'codes.csv',
                  data: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`,
                }),
                expect: 'denied' as const,
                readBack: { as: s, req: get(`/api/tickets/stock/${id}/codes`), pick: (b: any) => b.total },
              },
            ];
      }),
  },
  'POST /api/tickets/stock/codes/freeze': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) => {
        const type = c.fx.ticketType[s];
        const code = c.fx.ticketCode[s];
        return type === undefined || code === undefined
          ? []
          : [
              {
                label: `a code of ${s}`,
                req: post('/api/tickets/stock/codes/freeze', { ids: [code], frozen: true }),
                expect: 'refused' as const,
                readBack: {
                  as: s,
                  req: get('/api/tickets/stock'),
                  pick: (b: any) => b.map((t: any) => [t.id, t.available, t.freezed]),
                },
              },
            ];
      }),
  },

  // ---- photos
  'POST /api/photos/list': {
    scope: 'tenant',
    probes: (c) => [
      ...list(
        post('/api/photos/list', { itemsPerPage: 100 }),
        rowsOf(c.fx, 'photo', (b) => b.entities.map((r: any) => r.id)),
      ),
      ...foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.tour[s] === undefined
          ? []
          : [
              {
                label: `photos for a tour of ${s}`,
                req: post('/api/photos/list', { forTourId: c.fx.tour[s] }),
                expect: 'denied' as const,
              },
            ],
      ),
    ],
  },
  'GET /api/photos/tours': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/photos/tours'),
        rowsOf(fx, 'tour', (b) => b.map((r: any) => r.id)),
      ),
  },
  'POST /api/photos': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'photo',
        () => post('/api/photos/list', { itemsPerPage: 100 }),
        (id) => post('/api/photos', { id, title: 'Changed by another tenant', description: '' }),
        (b, id) => b.entities.find((r: any) => r.id === id),
      ),
  },
  'DELETE /api/photos/{id}': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'photo',
        () => post('/api/photos/list', { itemsPerPage: 100 }),
        (id) => del(`/api/photos/${id}`),
        (b, id) => b.entities.find((r: any) => r.id === id),
      ),
  },
  'POST /api/photos/upload': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.tour[s] === undefined
          ? []
          : [
              {
                label: `upload for a tour of ${s}`,
                req: post(`/api/photos/upload?forTourId=${c.fx.tour[s]}`, {
                  guid: randomUUID(),
                  fileName: 'x.png',
                  // A 1×1 PNG: the tour's scope is refused before the bytes matter.
                  data: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
                }),
                expect: 'denied' as const,
                readBack: {
                  as: s,
                  req: post('/api/photos/list', { itemsPerPage: 100 }),
                  pick: (b: any) => b.pagingInfo?.totalItems ?? b.entities.length,
                },
              },
            ],
      ),
  },

  // ---- time slots
  'GET /api/timeslots/groups': {
    scope: 'tenant',
    probes: (c) => [
      ...list(get('/api/timeslots/groups'), (b: any) => [
        ...b.map((g: any) => c.fx.owner.group.get(g.id) ?? ['?']),
        ...b.flatMap((g: any) => g.timeSlots.map((s: any) => c.fx.owner.slot.get(s.id) ?? ['?'])),
      ]),
      ...foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.tour[s] === undefined
          ? []
          : [
              {
                label: `groups for a tour of ${s}`,
                req: get(`/api/timeslots/groups?forTourId=${c.fx.tour[s]}`),
                expect: {
                  rows: (b: any) => b.map((g: any) => c.fx.owner.group.get(g.id) ?? ['?']),
                },
              } satisfies Probe,
            ],
      ),
    ],
  },
  'GET /api/timeslots/groups/{id}': {
    scope: 'tenant',
    probes: (c) => itemReads(c, 'group', (id) => `/api/timeslots/groups/${id}`),
  },
  'PUT /api/timeslots/group': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'group',
        (id) => get(`/api/timeslots/groups/${id}`),
        // Without its pick-up set, which the caller cannot name (POST /api/timeslots/group's probe).
        (_, cur) =>
          put('/api/timeslots/group', { ...renamed(without(cur, 'timeSlots')), pickUpTimeId: null }),
        (b) => without(b, 'timeSlots'),
      ),
  },
  'POST /api/timeslots/group': {
    scope: 'tenant',
    // A new group of the caller's own that uses another supplier's pick-up set.
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.pickUp[s] === undefined
          ? []
          : [
              {
                label: `group on the pick-up set of ${s}`,
                req: post('/api/timeslots/group', {
                  id: 0,
                  name: 'Intruder group',
                  pickUpTimeId: c.fx.pickUp[s],
                  capacity: 10,
                  minimumAdvancedBooking: 0,
                  isTimeSlotsIndependant: false,
                }),
                expect: 'refused' as const,
                readBack: {
                  as: c.caller.tenant,
                  req: get('/api/timeslots/groups'),
                  pick: (b: any) => (Array.isArray(b) ? b.length : b),
                },
              },
            ],
      ),
  },
  'PUT /api/timeslots': {
    scope: 'tenant',
    probes: async (c) => {
      const out: Probe[] = [];
      for (const s of foreignSuppliers(c.caller)) {
        const slotId = c.fx.slot[s];
        if (slotId === undefined) continue;
        const groupId = await groupOfSlot(c, s, slotId);
        const group = (await c.readAs(s, get(`/api/timeslots/groups/${groupId}`))) as any;
        const slot = group.timeSlots.find((x: any) => x.id === slotId);
        out.push({
          label: `slot of ${s}`,
          req: put('/api/timeslots', renamed(slot)),
          expect: 'denied',
          readBack: {
            as: s,
            req: get(`/api/timeslots/groups/${groupId}`),
            pick: (b: any) => b.timeSlots.find((x: any) => x.id === slotId),
          },
        });
      }
      return out;
    },
  },
  'POST /api/timeslots': {
    scope: 'tenant',
    // A new slot in another supplier's group.
    probes: async (c) => {
      const out: Probe[] = [];
      for (const s of foreignSuppliers(c.caller)) {
        const groupId = c.fx.group[s];
        if (groupId === undefined) continue;
        const group = (await c.readAs(s, get(`/api/timeslots/groups/${groupId}`))) as any;
        out.push({
          label: `slot in a group of ${s}`,
          req: post('/api/timeslots', { ...renamed(group.timeSlots[0]), id: 0, offers: [] }),
          expect: 'denied',
          readBack: {
            as: s,
            req: get(`/api/timeslots/groups/${groupId}`),
            pick: (b: any) => b.timeSlots.length,
          },
        });
      }
      return out;
    },
  },
  'GET /api/timeslots/externalproviders': {
    scope: 'tenant',
    probes: (c) => [
      ...list(
        get('/api/timeslots/externalproviders'),
        rowsOf(c.fx, 'provider', (b) => b.map((r: any) => r.id)),
      ),
      // A group's providers are its supplier's: another supplier's group is not found.
      ...itemReads(c, 'group', (id) => `/api/timeslots/externalproviders?forGroupId=${id}`),
    ],
  },
  'GET /api/timeslots/externaloffers': {
    scope: 'tenant',
    // No control: the demo provider is reached on the server's own port, which app.inject has not.
    probes: (c) =>
      itemReads(c, 'provider', (id) => `/api/timeslots/externaloffers?apiproviderid=${id}`).map(
        ({ control: _, ...p }) => p,
      ),
  },
  'GET /api/timeslots/externaltimeslots': {
    scope: 'tenant',
    probes: (c) =>
      itemReads(
        c,
        'provider',
        (id) => `/api/timeslots/externaltimeslots?apiproviderid=${id}&productid=p1`,
      ).map(
        // The owner's own call may answer 404 for a made-up product: no control.
        ({ control: _, ...p }) => p,
      ),
  },

  // ---- ticket providers
  'GET /api/externalproviders': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/externalproviders'),
        rowsOf(fx, 'provider', (b) => b.map((r: any) => r.id)),
      ),
  },
  'PUT /api/externalproviders': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'provider',
        () => get('/api/externalproviders'),
        (id, cur) => {
          const p = cur.find((r: any) => r.id === id);
          return put('/api/externalproviders', {
            id,
            name: 'Changed by another tenant',
            baseUrl: 'https://attacker.example/octo',
            octoSupplierId: p.octoSupplierId,
            isActive: true,
          });
        },
        (b, id) => b.find((r: any) => r.id === id),
      ),
  },
  'POST /api/externalproviders': {
    scope: 'tenant',
    // POST with another supplier's id is an update of it.
    probes: (c) =>
      supplierWrites(
        c,
        'provider',
        () => get('/api/externalproviders'),
        (id) =>
          post('/api/externalproviders', {
            id,
            name: 'Changed by another tenant',
            baseUrl: 'https://attacker.example/octo',
            octoSupplierId: 'x',
            isActive: true,
          }),
        (b, id) => b.find((r: any) => r.id === id),
      ),
  },
  'POST /api/externalproviders/{id}/test': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.provider[s] === undefined
          ? []
          : [
              {
                label: `provider of ${s}`,
                req: post(`/api/externalproviders/${c.fx.provider[s]}/test`),
                expect: 'denied' as const,
              },
            ],
      ),
  },

  // ---- pick-up times
  'GET /api/pickuptimes': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/pickuptimes'),
        rowsOf(fx, 'pickUp', (b) => b.map((r: any) => r.id)),
      ),
  },
  'GET /api/pickuptimes/options': {
    scope: 'tenant',
    probes: (c) => [
      ...list(
        get('/api/pickuptimes/options'),
        rowsOf(c.fx, 'pickUp', (b) => b.filter((r: any) => r.value !== 0).map((r: any) => r.value)),
      ),
      // A group's pick-up sets are its supplier's: another supplier's group is not found.
      ...itemReads(c, 'group', (id) => `/api/pickuptimes/options?forGroupId=${id}`),
    ],
  },
  'GET /api/pickuptimes/{id}': {
    scope: 'tenant',
    probes: (c) => itemReads(c, 'pickUp', (id) => `/api/pickuptimes/${id}`),
  },
  'PUT /api/pickuptimes': {
    scope: 'tenant',
    probes: (c) =>
      supplierWrites(
        c,
        'pickUp',
        (id) => get(`/api/pickuptimes/${id}`),
        (_, cur) => put('/api/pickuptimes', renamed(cur)),
      ),
  },

  // ---- availability
  'GET /api/availability': {
    scope: 'tenant',
    probes: (c) => [
      ...list(
        get('/api/availability'),
        rowsOf(c.fx, 'slot', (b) => b.slots.map((r: any) => r.id)),
      ),
      ...foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.tour[s] === undefined
          ? []
          : [
              {
                label: `availability of a tour of ${s}`,
                req: get(`/api/availability?tourId=${c.fx.tour[s]}`),
                expect: { rows: rowsOf(c.fx, 'slot', (b) => b.slots.map((r: any) => r.id)) },
              } satisfies Probe,
            ],
      ),
    ],
  },
  'GET /api/availability/filters': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(get('/api/availability/filters'), (b: any) => [
        ...rowsOf(fx, 'tour', (x) => x.tours.map((r: any) => r.id))(b),
        ...rowsOf(fx, 'group', (x) => x.groups.map((r: any) => r.id))(b),
      ]),
  },
  'GET /api/availability/slotday': {
    scope: 'tenant',
    probes: (c) =>
      itemReads(
        c,
        'slot',
        (id) => `/api/availability/slotday?timeSlotId=${id}&date=${addDaysUtc(c.fx.today, 5)}`,
      ),
  },
  'GET /api/availability/manifest': {
    scope: 'tenant',
    file: true,
    probes: (c) =>
      itemReads(
        c,
        'slot',
        (id) => `/api/availability/manifest?timeSlotId=${id}&date=${addDaysUtc(c.fx.today, 5)}`,
      ),
  },
  'GET /api/availability/export': {
    scope: 'tenant',
    file: true,
    // The workbook of another supplier's tour: refused, or without a slot row (the grid is the caller's).
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) =>
        c.fx.tour[s] === undefined
          ? []
          : [
              {
                label: `export of a tour of ${s}`,
                req: get(`/api/availability/export?tourId=${c.fx.tour[s]}`),
                expect: { rows: (_: unknown, raw: Buffer) => workbookRows(raw).map(() => [s]) },
              } satisfies Probe,
            ],
      ),
  },
  'POST /api/availability/stopsell': {
    scope: 'tenant',
    probes: (c) => stopSells(c, '/api/availability/stopsell'),
  },

  // ---- a guide's or driver's day (issue 25 items 4–6)
  'GET /api/day/{timeSlotId}/{date}': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) => {
        const d = c.fx.slotDayBooking[s];
        return d
          ? [
              {
                label: `manifest of ${s}`,
                req: get(`/api/day/${d.timeSlotId}/${d.date}`),
                expect: 'denied' as const,
                control: s,
              },
            ]
          : [];
      }),
  },
  'POST /api/day/{timeSlotId}/{date}/checkins': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) => {
        const d = c.fx.slotDayBooking[s];
        if (!d) return [];
        const manifest = get(`/api/day/${d.timeSlotId}/${d.date}`);
        return (['checkIn', 'noShow'] as const).map((action) => ({
          label: `${action} of a booking of ${s}`,
          req: post(`/api/day/${d.timeSlotId}/${d.date}/checkins`, { bookingId: d.bookingId, action }),
          expect: 'denied' as const,
          readBack: {
            as: s,
            req: manifest,
            pick: (b: any) => b.bookings.map((x: any) => [x.id, x.checkIn]),
          },
        }));
      }),
  },
  // ---- dispatch (issue 25 items 3, 4)
  'GET /api/dispatch/staff': {
    scope: 'tenant',
    probes: (c) => itemReads(c, 'slot', (id) => `/api/dispatch/staff?timeSlotId=${id}`),
  },
  'PUT /api/dispatch/crew': {
    scope: 'tenant',
    probes: (c) => crewWrites(c),
  },
  'GET /api/myday': { scope: 'self', why: "the caller's own slot-days as guide or driver, from the token" },

  // ---- staff
  'GET /api/staff': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/staff'),
        rowsOf(fx, 'user', (b) => b.map((r: any) => r.id)),
      ),
  },
  'GET /api/staff/audit': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(get('/api/staff/audit'), (b: any) =>
        b.map((r: any) => fx.owner.user.get(fx.userIdByEmail.get(r.subject) ?? 0) ?? ['?']),
      ),
  },
  'PUT /api/staff/{id}/roles': {
    scope: 'tenant',
    probes: (c) => staffWrites(c, (id) => put(`/api/staff/${id}/roles`, { roles: ['admin'] })),
  },
  'PUT /api/staff/{id}/agencyadmin': {
    scope: 'tenant',
    probes: (c) => staffWrites(c, (id) => put(`/api/staff/${id}/agencyadmin`, { isAgencyAdmin: true })),
  },
  'POST /api/staff/{id}/deactivate': {
    scope: 'tenant',
    probes: (c) => staffWrites(c, (id) => post(`/api/staff/${id}/deactivate`)),
  },
  'POST /api/staff/{id}/reactivate': {
    scope: 'tenant',
    probes: (c) => staffWrites(c, (id) => post(`/api/staff/${id}/reactivate`)),
  },
  'POST /api/staff/{id}/resetpassword': {
    scope: 'tenant',
    probes: (c) => staffWrites(c, (id) => post(`/api/staff/${id}/resetpassword`)),
  },

  // ---- contracts
  'GET /api/contracts/agencies': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/contracts/agencies'),
        rowsOf(fx, 'contract', (b) =>
          b.agencies.flatMap((r: any) => [r.current?.id, r.upcoming?.id].filter((x) => x != null)),
        ),
      ),
  },
  'GET /api/contracts/offers': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/contracts/offers'),
        rowsOf(fx, 'offer', (b) => b.map((r: any) => r.offerId)),
      ),
  },
  'GET /api/contracts/agencies/{agencyId}': {
    scope: 'tenant',
    probes: ({ fx }) =>
      AGENCIES.flatMap((a) =>
        list(
          get(`/api/contracts/agencies/${fx.agencyId[a]}`),
          rowsOf(fx, 'contract', (b) => b.contracts.map((r: any) => r.id)),
        ),
      ),
  },
  'POST /api/contracts/agencies/{agencyId}': {
    scope: 'self',
    why: "adds a contract of the caller's own supplier (from the token) with the agency named",
  },
  'DELETE /api/contracts/agencies/{agencyId}/{contractId}': {
    scope: 'tenant',
    probes: (c) =>
      foreignSuppliers(c.caller).flatMap((s) => {
        const k = c.fx.contract[s];
        return k === undefined
          ? []
          : [
              {
                label: `contract of ${s}`,
                req: del(`/api/contracts/agencies/${k.agencyId}/${k.id}`),
                expect: 'denied' as const,
                readBack: {
                  as: s,
                  req: get(`/api/contracts/agencies/${k.agencyId}`),
                  pick: (b: any) => b.contracts.map((r: any) => r.id),
                },
              },
            ];
      }),
  },

  // ---- arrivals (the operator's; each of an agency)
  'POST /api/arrivals/filtered': {
    scope: 'tenant',
    probes: () =>
      list(post('/api/arrivals/filtered', { itemsPerPage: 500 }), (b: any) => b.entities.map(() => ['op'])),
  },
  'GET /api/arrivals/sales': {
    scope: 'tenant',
    probes: ({ fx }) =>
      list(
        get('/api/arrivals/sales'),
        rowsOf(fx, 'user', (b) => b.map((r: any) => r.id)),
      ),
  },
  'GET /api/hotels/witharrivals': {
    scope: 'tenant',
    // Which hotels the operator's arrivals stay in is the operator's.
    probes: () => list(get('/api/hotels/witharrivals'), (b: any) => b.map(() => ['op'])),
  },
  'POST /api/arrivals/groupinfo': {
    scope: 'tenant',
    probes: (c) =>
      c.caller.tenant === 'op'
        ? []
        : AGENCIES.flatMap((a) => {
            const h = c.fx.inHouse[a];
            if (!h || a === c.caller.tenant) return [];
            return [
              {
                label: `group of an arrival of ${a}`,
                req: post('/api/arrivals/groupinfo', {
                  groupId: h.groupId,
                  values: { notes: 'Changed by another tenant' },
                  base: {},
                }),
                expect: 'denied' as const,
                readBack: {
                  as: 'op' as Tenant,
                  req: post('/api/arrivals/filtered', { groupId: h.groupId, inHouse: false }),
                  pick: (b: any) => b.entities.map((r: any) => r.notes),
                },
              },
            ];
          }),
  },
  // ---- the airport rep's day (issue 25 item 8): the operator's arrivals
  'GET /api/airport/arrivals': {
    scope: 'tenant',
    probes: () =>
      list(get('/api/airport/arrivals'), (b: any) =>
        b.flights.flatMap((f: any) => f.groups.flatMap((g: any) => g.guests.map(() => ['op']))),
      ),
  },
  'POST /api/airport/meetings': {
    scope: 'tenant',
    probes: async (c) => {
      const h = Object.values(c.fx.inHouse)[0];
      if (c.caller.tenant === 'op' || !h) return [];
      const read = post('/api/arrivals/filtered', { groupId: h.groupId, inHouse: false });
      const page = (await c.readAs('op', read)) as { entities: Array<{ id: number }> };
      return [
        {
          label: 'a guest of the operator met at the airport',
          req: post('/api/airport/meetings', { arrivalIds: [page.entities[0].id], met: true }),
          expect: 'denied' as const,
          readBack: {
            as: 'op' as Tenant,
            req: read,
            pick: (b: any) => b.entities.map((r: any) => r.airportMeeting ?? null),
          },
        },
      ];
    },
  },
  'GET /api/agent/customers/inHouse': {
    scope: 'tenant',
    probes: (c) =>
      foreignAgencies(c.caller).flatMap((a) => {
        const h = c.fx.inHouse[a];
        return h
          ? [
              {
                label: `in-house guests of ${a}`,
                req: get(
                  `/api/agent/customers/inHouse?hotelId=${h.hotelId}&date=${c.fx.today}&${agencyOnly(c.fx, a)}`,
                ),
                expect: 'denied' as const,
                control: a,
              },
            ]
          : [];
      }),
  },
  'GET /api/agent/customers/groupInfo': {
    scope: 'tenant',
    probes: (c) =>
      foreignAgencies(c.caller).flatMap((a) => {
        const h = c.fx.inHouse[a];
        return h
          ? [
              {
                label: `group info of ${a}`,
                req: get(
                  `/api/agent/customers/groupInfo?hotelId=${h.hotelId}&groupInfoId=${h.groupInfoId}&${agencyOnly(c.fx, a)}`,
                ),
                expect: 'denied' as const,
                control: a,
              },
            ]
          : [];
      }),
  },
  'GET /api/agent/agencies/fornewbooking': {
    scope: 'tenant',
    probes: ({ fx, caller }) =>
      list(get('/api/agent/agencies/fornewbooking'), (b: any) =>
        b.map((r: any) => {
          // Agencies are what staff sell for: any staff member may name one; an agent only their own.
          const t = fx.tenantOfAgency.get(r.id ?? r.value);
          return caller.tenant.startsWith('a') ? [t ?? '?'] : ([caller.tenant] as Owners);
        }),
      ),
  },

  // ---- bookings
  'POST /api/agent/bookings': {
    scope: 'tenant',
    probes: (c) => newBookings(c),
  },
  'GET /api/agent/bookings': {
    scope: 'tenant',
    probes: (c) => bookingLists(c, '/api/agent/bookings'),
  },
  'GET /api/agent/commissions': {
    scope: 'tenant',
    probes: (c) => bookingLists(c, '/api/agent/commissions'),
  },
  'GET /api/agent/agents/bookings': {
    scope: 'tenant',
    probes: (c) => agentOptions(c, '/api/agent/agents/bookings'),
  },
  'GET /api/agent/agents/commissions': {
    scope: 'tenant',
    probes: (c) => agentOptions(c, '/api/agent/agents/commissions'),
  },
  'GET /api/agent/offers/bookings': {
    scope: 'tenant',
    probes: (c) => offerOptions(c, '/api/agent/offers/bookings'),
  },
  'GET /api/agent/offers/commissions': {
    scope: 'tenant',
    probes: (c) => offerOptions(c, '/api/agent/offers/commissions'),
  },
  'GET /api/agent/hotels/bookings': { scope: 'global', why: 'hotels (geography) the booking filter offers' },
  'GET /api/agent/hotels/commissions': {
    scope: 'global',
    why: 'hotels (geography) the commission filter offers',
  },
  'POST /api/bookings/operations': {
    scope: 'tenant',
    probes: (c) => [
      ...list(post('/api/bookings/operations', { itemsPerPage: 500 }), bookingRows(c.fx)),
      ...foreignAgencies(c.caller).flatMap((a) =>
        list(
          post('/api/bookings/operations', { itemsPerPage: 500, agencyId: c.fx.agencyId[a] }),
          bookingRows(c.fx),
        ).map((p) => ({ ...p, label: `list of ${a}` })),
      ),
    ],
  },
  'GET /api/agent/bookings/{id}': {
    scope: 'tenant',
    probes: (c) =>
      foreignBookings(c.fx, c.caller).map((b) => ({
        label: `booking ${b.key}`,
        req: get(`/api/agent/bookings/${b.id}`),
        expect: 'denied',
        control: b.agency,
      })),
  },
  'GET /bookings/download/invoice/{id}': {
    scope: 'tenant',
    file: true,
    probes: (c) =>
      foreignBookings(c.fx, c.caller).map((b) => ({
        label: `invoice of ${b.key}`,
        req: get(`/bookings/download/invoice/${b.id}`),
        expect: 'denied',
        control: b.agency,
      })),
  },
  'GET /bookings/download/voucher/{id}': {
    scope: 'tenant',
    file: true,
    probes: (c) =>
      foreignBookings(c.fx, c.caller).map((b) => ({
        label: `voucher of ${b.key}`,
        req: get(`/bookings/download/voucher/${b.id}`),
        expect: 'denied',
      })),
  },
  'GET /api/agent/bookings/downloadtickets/{bookingId}': {
    scope: 'tenant',
    file: true,
    probes: (c) =>
      foreignBookings(c.fx, c.caller).map((b) => ({
        label: `tickets of ${b.key}`,
        req: get(`/api/agent/bookings/downloadtickets/${b.id}`),
        expect: 'denied',
      })),
  },
  'GET /api/bookings/{id}/cancel': {
    scope: 'tenant',
    probes: (c) =>
      foreignBookings(c.fx, c.caller).map((b) => ({
        label: `refund of cancelling ${b.key}`,
        req: get(`/api/bookings/${b.id}/cancel`),
        expect: 'denied',
      })),
  },
  'POST /api/bookings/{id}/{action}': {
    scope: 'tenant',
    probes: (c) =>
      foreignBookings(c.fx, c.caller).map((b) => ({
        label: `cancel ${b.key}`,
        req: post(`/api/bookings/${b.id}/cancel`),
        expect: 'denied',
        readBack: { as: b.agency, req: get(`/api/agent/bookings/${b.id}`), pick: (x: any) => x.status },
      })),
  },

  // ---- OCTO resellers (issue 26 items 9 and 10). The keys' routes read and change only the caller's own
  // supplier's keys, by the token's supplier (no id of another supplier reaches a row: 404);
  // tests/api/octo-supplier.test.ts holds that supplier 3's admin neither lists nor revokes supplier 2's key.
  'GET /api/octo-keys': { scope: 'self', why: "the caller's own supplier's keys (supplier from the token)" },
  'POST /api/octo-keys': { scope: 'self', why: "issues a key of the caller's own supplier (from the token)" },
  'DELETE /api/octo-keys/{id}': {
    scope: 'self',
    why: "revokes only a key of the caller's own supplier; another's is 404 (octo-supplier.test.ts)",
  },
  // The OCTO API authenticates by the reseller's API key, never by a session cookie or token: no demo
  // user holds a key, so these are outside the cookie matrix. Each key is one supplier and one agency;
  // tests/api/octo-supplier.test.ts holds that a key sees only its supplier's products (another
  // supplier's product is INVALID_PRODUCT_ID) and that no key or a revoked one is refused.
  'GET /octo/supplier': { scope: 'public', why: "OCTO, by API key: the key's own supplier" },
  'GET /octo/products': { scope: 'public', why: "OCTO, by API key: the key's supplier's tours only" },
  'GET /octo/products/{id}': {
    scope: 'public',
    why: "OCTO, by API key: another supplier's tour is INVALID_PRODUCT_ID",
  },
  'POST /octo/availability/calendar': {
    scope: 'public',
    why: "OCTO, by API key: the key's supplier's tours only",
  },
  'POST /octo/availability': { scope: 'public', why: "OCTO, by API key: the key's supplier's tours only" },
  // OCTO bookings: tests/api/octo-bookings.test.ts holds that another agency's key finds none of them
  // (INVALID_BOOKING_UUID, an empty list).
  ...Object.fromEntries(
    [
      'POST /octo/bookings',
      'GET /octo/bookings',
      'GET /octo/bookings/{uuid}',
      'PATCH /octo/bookings/{uuid}',
      'DELETE /octo/bookings/{uuid}',
      'POST /octo/bookings/{uuid}/confirm',
      'POST /octo/bookings/{uuid}/cancel',
      'POST /octo/bookings/{uuid}/extend',
      'GET /octo/bookings/{uuid}/voucher',
    ].map((route) => [
      route,
      { scope: 'public', why: "OCTO, by API key: the key's agency's bookings of its supplier only" },
    ]),
  ),
};

// ---- shared probes --------------------------------------------------------------------------------

function stopSells(c: ProbeContext, url: string): Probe[] {
  const date = addDaysUtc(c.fx.today, 9);
  return foreignSuppliers(c.caller).flatMap((s) => {
    const slotId = c.fx.slot[s];
    if (slotId === undefined) return [];
    return [
      {
        label: `stop-sell on a slot of ${s}`,
        req: post(url, { timeSlotId: slotId, date, closed: true, reason: 'Closed by another tenant' }),
        expect: 'denied' as const,
        readBack: {
          as: s,
          req: get(`/api/availability/slotday?timeSlotId=${slotId}&date=${date}`),
          pick: (b: any) => without(b, 'asOf'),
        },
      },
    ];
  });
}

/** A crew set on another supplier's slot-day: denied, and the owner's sheet shows the same crew. */
function crewWrites(c: ProbeContext): Probe[] {
  const date = addDaysUtc(c.fx.today, 1);
  return foreignSuppliers(c.caller).flatMap((s) => {
    const slotId = c.fx.slot[s];
    if (slotId === undefined) return [];
    return [
      {
        label: `crew of a slot-day of ${s}`,
        req: put('/api/dispatch/crew', {
          timeSlotId: slotId,
          date,
          guideId: null,
          driverId: null,
          vehicle: 'Set by another tenant',
        }),
        expect: 'denied' as const,
        readBack: {
          as: s,
          req: get(`/api/availability/slotday?timeSlotId=${slotId}&date=${date}`),
          pick: (b: any) => b.crew,
        },
      },
    ];
  });
}

function staffWrites(c: ProbeContext, write: (id: number) => Req): Probe[] {
  return [...foreignSuppliers(c.caller), ...foreignAgencies(c.caller)].map((t) => {
    const who = c.fx.staff[t];
    // Supplier staff are read back by their supplier's admin; agency staff by themselves (agencies 2
    // and 3 have no agency admin in the demo): their own account, or a refusal once changed.
    return {
      label: `staff of ${t}`,
      req: write(who.id),
      expect: 'denied' as const,
      readBack: t.startsWith('a')
        ? { as: { email: who.email }, req: get('/api/auth/me'), pick: (b: any) => b }
        : {
            as: t,
            req: get('/api/staff'),
            pick: (b: any) => {
              const row = b.find((r: any) => r.id === who.id);
              return row && without(row, 'lastSignInAt');
            },
          },
    };
  });
}

function bookingLists(c: ProbeContext, url: string): Probe[] {
  const rows = bookingRows(c.fx);
  return [
    ...list(get(`${url}?itemsPerPage=500`), rows),
    // Naming another agency: refused, or still only rows the caller may see.
    ...foreignAgencies(c.caller).flatMap((a) =>
      list(get(`${url}?itemsPerPage=500&${agencyOnly(c.fx, a)}`), rows).map((p) => ({
        ...p,
        label: `list of ${a}`,
        expect: { rows: (b: unknown) => ((b as any)?.entities ? rows(b) : []) },
      })),
    ),
  ];
}

/** The agents of the bookings the caller sees: an agent sees their own agency's agents only. */
function agentOptions(c: ProbeContext, url: string): Probe[] {
  if (!c.caller.tenant.startsWith('a')) return [];
  return list(
    get(url),
    rowsOf(c.fx, 'user', (b) => b.map((r: any) => r.id)),
  );
}

/** The tickets of the bookings the caller sees: a supplier's staff see their own supplier's only. */
function offerOptions(c: ProbeContext, url: string): Probe[] {
  if (c.caller.tenant.startsWith('a')) return [];
  return list(
    get(url),
    rowsOf(c.fx, 'offer', (b) => b.map((r: any) => r.id)),
  );
}

/** A sale for another agency (an agent), or of another supplier's tour (a supplier's staff). */
async function newBookings(c: ProbeContext): Promise<Probe[]> {
  if (c.caller.tenant === 'op') return [];
  const out: Probe[] = [];
  const isAgent = c.caller.tenant.startsWith('a');
  const targets: { s: SupplierTenant; a: AgencyTenant }[] = isAgent
    ? foreignAgencies(c.caller).map((a) => ({ s: 'op' as const, a }))
    : foreignSuppliers(c.caller).map((s) => ({ s, a: 'a1' as const }));
  for (const { s, a } of targets) {
    const tours = (await c.readAs('op', get('/api/agent/tours/fornewbooking'))) as any[];
    const tour = tours.find(
      (t) => c.fx.owner.tour.get(t.id)?.[0] === s && t.offers.some((o: any) => o.timeSlots.length),
    );
    if (!tour) continue;
    const offer = tour.offers.find((o: any) => o.timeSlots.length);
    out.push({
      label: `sale of ${s}'s tour for ${a}`,
      req: post('/api/agent/bookings', {
        clientRef: randomUUID(),
        date: addDaysUtc(c.fx.today, 20),
        tourId: tour.id,
        offerId: offer.id,
        timeSlotId: offer.timeSlots[0].id,
        adults: Math.max(1, offer.minNumOfPeople),
        children: 0,
        guestName: 'Intruder Guest',
        hotelId: 0,
        agencyId: c.fx.agencyId[a],
      }),
      expect: 'denied',
      // The agency's own list: no booking it did not make appears in it.
      readBack: {
        as: a,
        req: get('/api/agent/bookings?itemsPerPage=500&f=Intruder'),
        pick: (b: any) => b.entities.map((r: any) => r.id),
      },
    });
  }
  return out;
}

/** The data rows of a workbook's first sheet (the header row left out). */
function workbookRows(raw: Buffer): unknown[] {
  const book = XLSX.read(raw, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]]);
}
