/**
 * Pick-up time sets and time slot groups of the demo suppliers. Times are minutes after midnight.
 * Supplier index: 0 the operator, 1 Desert Falcon Safaris, 2 Arabian Seas Cruises.
 */

const hm = (h: number, m = 0) => h * 60 + m;

export interface PickUpSetData {
  key: string;
  supplier: 0 | 1 | 2;
  name: string;
  /** The window for districts with no offset below. */
  window: [number, number];
  cities: string[];
  /** Minutes added to the window per district: far districts are collected earlier. */
  offsets: Record<string, number>;
  inactiveRegions?: string[];
  hotels?: [string, number, number][];
}

// Districts by distance from the inland desert camps (far → picked up earlier).
const DESERT_OFFSETS = {
  'Palm Jumeirah': -30,
  'Dubai Marina': -30,
  'Jumeirah Beach Residence': -30,
  'Al Barsha': -15,
  'Umm Suqeim': -15,
  'Bur Dubai': 10,
  Deira: 10,
  'Al Garhoud': 15,
  'Dubai Creek': 15,
  'Al Qusais': 15,
  'Al Majaz': -15,
  'Al Khan': -15,
};

// Districts by distance from the old town, where city tours start.
const CITY_OFFSETS = {
  'Palm Jumeirah': -30,
  'Dubai Marina': -30,
  'Jumeirah Beach Residence': -30,
  'Al Barsha': -20,
  'Umm Suqeim': -15,
  Jumeirah: -10,
  'Downtown Dubai': -5,
  'Business Bay': -5,
  DIFC: -5,
  Deira: 10,
  'Dubai Creek': 10,
  'Al Garhoud': 10,
  'Al Qusais': 15,
  'Al Majaz': -30,
  'Al Khan': -30,
};

// Districts by distance from Dubai Marina's dhow pier.
const MARINA_OFFSETS = {
  'Dubai Marina': 20,
  'Jumeirah Beach Residence': 20,
  'Palm Jumeirah': 10,
  'Al Barsha': 10,
  'Umm Suqeim': 10,
  'Bur Dubai': -20,
  Deira: -30,
  'Dubai Creek': -30,
  'Al Garhoud': -30,
  'Al Qusais': -30,
};

export const PICK_UP_SETS: PickUpSetData[] = [
  {
    key: 'desert-evening',
    supplier: 1,
    name: 'Desert Safari pick-ups',
    window: [hm(14, 30), hm(15)],
    cities: ['Dubai', 'Sharjah'],
    offsets: DESERT_OFFSETS,
    hotels: [
      ['Atlantis The Palm', hm(13, 45), hm(14)],
      ['Atlantis The Royal', hm(13, 45), hm(14)],
      ['One&Only The Palm', hm(13, 50), hm(14, 5)],
      ['Burj Al Arab Jumeirah', hm(14, 5), hm(14, 20)],
    ],
  },
  {
    key: 'desert-morning',
    supplier: 1,
    name: 'Morning safari pick-ups',
    window: [hm(7), hm(7, 30)],
    cities: ['Dubai'],
    offsets: DESERT_OFFSETS,
  },
  {
    key: 'balloon',
    supplier: 1,
    name: 'Balloon pick-ups',
    window: [hm(4, 15), hm(4, 45)],
    cities: ['Dubai'],
    offsets: DESERT_OFFSETS,
    inactiveRegions: ['Al Qusais'],
  },
  {
    key: 'city-morning',
    supplier: 0,
    name: 'City tour pick-ups',
    window: [hm(8, 15), hm(8, 45)],
    cities: ['Dubai', 'Sharjah'],
    offsets: CITY_OFFSETS,
    hotels: [['Atlantis The Palm', hm(7, 30), hm(7, 45)]],
  },
  {
    key: 'city-afternoon',
    supplier: 0,
    name: 'City tour afternoon pick-ups',
    window: [hm(13, 15), hm(13, 45)],
    cities: ['Dubai'],
    offsets: CITY_OFFSETS,
  },
  {
    key: 'abu-dhabi',
    supplier: 0,
    name: 'Abu Dhabi tour pick-ups',
    window: [hm(7, 30), hm(8)],
    cities: ['Dubai', 'Abu Dhabi'],
    // From Dubai's east side it is furthest to Abu Dhabi; Abu Dhabi hotels are collected last.
    offsets: {
      Deira: -20,
      'Al Qusais': -30,
      'Dubai Creek': -15,
      'Al Garhoud': -15,
      'Bur Dubai': -10,
      'Dubai Marina': 15,
      'Jumeirah Beach Residence': 15,
      'Palm Jumeirah': 15,
      Corniche: 90,
      'Yas Island': 75,
      'Saadiyat Island': 80,
    },
  },
  {
    key: 'attractions',
    supplier: 0,
    name: 'Attraction transfers',
    window: [hm(9), hm(9, 30)],
    cities: ['Dubai'],
    offsets: CITY_OFFSETS,
  },
  {
    key: 'marina-cruise',
    supplier: 2,
    name: 'Marina cruise pick-ups',
    window: [hm(19), hm(19, 30)],
    cities: ['Dubai'],
    offsets: MARINA_OFFSETS,
    inactiveRegions: ['Al Qusais'],
  },
  {
    key: 'creek-cruise',
    supplier: 2,
    name: 'Creek cruise pick-ups',
    window: [hm(19, 15), hm(19, 45)],
    cities: ['Dubai', 'Sharjah'],
    offsets: {
      'Palm Jumeirah': -40,
      'Dubai Marina': -40,
      'Jumeirah Beach Residence': -40,
      'Al Barsha': -30,
      Deira: 15,
      'Bur Dubai': 15,
    },
  },
];

export interface SlotData {
  key: string;
  name: string;
  description?: string;
  start: number;
  end: number;
  /** Fixed 0, Anytime 1, NoTime 2. */
  timeType?: 0 | 1 | 2;
  interval?: number;
  duration?: number;
  /** Live 0, OnRequest 1. */
  type?: 0 | 1;
  /** Hours the supplier has to confirm an on-request booking. */
  cutOff?: number;
  days?: number;
  /** Only when the group's slots are independent. */
  capacity?: number;
  pickUp?: string;
}

export interface SlotGroupData {
  supplier: 0 | 1 | 2;
  name: string;
  capacity: number;
  minimumAdvancedBooking: number;
  independent: boolean;
  pickUp?: string;
  slots: SlotData[];
}

const NOT_FRIDAY = 127 - 16;
const FRIDAY_SATURDAY = 16 + 32;

export const SLOT_GROUPS: SlotGroupData[] = [
  {
    supplier: 0,
    name: 'City tour departures',
    capacity: 45,
    minimumAdvancedBooking: 12,
    independent: false,
    pickUp: 'city-morning',
    slots: [
      { key: 'city-morning', name: 'Morning departure', start: hm(9), end: hm(13) },
      { key: 'city-full', name: 'Full day departure', start: hm(9), end: hm(17) },
      {
        key: 'city-afternoon',
        name: 'Afternoon departure',
        start: hm(14),
        end: hm(18),
        pickUp: 'city-afternoon',
      },
    ],
  },
  {
    supplier: 0,
    name: 'Abu Dhabi departures',
    capacity: 40,
    minimumAdvancedBooking: 24,
    independent: false,
    pickUp: 'abu-dhabi',
    slots: [
      {
        key: 'ad-shared',
        name: 'Full day 08:00',
        description:
          'The Grand Mosque receives tourists from Friday afternoon only, so there is no Friday departure.',
        start: hm(8),
        end: hm(18),
        days: NOT_FRIDAY,
      },
      {
        key: 'ad-private',
        name: 'Private departure',
        start: hm(8),
        end: hm(18),
        type: 1,
        cutOff: 12,
        days: NOT_FRIDAY,
      },
    ],
  },
  {
    supplier: 0,
    name: 'Burj Khalifa entries',
    capacity: 60,
    minimumAdvancedBooking: 2,
    independent: true,
    slots: [
      { key: 'bk-0900', name: '09:00 entry', start: hm(9), end: hm(10), capacity: 60 },
      { key: 'bk-1130', name: '11:30 entry', start: hm(11, 30), end: hm(12, 30), capacity: 60 },
      { key: 'bk-1530', name: '15:30 entry', start: hm(15, 30), end: hm(16, 30), capacity: 60 },
      {
        key: 'bk-sunset',
        name: 'Sunset 17:30 (prime time)',
        description: 'Prime-time entries are released by Emaar on request.',
        start: hm(17, 30),
        end: hm(18, 30),
        type: 1,
        cutOff: 6,
        capacity: 30,
      },
    ],
  },
  {
    supplier: 0,
    name: 'Museum of the Future entries',
    capacity: 150,
    minimumAdvancedBooking: 4,
    independent: false,
    slots: [
      {
        key: 'motf',
        name: 'Timed entry',
        start: hm(10),
        end: hm(21, 30),
        timeType: 1,
        interval: 30,
        duration: 150,
      },
    ],
  },
  {
    supplier: 0,
    name: 'Dubai Frame visits',
    capacity: 200,
    minimumAdvancedBooking: 0,
    independent: false,
    slots: [
      {
        key: 'frame',
        name: 'Open ticket',
        description: 'Valid any time during opening hours.',
        start: hm(9),
        end: hm(21),
        timeType: 2,
      },
    ],
  },
  {
    supplier: 0,
    name: 'Aquaventure day passes',
    capacity: 300,
    minimumAdvancedBooking: 0,
    independent: false,
    slots: [
      { key: 'aqua', name: 'Day pass', start: hm(10), end: hm(18), timeType: 2 },
      {
        key: 'aqua-transfer',
        name: 'Day pass with hotel transfer',
        start: hm(10),
        end: hm(18),
        pickUp: 'attractions',
      },
    ],
  },
  {
    supplier: 0,
    name: 'Miracle Garden entries',
    capacity: 250,
    minimumAdvancedBooking: 0,
    independent: false,
    slots: [
      { key: 'garden', name: 'Entry', start: hm(9), end: hm(21), timeType: 1, interval: 60, duration: 120 },
    ],
  },
  {
    supplier: 1,
    name: 'Safari departures',
    capacity: 120,
    minimumAdvancedBooking: 6,
    independent: false,
    pickUp: 'desert-evening',
    slots: [{ key: 'safari-evening', name: 'Evening safari', start: hm(15), end: hm(21, 30) }],
  },
  {
    supplier: 1,
    name: 'Overnight camp',
    capacity: 30,
    minimumAdvancedBooking: 24,
    independent: false,
    pickUp: 'desert-evening',
    slots: [
      {
        key: 'safari-overnight',
        name: 'Overnight camp',
        description: 'Back at the hotel around 09:00 the next morning.',
        start: hm(15),
        end: hm(23),
        days: FRIDAY_SATURDAY,
      },
    ],
  },
  {
    supplier: 1,
    name: 'Quad bike sessions',
    capacity: 24,
    minimumAdvancedBooking: 12,
    independent: true,
    slots: [
      {
        key: 'quad-morning',
        name: 'Morning ride 07:30',
        start: hm(7, 30),
        end: hm(11, 30),
        capacity: 24,
        pickUp: 'desert-morning',
      },
      {
        key: 'quad-afternoon',
        name: 'Afternoon ride 15:30',
        start: hm(15, 30),
        end: hm(19),
        capacity: 16,
        pickUp: 'desert-evening',
      },
    ],
  },
  {
    supplier: 1,
    name: 'Balloon flights',
    capacity: 20,
    minimumAdvancedBooking: 24,
    independent: false,
    pickUp: 'balloon',
    slots: [
      {
        key: 'balloon',
        name: 'Sunrise flight',
        description: 'Flights depend on the wind; the pilot confirms the evening before.',
        start: hm(5),
        end: hm(9, 30),
        type: 1,
        cutOff: 12,
      },
    ],
  },
  {
    supplier: 2,
    name: 'Marina dhow sailings',
    capacity: 150,
    minimumAdvancedBooking: 4,
    independent: false,
    pickUp: 'marina-cruise',
    slots: [
      { key: 'marina-dinner', name: 'Dinner cruise 20:00', start: hm(20), end: hm(22) },
      {
        key: 'marina-late',
        name: 'Late sailing 22:30',
        start: hm(22, 30),
        end: hm(23, 55),
        days: FRIDAY_SATURDAY,
      },
    ],
  },
  {
    supplier: 2,
    name: 'Creek dhow sailings',
    capacity: 100,
    minimumAdvancedBooking: 4,
    independent: false,
    pickUp: 'creek-cruise',
    slots: [{ key: 'creek-dinner', name: 'Dinner cruise 20:30', start: hm(20, 30), end: hm(22, 30) }],
  },
  {
    supplier: 2,
    name: 'Yacht charters',
    capacity: 12,
    minimumAdvancedBooking: 12,
    independent: true,
    slots: [
      { key: 'yacht-1000', name: 'Morning cruise 10:00', start: hm(10), end: hm(11), capacity: 12 },
      { key: 'yacht-1400', name: 'Afternoon cruise 14:00', start: hm(14), end: hm(15), capacity: 12 },
      { key: 'yacht-sunset', name: 'Sunset cruise 17:30', start: hm(17, 30), end: hm(18, 30), capacity: 12 },
      {
        key: 'yacht-private',
        name: 'Private charter',
        description: 'Guests choose the departure; the captain confirms availability.',
        start: hm(9),
        end: hm(20),
        timeType: 1,
        interval: 60,
        duration: 120,
        type: 1,
        cutOff: 24,
        capacity: 10,
      },
    ],
  },
];
