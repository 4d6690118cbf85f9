import {
  AGENCY_PAGE,
  type AgencyContract,
  type AgencyContractsList,
  type AgencyHistory,
  type ContractKind,
  type ContractOffer,
  type ContractSummary,
  type ParsedContractInput,
} from '../../../contract';
import {
  CONTRACT_DATE_TAKEN_MESSAGE,
  contractInForce,
  contractState,
  nextContract,
} from '../../../domain/contracts';
import { fillTemplate } from '../../../domain/message-template';
import { toDisplayDate } from '../../../domain/dates';
import { fromUnits, toUnits } from '../../../domain/money';
import type { AuthUser } from '../../auth/guard';
import type { RequestScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../http/errors';
import { audit } from '../auth/repo';
import { accountSettings } from '../catalogue/account-settings';
import {
  contractHistory,
  contractOn,
  contractsOfAgencies,
  deleteContract,
  findAgencies,
  findAgency,
  findContract,
  insertContract,
  offersForContracts,
  ownOfferIds,
  ratesOfContracts,
} from './contracts-repo';

export const AGENCY_NOT_FOUND = 'Agency not found';
export const CONTRACT_NOT_FOUND = 'Contract not found or you are not allowed to manage it';

const rule = (message: string, field?: string) =>
  new AppError('business_rule', message, field ? { fields: { [field]: message } } : {});
const amount = (units: number | null) => (units === null ? null : fromUnits(units));

async function defaultCommissionOf(db: Db, supplierId: number): Promise<number> {
  return (await accountSettings(db, supplierId))?.defaultCommission ?? 0;
}

/**
 * The tickets a supplier's contracts may name: its own, or every supplier's when it is the operator
 * (whose staff manage the whole catalogue, auth/scope.ts); null means every supplier's.
 */
function catalogueOf(scope: RequestScope, supplierId: number): number | null {
  return scope.supplier?.kind === 'all' ? null : supplierId;
}

/** The agencies (by name, searchable) with the contract in force today and the next one to come. */
export async function agencyContracts(
  db: Db,
  supplierId: number,
  f: string | undefined,
  today: string,
): Promise<AgencyContractsList> {
  const { rows, total } = await findAgencies(db, f, AGENCY_PAGE);
  const contracts = await contractsOfAgencies(
    db,
    supplierId,
    rows.map((a) => a.id),
  );
  const summary = (c: (typeof contracts)[number] | null): ContractSummary | null =>
    c && {
      id: c.id,
      validFrom: c.validFrom,
      kind: c.kind as ContractKind,
      commissionPercent: amount(c.commissionPercent),
      netRateCount: Number(c.netRateCount ?? 0),
    };
  return {
    defaultCommission: await defaultCommissionOf(db, supplierId),
    total,
    agencies: rows.map((a) => {
      const own = contracts.filter((c) => c.agencyId === a.id);
      return {
        agencyId: a.id,
        agencyName: a.name,
        agencyCode: a.code,
        current: summary(contractInForce(own, today)),
        upcoming: summary(nextContract(own, today)),
      };
    }),
  };
}

/** One agency's contract history with this supplier, newest first. */
export async function agencyHistory(
  db: Db,
  supplierId: number,
  agencyId: number,
  today: string,
): Promise<AgencyHistory> {
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound(AGENCY_NOT_FOUND);
  const rows = await contractHistory(db, supplierId, agencyId);
  const rates = await ratesOfContracts(
    db,
    rows.map((r) => r.id),
  );
  const contracts: AgencyContract[] = rows.map((r) => ({
    id: r.id,
    agencyId: r.agencyId,
    validFrom: r.validFrom,
    kind: r.kind as ContractKind,
    commissionPercent: amount(r.commissionPercent),
    netRates: rates
      .filter((x) => x.contractId === r.id)
      .map((x) => ({
        offerId: x.offerId,
        offerName: x.offerName,
        tourName: x.tourName,
        netAdult: amount(x.netAdult),
        netChild: amount(x.netChild),
        netTrip: amount(x.netTrip),
      })),
    note: r.note,
    createdAt: r.createdAt,
    createdByName: r.createdByName ?? null,
    state: contractState(r, rows, today),
  }));
  return {
    agencyId: agency.id,
    agencyName: agency.name,
    defaultCommission: await defaultCommissionOf(db, supplierId),
    contracts: contracts.toReversed(),
  };
}

/**
 * Adds a contract to an agency's history. It may not start before today: bookings already priced by
 * the history keep their amounts anyway, but the history must keep saying what priced them. One
 * contract per agency and day; net rates only for the supplier's own live tickets.
 */
export async function addContract(
  db: Db,
  supplierId: number,
  scope: RequestScope,
  agencyId: number,
  c: ParsedContractInput,
  today: string,
  ip?: string,
): Promise<AgencyHistory> {
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound(AGENCY_NOT_FOUND);
  if (c.validFrom < today) throw rule('Valid from cannot be earlier than today', 'validFrom');
  if (await contractOn(db, supplierId, agencyId, c.validFrom))
    throw rule(
      fillTemplate(CONTRACT_DATE_TAKEN_MESSAGE, { agency: agency.name, date: toDisplayDate(c.validFrom) }),
      'validFrom',
    );
  const rates = c.kind === 'netRates' ? c.netRates : [];
  const own = await ownOfferIds(
    db,
    catalogueOf(scope, supplierId),
    rates.map((r) => r.offerId),
  );
  const fields: Record<string, string> = {};
  rates.forEach((r, i) => {
    if (!own.has(r.offerId)) fields[`netRates.${i}.offerId`] = 'Not a ticket of yours';
  });
  if (Object.keys(fields).length > 0) throw badRequest('Not a ticket of yours', fields);

  const id = await insertContract(
    db,
    {
      supplierId,
      agencyId,
      validFrom: c.validFrom,
      kind: c.kind,
      commissionPercent: c.kind === 'commission' ? toUnits(c.commissionPercent ?? 0) : null,
      note: c.note,
      createdBy: scope.user.id,
      createdAt: new Date().toISOString(),
    },
    rates.map((r) => ({
      offerId: r.offerId,
      netAdult: r.netAdult === null ? null : toUnits(r.netAdult),
      netChild: r.netChild === null ? null : toUnits(r.netChild),
      netTrip: r.netTrip === null ? null : toUnits(r.netTrip),
    })),
  );
  if (id === null)
    throw rule(
      fillTemplate(CONTRACT_DATE_TAKEN_MESSAGE, { agency: agency.name, date: toDisplayDate(c.validFrom) }),
      'validFrom',
    );
  await audit(db, {
    userId: scope.user.id,
    action: 'contract.add',
    subject: String(id),
    detail: { supplierId, agencyId, validFrom: c.validFrom, kind: c.kind },
    ...(ip ? { ip } : {}),
  });
  return agencyHistory(db, supplierId, agencyId, today);
}

/**
 * Removes a contract that has not come into force yet (a mistake, or a deal called off). One in force
 * or past stays: it is what priced the bookings made under it.
 */
export async function removeContract(
  db: Db,
  supplierId: number,
  user: AuthUser,
  agencyId: number,
  contractId: number,
  today: string,
  ip?: string,
): Promise<AgencyHistory> {
  const found = await findContract(db, supplierId, agencyId, contractId);
  if (!found) throw notFound(CONTRACT_NOT_FOUND);
  if (found.validFrom <= today)
    throw rule('A contract in force or past stays in the history; add a new one from a later date instead');
  await deleteContract(db, contractId);
  await audit(db, {
    userId: user.id,
    action: 'contract.remove',
    subject: String(contractId),
    detail: { supplierId, agencyId, validFrom: found.validFrom },
    ...(ip ? { ip } : {}),
  });
  return agencyHistory(db, supplierId, agencyId, today);
}

/** The tickets the net-rate picker offers, with the prices that net rates are set against. */
export async function contractOffers(
  db: Db,
  scope: RequestScope,
  supplierId: number,
  today: string,
): Promise<ContractOffer[]> {
  const rows = await offersForContracts(db, catalogueOf(scope, supplierId), today);
  return rows.map((r) => ({
    offerId: r.offerId,
    offerName: r.offerName,
    tourName: r.tourName,
    priceAdult: amount(r.priceAdult),
    priceChild: amount(r.priceChild),
    priceTrip: amount(r.priceTrip),
    commissionAdult: amount(r.commissionAdult),
    commissionChild: amount(r.commissionChild),
    commissionTrip: amount(r.commissionTrip),
  }));
}
