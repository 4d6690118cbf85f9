// A valid period between its stored row (money and percents in 1/10000 units, prices with VAT in the
// base currency) and the contract's shape, whose derived price variants come from domain/pricing.
import type { Insertable, Selectable } from 'kysely';
import type { ValidPeriod } from '../../../contract';
import { fromUnits, toUnits } from '../../../domain/money';
import { periodPriceFields, type PeriodPrices } from '../../../domain/pricing';
import type { DB } from '../../db/tables';

export type PeriodRow = Selectable<DB['validPeriods']>;

type StoredColumns = Pick<
  PeriodRow,
  | 'priceAdult'
  | 'priceChild'
  | 'priceTrip'
  | 'commissionAdult'
  | 'commissionChild'
  | 'commissionTrip'
  | 'vatK'
  | 'convRate'
  | 'convType'
>;

/**
 * The stored prices of a period row as numbers: what domain/pricing computes from. The editor's
 * derived prices, the agent's price lines and a booking's amounts all start here.
 */
export function storedPrices(row: StoredColumns): PeriodPrices {
  return {
    priceAdult: fromUnits(row.priceAdult),
    priceChild: fromUnits(row.priceChild),
    priceTrip: fromUnits(row.priceTrip),
    commissionAdult: fromUnits(row.commissionAdult),
    commissionChild: fromUnits(row.commissionChild),
    commissionTrip: fromUnits(row.commissionTrip),
    vatK: fromUnits(row.vatK),
    convRate: fromUnits(row.convRate),
    convType: row.convType,
  };
}

/** A stored period as the editor gets it: every derived price field recomputed from what is stored. */
export function periodToApi(row: PeriodRow): ValidPeriod {
  return {
    id: row.id,
    offerId: row.offerId,
    guid: row.guid,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    minimumAdvancedPayment: fromUnits(row.minimumAdvancedPayment),
    vat: fromUnits(row.vat),
    vatK: fromUnits(row.vatK),
    convRate: fromUnits(row.convRate),
    convType: row.convType as ValidPeriod['convType'],
    ...(periodPriceFields(storedPrices(row)) as Omit<
      ValidPeriod,
      | 'id'
      | 'offerId'
      | 'guid'
      | 'periodStart'
      | 'periodEnd'
      | 'minimumAdvancedPayment'
      | 'vat'
      | 'vatK'
      | 'convRate'
      | 'convType'
    >),
  };
}

/**
 * What is stored of a period the editor sent: the recommended prices with VAT and the commissions,
 * with the rates. Every other price field it sent is derived and ignored (recomputed on read).
 */
export function periodToRow(p: ValidPeriod, offerId: number): Omit<Insertable<DB['validPeriods']>, 'id'> {
  return {
    offerId,
    guid: p.guid,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    minimumAdvancedPayment: toUnits(p.minimumAdvancedPayment),
    vat: toUnits(p.vat),
    vatK: toUnits(p.vatK),
    convRate: toUnits(p.convRate),
    convType: p.convType,
    priceAdult: toUnits(p.pricePerAdultRec),
    priceChild: toUnits(p.pricePerChildRec),
    priceTrip: toUnits(p.pricePerTripRec),
    commissionAdult: toUnits(p.commissionPerAdult),
    commissionChild: toUnits(p.commissionPerChild),
    commissionTrip: toUnits(p.commissionPerTrip),
  };
}
