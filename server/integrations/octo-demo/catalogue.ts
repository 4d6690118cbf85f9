import {
  AvailabilityType,
  ContactField,
  DeliveryFormat,
  DeliveryMethod,
  DurationUnit,
  RedemptionMethod,
  UnitType,
  type Option,
  type Product,
  type Supplier,
  type Unit,
} from '../octo/types';

/**
 * The demo OCTO provider's own world: a Dubai attractions supplier with a few products. Start-time
 * products (fixed departures) and one opening-hours product (a day ticket with no start times: the slot
 * editor's "Maybe it should be guest defines time?" case). Capacity is per start time (or per day).
 */

export const DEMO_TIME_ZONE = 'Asia/Dubai';
/** Dubai keeps +04:00 all year (no daylight saving), so local times need no time-zone library. */
export const DEMO_UTC_OFFSET = '+04:00';
export const DEMO_SUPPLIER_ID = 'dubai-attractions-demo';

export const DEMO_SUPPLIER: Supplier = {
  id: DEMO_SUPPLIER_ID,
  name: 'Dubai Attractions (OCTO demo)',
  endpoint: '/octo-demo/v1',
  contact: {
    website: null,
    email: 'reservations@attractions.demo',
    telephone: '+971 4 000 0000',
    address: 'Downtown Dubai, United Arab Emirates',
  },
};

function unit(id: string, type: UnitType, internalName: string, minAge: number, maxAge: number): Unit {
  return {
    id,
    internalName,
    reference: id.toUpperCase(),
    type,
    requiredContactFields: [],
    restrictions: {
      minAge,
      maxAge,
      idRequired: false,
      minQuantity: null,
      maxQuantity: null,
      paxCount: 1,
      accompaniedBy: type === UnitType.CHILD ? ['adult'] : [],
    },
  };
}

const ADULT_CHILD = [
  unit('adult', UnitType.ADULT, 'Adult', 12, 99),
  unit('child', UnitType.CHILD, 'Child', 3, 11),
];
/** A per-seat product that sells no child ticket: a child rides on an adult's (issue 26 item 5). */
const ADULT_ONLY = [unit('adult', UnitType.ADULT, 'Guest', 3, 99)];

/** What some options ask of a booking beyond its units: a minimum party, contact fields. */
interface OptionTerms {
  minUnits?: number;
  maxUnits?: number;
  requiredContactFields?: Option['requiredContactFields'];
}

function option(
  id: string,
  internalName: string,
  startTimes: string[],
  isDefault = false,
  units: Unit[] = ADULT_CHILD,
  terms: OptionTerms = {},
): Option {
  return {
    id,
    default: isDefault,
    internalName,
    reference: null,
    availabilityLocalStartTimes: startTimes,
    cancellationCutoff: '24 hours',
    cancellationCutoffAmount: 24,
    cancellationCutoffUnit: DurationUnit.HOUR,
    requiredContactFields: terms.requiredContactFields ?? [],
    restrictions: { minUnits: terms.minUnits ?? 1, maxUnits: terms.maxUnits ?? 20 },
    units,
  };
}

function product(
  id: string,
  internalName: string,
  availabilityType: AvailabilityType,
  options: Option[],
  timeZone = DEMO_TIME_ZONE,
): Product {
  return {
    id,
    internalName,
    reference: id.toUpperCase(),
    locale: 'en',
    timeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType,
    deliveryFormats: [DeliveryFormat.QRCODE, DeliveryFormat.CODE128],
    deliveryMethods: [DeliveryMethod.TICKET],
    redemptionMethod: RedemptionMethod.DIGITAL,
    options,
  };
}

export const DEMO_PRODUCTS: Product[] = [
  product(
    'burj-khalifa-at-the-top',
    'Burj Khalifa: At the Top (levels 124 and 125)',
    AvailabilityType.START_TIME,
    [
      option('DEFAULT', 'Standard entry', ['09:00', '11:00', '14:00', '17:00', '19:30'], true),
      option('SKY', 'At the Top SKY (level 148)', ['10:00', '16:00']),
    ],
  ),
  product('dubai-aquarium', 'Dubai Aquarium and Underwater Zoo', AvailabilityType.START_TIME, [
    option('DEFAULT', 'Aquarium tunnel and zoo', ['10:00', '13:00', '16:00'], true),
  ]),
  product('dubai-frame', 'Dubai Frame day ticket', AvailabilityType.OPENING_HOURS, [
    option('DEFAULT', 'Day ticket', [], true),
  ]),
  // Terms a real supplier sets, which a reseller must meet (issue 26 part 1): a private jeep for two
  // or more, with no child ticket; e-tickets sent by e-mail, so the booking must carry one.
  product('desert-safari', 'Desert safari by 4x4', AvailabilityType.START_TIME, [
    option('DEFAULT', 'Private jeep (2 to 6 guests)', ['15:00'], true, ADULT_ONLY, {
      minUnits: 2,
      maxUnits: 6,
    }),
    option('ETICKET', 'Shared jeep, e-tickets by e-mail', ['15:30'], false, ADULT_CHILD, {
      requiredContactFields: [ContactField.EMAIL_ADDRESS],
    }),
  ]),
  // A product on another clock than the supplier's (issue 26 item 6): its start times are London's.
  product(
    'london-eye',
    'The London Eye: standard entry',
    AvailabilityType.START_TIME,
    [option('DEFAULT', 'Standard entry', ['12:00', '15:00'], true)],
    'Europe/London',
  ),
];

/** Seats per start time (or per day for opening-hours products). */
export const DEMO_CAPACITY: Record<string, number> = {
  'burj-khalifa-at-the-top': 30,
  'dubai-aquarium': 40,
  'dubai-frame': 200,
  'desert-safari': 60,
  'london-eye': 40,
};

/**
 * What the demo supplier charges per unit type, when a reseller asks for `octo/pricing` (issue 26 item 8):
 * retail (the guest's price) and net (the reseller's), AED in fils (minor units, 2 decimals).
 */
export const DEMO_PRICES: Record<
  string,
  Partial<Record<'ADULT' | 'CHILD', { retail: number; net: number }>>
> = {
  'burj-khalifa-at-the-top': {
    ADULT: { retail: 17_900, net: 15_000 },
    CHILD: { retail: 14_900, net: 12_500 },
  },
  'dubai-aquarium': { ADULT: { retail: 14_900, net: 12_000 }, CHILD: { retail: 11_900, net: 9_500 } },
  'dubai-frame': { ADULT: { retail: 5_000, net: 4_000 }, CHILD: { retail: 2_000, net: 1_600 } },
  'desert-safari': { ADULT: { retail: 35_000, net: 28_000 }, CHILD: { retail: 25_000, net: 20_000 } },
  'london-eye': { ADULT: { retail: 19_000, net: 16_000 }, CHILD: { retail: 15_000, net: 12_000 } },
};

export const DEMO_OPENING_HOURS = [{ from: '08:00', to: '22:00' }];
/** How far ahead the demo sells. */
export const DEMO_SELLING_DAYS = 365;
