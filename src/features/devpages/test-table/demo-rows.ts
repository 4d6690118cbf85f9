import { minutesToTime } from '../../../../domain/time-input';
import { between, pick, seededRandom } from './seeded-random';

/** A bookings-like demo row; nothing here comes from the server. */
export interface DemoBooking {
  id: number;
  date: string;
  pickupTime: string;
  guestName: string;
  phone: string;
  hotel: string;
  region: string;
  tour: string;
  numAdults: number;
  numChildren: number;
  numInfants: number;
  amount: number;
  paid: boolean;
  /** 0 Normal, 1 Pending, 4 Cancelled (03-bookings booking status). */
  status: number;
  bookedOn: string;
  paidOn: string | null;
  season: number;
  voucher: string;
  agent: string;
  notes: string;
}

export const DEMO_ROW_COUNT = 10_000;
export const HOTELS = [
  'Atlantis The Palm',
  'Burj Al Arab',
  'Jumeirah Beach Hotel',
  'Address Downtown',
  'Rove Downtown',
  'Hilton Dubai Creek',
  'JW Marriott Marquis',
  'Sofitel The Palm',
];
export const REGIONS = ['Palm Jumeirah', 'Downtown', 'Deira', 'Dubai Marina', 'Jumeirah', 'Business Bay'];
export const TOURS = [
  'Desert Safari',
  'Dhow Cruise Dinner',
  'Burj Khalifa At The Top',
  'Abu Dhabi City Tour',
  'Hot Air Balloon',
  'Dubai Frame',
  'Museum of the Future',
];
const FIRST = [
  'Anna',
  'Ivan',
  'Maria',
  'John',
  'Fatima',
  'Omar',
  'Olga',
  'Peter',
  'Li',
  'Sara',
  'Ahmed',
  'Elena',
  'Tom',
  'Nina',
  'Yusuf',
];
const LAST = [
  'Smith',
  'Ivanova',
  'Petrov',
  'Khan',
  'Al Habtoor',
  'Müller',
  'Rossi',
  'Chen',
  'Novak',
  'Brown',
  'Sokolova',
  'Haddad',
];
const AGENTS = ['Desert Trips', 'Gulf Holidays', 'Sky Travel'];
const NOTES = [
  '',
  '',
  '',
  'Vegetarian meal',
  'Child seat needed',
  'Late pick-up',
  'Birthday',
  'Wheelchair access',
];
const STATUSES = [0, 0, 0, 0, 0, 0, 1, 1, 4];
/** Fixed, not today: the same rows whatever the day. */
const FIRST_DAY = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

function isoDay(offset: number): string {
  return new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);
}

function row(random: () => number, index: number): DemoBooking {
  const day = between(random, 0, 729);
  const numAdults = between(random, 1, 4);
  const numChildren = between(random, 0, 3);
  const hotel = between(random, 0, HOTELS.length - 1);
  const paid = random() < 0.6;
  return {
    id: 100_001 + index,
    date: isoDay(day),
    pickupTime: minutesToTime(between(random, 12, 40) * 30),
    guestName: `${pick(random, FIRST)} ${pick(random, LAST)}`,
    phone: `+971 5${between(random, 0, 9)} ${between(random, 100, 999)} ${between(random, 1000, 9999)}`,
    hotel: HOTELS[hotel],
    region: REGIONS[hotel % REGIONS.length],
    tour: pick(random, TOURS),
    numAdults,
    numChildren,
    numInfants: random() < 0.15 ? 1 : 0,
    amount:
      Math.round((numAdults * between(random, 40, 400) + numChildren * between(random, 20, 200)) * 100) / 100,
    paid,
    status: pick(random, STATUSES),
    bookedOn: isoDay(Math.max(0, day - between(random, 1, 60))),
    paidOn: paid ? isoDay(Math.max(0, day - between(random, 0, 30))) : null,
    season: 2026 + Math.floor(day / 365),
    voucher: `V-${between(random, 10_000, 99_999)}`,
    agent: pick(random, AGENTS),
    notes: pick(random, NOTES),
  };
}

/** The same `count` rows for the same seed. */
export function demoRows(count = DEMO_ROW_COUNT, seed = 2026): DemoBooking[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => row(random, index));
}
