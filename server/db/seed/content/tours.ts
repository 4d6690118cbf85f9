/**
 * The demo catalogue: real Dubai tours with the offers agents sell. Prices are AED including 5 % VAT,
 * as suppliers publish them. Supplier index: 0 the operator, 1 Desert Falcon Safaris, 2 Arabian Seas
 * Cruises. Slot keys refer to content/schedules.ts.
 */

export interface OfferData {
  code: string;
  name: string;
  description: string;
  people: [min: number, max: number];
  hours: number;
  /** Adult, child and per-trip prices in AED with VAT. */
  prices: [adult: number, child: number, trip: number];
  slots: string[];
  cities?: string[];
  childrenAllowed?: boolean;
  infantsAllowed?: boolean;
  onRequest?: boolean;
  days?: number;
  /** Relative share of the demo bookings. */
  popularity: number;
}

export interface TourData {
  supplier: 0 | 1 | 2;
  code: string;
  name: string;
  /** Only where the display name does not slugify (Cyrillic). */
  url?: string;
  language?: 'en' | 'ru';
  categories: string[];
  top?: boolean;
  /** Everybody 0, Families With Children 1, Families With Infants 2, Young Adults 3, Elderly 4. */
  recommendedFor: number;
  shortDescription: string;
  salesDescription: string;
  notesToAgents?: string;
  timing: string;
  address: string;
  location: [lat: number, lng: number];
  ratings: [google: number, googleCount: number, tripAdvisor: number, tripAdvisorCount: number];
  faqs?: [question: string, answer: string][];
  /** ByCar 0, ByBus 1, ByMetro 2. */
  directions?: [type: 0 | 1 | 2, text: string][];
  itinerary?: { name: string; stops: [time: number, name: string, description: string][] };
  offers: OfferData[];
}

export const TOUR_CATEGORIES = [
  'Desert Safari',
  'City Tours',
  'Water Activities',
  'Theme Parks',
  'Attractions',
  'Cruises',
  'Adventure',
  'Family',
];

const FRIDAY_SATURDAY = 16 + 32;

export const TOURS: TourData[] = [
  {
    supplier: 1,
    code: 'DFS-EVE',
    name: 'Evening Desert Safari with BBQ Dinner',
    categories: ['Desert Safari', 'Adventure'],
    top: true,
    recommendedFor: 0,
    shortDescription:
      'Dune bashing in a 4x4, sunset over the red dunes and a BBQ dinner with live shows at a Bedouin-style camp.',
    salesDescription:
      '<p>Leave the city behind for the red dunes of Al Lahbab. Our drivers take you dune bashing in a Toyota Land Cruiser, stop for sunset photos and bring you to a camp lit by lanterns.</p><p>At the camp: camel ride, sandboarding, henna, Arabic coffee and dates, a BBQ buffet with vegetarian dishes, tanoura and fire shows.</p>',
    notesToAgents:
      'Dune bashing is not recommended for pregnant guests, guests with back problems or children under 3.',
    timing: 'Pick-up 14:00–15:30 depending on the hotel; back around 21:30.',
    address: 'Al Lahbab Desert, Dubai – Hatta Road, Dubai',
    location: [24.853, 55.646],
    ratings: [4.6, 12840, 4.5, 9321],
    faqs: [
      [
        'Is dinner vegetarian-friendly?',
        'Yes, the buffet always has vegetarian salads, rice, vegetables and falafel.',
      ],
      [
        'Can we skip the dune bashing?',
        'Tell the driver at pick-up; he will take the smooth track to the camp.',
      ],
    ],
    itinerary: {
      name: 'Evening safari',
      stops: [
        [900, 'Hotel pick-up', 'Our driver collects you from the hotel lobby.'],
        [990, 'Dune bashing', 'Forty minutes of driving over the red dunes of Al Lahbab.'],
        [1050, 'Sunset stop', 'Photos on the crest of the dunes.'],
        [1080, 'Desert camp', 'Camel ride, sandboarding, henna and BBQ dinner with live shows.'],
        [1290, 'Back at the hotel', 'Drop-off at your hotel.'],
      ],
    },
    offers: [
      {
        code: 'DS-STD',
        name: 'Standard (shared 4x4)',
        description: 'Shared Land Cruiser for up to 6 guests, BBQ buffet, soft drinks and all shows.',
        people: [1, 30],
        hours: 6,
        prices: [185, 150, 0],
        slots: ['safari-evening'],
        cities: ['Dubai', 'Sharjah'],
        popularity: 16,
      },
      {
        code: 'DS-PRM',
        name: 'Premium (VIP camp seating)',
        description: 'Front-row seats at the shows, table service and a 15-minute quad bike ride.',
        people: [1, 20],
        hours: 6,
        prices: [295, 240, 0],
        slots: ['safari-evening'],
        popularity: 7,
      },
      {
        code: 'DS-PRV',
        name: 'Private 4x4',
        description:
          'A private Land Cruiser for your group of up to 6, with your own driver and table at the camp.',
        people: [1, 6],
        hours: 6,
        prices: [0, 0, 1450],
        slots: ['safari-evening'],
        popularity: 3,
      },
    ],
  },
  {
    supplier: 1,
    code: 'DFS-EVE-RU',
    name: 'Вечернее сафари в пустыне с ужином',
    url: 'vechernee-safari-v-pustyne-s-uzhinom',
    language: 'ru',
    categories: ['Desert Safari'],
    recommendedFor: 0,
    shortDescription:
      'Сафари на джипах по красным дюнам, закат в пустыне и ужин-барбекю с шоу-программой. Русскоязычный гид.',
    salesDescription:
      '<p>Поездка на Land Cruiser по дюнам Аль-Лахбаб, остановка на закате и вечер в лагере бедуинов: катание на верблюдах, сэндбординг, хна, ужин-барбекю, танец танура и огненное шоу.</p>',
    timing: 'Выезд из отеля в 14:00–15:30, возвращение около 21:30.',
    address: 'Al Lahbab Desert, Dubai – Hatta Road, Dubai',
    location: [24.853, 55.646],
    ratings: [4.6, 12840, 4.5, 9321],
    offers: [
      {
        code: 'DS-STD-RU',
        name: 'Стандарт с русскоязычным гидом',
        description: 'Джип на 6 человек, ужин-барбекю, напитки и шоу-программа.',
        people: [1, 30],
        hours: 6,
        prices: [195, 160, 0],
        slots: ['safari-evening'],
        popularity: 6,
      },
    ],
  },
  {
    supplier: 1,
    code: 'DFS-QUAD',
    name: 'Morning Quad Bike Safari',
    categories: ['Desert Safari', 'Adventure'],
    recommendedFor: 3,
    shortDescription:
      'Ride your own quad bike or dune buggy through the morning dunes, with a guide leading the convoy.',
    salesDescription:
      '<p>A safety briefing, helmets and gloves, then a guided ride over the dunes while the sand is still cool. Water and soft drinks at the base camp.</p>',
    notesToAgents: 'Drivers must be 16 or older; guests under 16 are not accepted on this tour.',
    timing: 'Morning ride 07:30–11:30, afternoon ride 15:30–19:00, hotel transfers included.',
    address: 'Al Lahbab Red Dunes, Dubai',
    location: [24.83, 55.62],
    ratings: [4.7, 3410, 4.5, 1876],
    offers: [
      {
        code: 'QB-30',
        name: 'Quad bike 30 minutes',
        description: 'Single-seat 400cc quad bike, guided ride of 30 minutes.',
        people: [1, 12],
        hours: 4,
        prices: [250, 0, 0],
        slots: ['quad-morning', 'quad-afternoon'],
        childrenAllowed: false,
        infantsAllowed: false,
        popularity: 4,
      },
      {
        code: 'QB-BUGGY',
        name: 'Dune buggy 1 hour (2 seats)',
        description: 'A two-seat Polaris RZR buggy for an hour, priced per buggy.',
        people: [1, 2],
        hours: 4,
        prices: [0, 0, 650],
        slots: ['quad-morning', 'quad-afternoon'],
        childrenAllowed: false,
        infantsAllowed: false,
        popularity: 2,
      },
    ],
  },
  {
    supplier: 1,
    code: 'DFS-BALLOON',
    name: 'Hot Air Balloon Ride over the Desert',
    categories: ['Adventure', 'Desert Safari'],
    top: true,
    recommendedFor: 4,
    shortDescription:
      'Sunrise flight over the Dubai desert with falcons, breakfast at a desert camp and a flight certificate.',
    salesDescription:
      '<p>Watch the balloons inflate in the dark, lift off at sunrise and float for an hour at up to 1,200 metres above the Margham dunes, with oryx and gazelles below.</p><p>After landing: a falconry show and breakfast in a Bedouin camp.</p>',
    notesToAgents:
      'Flights are confirmed by the pilot the evening before; weather cancellations are refunded in full.',
    timing: 'Pick-up 04:00–04:45; back at the hotel around 10:30.',
    address: 'Margham Desert, Dubai',
    location: [24.895, 55.615],
    ratings: [4.8, 2215, 5.0, 3102],
    offers: [
      {
        code: 'HB-CLASSIC',
        name: 'Classic flight',
        description: 'One-hour shared basket flight, breakfast and falconry show.',
        people: [1, 16],
        hours: 6,
        prices: [1095, 995, 0],
        slots: ['balloon'],
        infantsAllowed: false,
        onRequest: true,
        popularity: 2,
      },
      {
        code: 'HB-PREMIUM',
        name: 'Premium flight with gourmet breakfast',
        description: 'Smaller basket of up to 12 guests, gourmet breakfast and a vintage Land Rover ride.',
        people: [1, 8],
        hours: 6,
        prices: [1495, 1395, 0],
        slots: ['balloon'],
        infantsAllowed: false,
        onRequest: true,
        popularity: 1,
      },
    ],
  },
  {
    supplier: 1,
    code: 'DFS-OVERNIGHT',
    name: 'Overnight Desert Camp Safari',
    categories: ['Desert Safari', 'Family'],
    recommendedFor: 1,
    shortDescription:
      'The evening safari with a night under the stars in a Bedouin tent, and breakfast at sunrise.',
    salesDescription:
      '<p>Everything from the evening safari, then a quiet night in a furnished tent at the camp, stargazing and breakfast before the drive back.</p>',
    timing: 'Fridays and Saturdays; pick-up 14:00–15:30, back around 09:00 the next morning.',
    address: 'Al Marmoom Desert Conservation Reserve, Dubai',
    location: [24.82, 55.37],
    ratings: [4.5, 980, 4.5, 640],
    offers: [
      {
        code: 'DS-NIGHT',
        name: 'Overnight camp',
        description: 'Dinner, tent for two to four, breakfast and transfers.',
        people: [2, 16],
        hours: 18,
        prices: [450, 350, 0],
        slots: ['safari-overnight'],
        days: FRIDAY_SATURDAY,
        popularity: 2,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-DXB-CITY',
    name: 'Dubai City Tour',
    categories: ['City Tours', 'Family'],
    top: true,
    recommendedFor: 0,
    shortDescription:
      'Old and new Dubai in one day: Al Fahidi, an abra ride across the Creek, the souks, Jumeirah Mosque and the Burj Al Arab.',
    salesDescription:
      '<p>Start in the Al Fahidi Historical Neighbourhood and the Dubai Museum, cross the Creek by abra to the spice and gold souks, then drive along Jumeirah to the mosque, the Burj Al Arab photo stop and the Atlantis monorail.</p>',
    timing: 'Half day 09:00–13:00 or 14:00–18:00; full day 09:00–17:00.',
    address: 'Al Fahidi Historical Neighbourhood, Bur Dubai, Dubai',
    location: [25.2637, 55.2995],
    ratings: [4.5, 5120, 4.5, 3980],
    directions: [
      [0, 'Meeting point for guests without transfer: Al Fahidi Fort car park, Al Fahidi Street.'],
      [2, 'Green line to Al Ghubaiba station, then a five-minute walk along the Creek.'],
    ],
    itinerary: {
      name: 'Half day city tour',
      stops: [
        [540, 'Al Fahidi Historical Neighbourhood', 'Wind towers, courtyards and the Coffee Museum.'],
        [600, 'Abra ride', 'Crossing the Creek in a traditional water taxi.'],
        [630, 'Spice and Gold Souks', 'Free time in the souks of Deira.'],
        [705, 'Jumeirah Mosque', 'Photo stop at the mosque.'],
        [735, 'Burj Al Arab', 'Photo stop on Jumeirah Beach.'],
      ],
    },
    offers: [
      {
        code: 'CT-HALF',
        name: 'Half day shared tour',
        description: 'Four hours in an air-conditioned coach with an English-speaking guide.',
        people: [1, 45],
        hours: 4,
        prices: [120, 90, 0],
        slots: ['city-morning', 'city-afternoon'],
        cities: ['Dubai', 'Sharjah'],
        popularity: 6,
      },
      {
        code: 'CT-FULL-BK',
        name: 'Full day with Burj Khalifa',
        description:
          'The half-day tour, lunch at Dubai Mall and At The Top, Burj Khalifa (levels 124 and 125).',
        people: [1, 30],
        hours: 8,
        prices: [385, 330, 0],
        slots: ['city-full'],
        popularity: 3,
      },
      {
        code: 'CT-PRIVATE',
        name: 'Private car (up to 6)',
        description: 'A private car with driver-guide for your group, at your own pace.',
        people: [1, 6],
        hours: 4,
        prices: [0, 0, 750],
        slots: ['city-morning', 'city-afternoon'],
        popularity: 2,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-DXB-CITY-RU',
    name: 'Обзорная экскурсия по Дубаю',
    url: 'obzornaya-ekskursiya-po-dubayu',
    language: 'ru',
    categories: ['City Tours'],
    recommendedFor: 0,
    shortDescription:
      'Старый и новый Дубай за полдня: Бастакия, переправа на абре, рынки специй и золота, мечеть Джумейра.',
    salesDescription:
      '<p>Исторический район Аль-Фахиди, переправа через залив на абре, рынки специй и золота, мечеть Джумейра и фотостоп у Бурдж-эль-Араб. Экскурсия на русском языке.</p>',
    timing: '09:00–13:00 или 14:00–18:00.',
    address: 'Al Fahidi Historical Neighbourhood, Bur Dubai, Dubai',
    location: [25.2637, 55.2995],
    ratings: [4.5, 5120, 4.5, 3980],
    offers: [
      {
        code: 'CT-HALF-RU',
        name: 'Групповая экскурсия',
        description: 'Автобус с кондиционером, русскоязычный гид.',
        people: [1, 45],
        hours: 4,
        prices: [130, 100, 0],
        slots: ['city-morning', 'city-afternoon'],
        popularity: 3,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-AUH-CITY',
    name: 'Abu Dhabi City Tour with Sheikh Zayed Mosque',
    categories: ['City Tours'],
    top: true,
    recommendedFor: 4,
    shortDescription:
      'A day in the capital: Sheikh Zayed Grand Mosque, Qasr Al Watan, the Corniche and Emirates Palace.',
    salesDescription:
      '<p>Drive to Abu Dhabi for a guided visit of the Sheikh Zayed Grand Mosque, the presidential palace Qasr Al Watan, the Heritage Village and a photo stop at Emirates Palace, with lunch on the way.</p>',
    notesToAgents:
      'The mosque needs long sleeves and trousers or long skirts; women cover their hair (abayas are lent at the door). No Friday departures.',
    timing: 'Pick-up 07:00–08:30; back in Dubai around 18:00.',
    address: 'Sheikh Rashid Bin Saeed Street, Abu Dhabi',
    location: [24.4128, 54.475],
    ratings: [4.7, 7330, 4.5, 5210],
    faqs: [
      [
        'Is the mosque open every day?',
        'It is closed to visitors on Friday mornings, so this tour does not run on Fridays.',
      ],
    ],
    offers: [
      {
        code: 'AD-SHARED',
        name: 'Shared full day',
        description: 'Coach tour with lunch and an English-speaking guide.',
        people: [1, 40],
        hours: 10,
        prices: [220, 180, 0],
        slots: ['ad-shared'],
        cities: ['Dubai', 'Abu Dhabi'],
        popularity: 5,
      },
      {
        code: 'AD-LOUVRE',
        name: 'Shared full day with Louvre Abu Dhabi',
        description:
          'The full-day tour with entry tickets to the Louvre Abu Dhabi instead of the Heritage Village.',
        people: [1, 30],
        hours: 10,
        prices: [340, 260, 0],
        slots: ['ad-shared'],
        popularity: 2,
      },
      {
        code: 'AD-PRIVATE',
        name: 'Private car (up to 6)',
        description: 'Private car and driver-guide; confirmed by our operations team.',
        people: [1, 6],
        hours: 10,
        prices: [0, 0, 1350],
        slots: ['ad-private'],
        onRequest: true,
        popularity: 1,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-BURJ',
    name: 'Burj Khalifa At The Top',
    categories: ['Attractions', 'Family'],
    top: true,
    recommendedFor: 1,
    shortDescription: 'Timed entry to the observation decks of the tallest building in the world.',
    salesDescription:
      '<p>A high-speed lift takes you to levels 124 and 125, 452 metres above Downtown Dubai, with views over the Dubai Fountain, the desert and the Gulf. At The Top SKY adds the lounge on level 148 with refreshments.</p>',
    timing: 'Entries from 09:00; sunset entries on request.',
    address: '1 Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai',
    location: [25.1972, 55.2744],
    ratings: [4.7, 98210, 4.5, 61044],
    directions: [
      [
        2,
        'Red line to Burj Khalifa/Dubai Mall station, then the air-conditioned walkway to Dubai Mall, lower ground floor.',
      ],
      [0, 'Dubai Mall car parks, Grand Parking; follow the signs to At The Top.'],
    ],
    offers: [
      {
        code: 'BK-124',
        name: 'At The Top, levels 124 and 125',
        description: 'Timed entry ticket; children under 4 go free.',
        people: [1, 20],
        hours: 2,
        prices: [189, 149, 0],
        slots: ['bk-0900', 'bk-1130', 'bk-1530', 'bk-sunset'],
        popularity: 6,
      },
      {
        code: 'BK-148',
        name: 'At The Top SKY, level 148',
        description: 'Lounge access on level 148 with refreshments, then levels 125 and 124.',
        people: [1, 10],
        hours: 2,
        prices: [399, 399, 0],
        slots: ['bk-1130', 'bk-1530'],
        popularity: 2,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-MOTF',
    name: 'Museum of the Future',
    categories: ['Attractions', 'Family'],
    recommendedFor: 1,
    shortDescription: 'Walk through the year 2071 in the torus-shaped museum on Sheikh Zayed Road.',
    salesDescription:
      "<p>Five floors of immersive exhibitions: a space station, a rainforest library of DNA, a wellness sanctuary and a children's floor.</p>",
    timing: 'Daily 10:00–21:30; entries every 30 minutes.',
    address: 'Sheikh Zayed Road, Trade Centre 2, Dubai',
    location: [25.2192, 55.282],
    ratings: [4.5, 41200, 4.5, 6800],
    directions: [[2, 'Red line to Emirates Towers station; the museum is linked by a footbridge.']],
    offers: [
      {
        code: 'MOTF-GA',
        name: 'General admission',
        description: 'Timed entry; children under 3 go free.',
        people: [1, 20],
        hours: 3,
        prices: [149, 149, 0],
        slots: ['motf'],
        popularity: 4,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-FRAME',
    name: 'Dubai Frame',
    categories: ['Attractions'],
    recommendedFor: 0,
    shortDescription:
      'The 150-metre picture frame in Zabeel Park, with old Dubai on one side and the new city on the other.',
    salesDescription:
      '<p>A gallery of old Dubai, the glass-floored Sky Deck between the two towers and a vision of Dubai in 50 years.</p>',
    timing: 'Daily 09:00–21:00.',
    address: 'Zabeel Park, Gate 3, Dubai',
    location: [25.2354, 55.3003],
    ratings: [4.4, 52340, 4.0, 7410],
    offers: [
      {
        code: 'FRAME-GA',
        name: 'General admission',
        description: 'Open ticket valid on the chosen date.',
        people: [1, 30],
        hours: 2,
        prices: [50, 20, 0],
        slots: ['frame'],
        popularity: 3,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-AQUA',
    name: 'Aquaventure Waterpark',
    categories: ['Theme Parks', 'Water Activities', 'Family'],
    top: true,
    recommendedFor: 1,
    shortDescription:
      'The largest waterpark in the world at Atlantis The Palm, with record-breaking slides and a private beach.',
    salesDescription:
      '<p>Over 100 slides and attractions, including the Leap of Faith through a shark lagoon, the Rapids river and Splashers for children, plus access to the Atlantis beach.</p>',
    notesToAgents: 'Children are guests under 1.2 m; some slides have height limits.',
    timing: 'Daily 10:00–18:00.',
    address: 'Atlantis The Palm, Crescent Road, Palm Jumeirah',
    location: [25.13, 55.117],
    ratings: [4.6, 38770, 4.5, 12900],
    offers: [
      {
        code: 'AQ-DAY',
        name: 'Day pass',
        description: 'Full-day access to the waterpark and the beach.',
        people: [1, 20],
        hours: 8,
        prices: [329, 279, 0],
        slots: ['aqua'],
        popularity: 3,
      },
      {
        code: 'AQ-DAY-TR',
        name: 'Day pass with hotel transfer',
        description: 'Day pass and a shared return transfer from Dubai hotels.',
        people: [1, 20],
        hours: 9,
        prices: [399, 339, 0],
        slots: ['aqua-transfer'],
        popularity: 2,
      },
    ],
  },
  {
    supplier: 0,
    code: 'CDM-GARDEN',
    name: 'Dubai Miracle Garden',
    categories: ['Attractions', 'Family'],
    recommendedFor: 4,
    shortDescription:
      'More than 150 million flowers shaped into hearts, castles and a full-size Airbus A380.',
    salesDescription:
      '<p>The seasonal flower garden in Al Barsha South, open from November to May, with the Butterfly Garden next door.</p>',
    timing: 'Daily 09:00–21:00 in season.',
    address: 'Al Barsha South 3, Dubai',
    location: [25.06, 55.244],
    ratings: [4.6, 70210, 4.5, 9870],
    offers: [
      {
        code: 'MG-ENTRY',
        name: 'Entry ticket',
        description: 'Entry to the Miracle Garden on the chosen date.',
        people: [1, 30],
        hours: 2,
        prices: [95, 80, 0],
        slots: ['garden'],
        popularity: 2,
      },
      {
        code: 'MG-COMBO',
        name: 'Miracle Garden and Butterfly Garden',
        description: 'Entry to both gardens.',
        people: [1, 30],
        hours: 3,
        prices: [150, 130, 0],
        slots: ['garden'],
        popularity: 1,
      },
    ],
  },
  {
    supplier: 2,
    code: 'ASC-MARINA',
    name: 'Dhow Cruise Marina Dinner',
    categories: ['Cruises'],
    top: true,
    recommendedFor: 0,
    shortDescription:
      'Two hours on a traditional wooden dhow through Dubai Marina, with an international buffet and a tanoura show.',
    salesDescription:
      '<p>Sail past the towers of Dubai Marina and out to Ain Dubai and the JBR skyline while you dine on an international buffet. Soft drinks, water and a live tanoura performance included.</p>',
    timing: 'Boarding 19:30, sailing 20:00–22:00; late sailing on Fridays and Saturdays.',
    address: 'Dubai Marina Walk, near Marina Mall pier, Dubai Marina',
    location: [25.076, 55.14],
    ratings: [4.4, 8720, 4.5, 5630],
    offers: [
      {
        code: 'DH-MAR-STD',
        name: 'Lower deck',
        description: 'Air-conditioned lower deck, buffet dinner and show.',
        people: [1, 40],
        hours: 2,
        prices: [199, 149, 0],
        slots: ['marina-dinner', 'marina-late'],
        popularity: 9,
      },
      {
        code: 'DH-MAR-UP',
        name: 'Upper deck',
        description: 'Open-air upper deck with the best views, buffet dinner and show.',
        people: [1, 40],
        hours: 2,
        prices: [249, 179, 0],
        slots: ['marina-dinner', 'marina-late'],
        popularity: 4,
      },
    ],
  },
  {
    supplier: 2,
    code: 'ASC-CREEK',
    name: 'Dhow Cruise Creek Dinner',
    categories: ['Cruises', 'Family'],
    recommendedFor: 1,
    shortDescription:
      'A dinner cruise on Dubai Creek past the old souks, the wind towers and the Creek skyline.',
    salesDescription:
      '<p>Two hours on the Creek from Al Seef, with an Arabic and international buffet and a tanoura show.</p>',
    timing: 'Boarding 20:00, sailing 20:30–22:30.',
    address: 'Al Seef, Dubai Creek, Bur Dubai',
    location: [25.262, 55.305],
    ratings: [4.3, 4410, 4.0, 3120],
    offers: [
      {
        code: 'DH-CRK',
        name: 'Dinner cruise',
        description: 'Buffet dinner, soft drinks and show.',
        people: [1, 40],
        hours: 2,
        prices: [149, 99, 0],
        slots: ['creek-dinner'],
        cities: ['Dubai', 'Sharjah'],
        popularity: 4,
      },
      {
        code: 'DH-CRK-TR',
        name: 'Dinner cruise with transfer',
        description: 'The dinner cruise with a shared return transfer.',
        people: [1, 40],
        hours: 4,
        prices: [189, 129, 0],
        slots: ['creek-dinner'],
        popularity: 3,
      },
    ],
  },
  {
    supplier: 2,
    code: 'ASC-YACHT',
    name: 'Yacht Tour Dubai Marina',
    categories: ['Cruises', 'Water Activities'],
    recommendedFor: 3,
    shortDescription:
      'A luxury yacht through Dubai Marina to Palm Jumeirah and the Atlantis, with a swim stop.',
    salesDescription:
      '<p>Cruise out of Dubai Harbour past the Marina skyline, Ain Dubai and the Palm to the Atlantis, with a stop to swim off the boat. Soft drinks and fruit on board.</p>',
    timing: 'Shared cruises at 10:00, 14:00 and 17:30; private charters any time 09:00–20:00.',
    address: 'Dubai Harbour, Pier 4, Dubai Marina',
    location: [25.08, 55.137],
    ratings: [4.8, 2870, 5.0, 1995],
    offers: [
      {
        code: 'YT-SHARED',
        name: 'Shared yacht 1 hour',
        description: 'One hour on a 60 ft yacht shared with other guests.',
        people: [1, 12],
        hours: 1,
        prices: [195, 145, 0],
        slots: ['yacht-1000', 'yacht-1400', 'yacht-sunset'],
        popularity: 4,
      },
      {
        code: 'YT-PRIVATE',
        name: 'Private yacht 2 hours (up to 10)',
        description: 'A private 55 ft yacht with captain and crew for your group, confirmed by the marina.',
        people: [1, 10],
        hours: 2,
        prices: [0, 0, 1800],
        slots: ['yacht-private'],
        onRequest: true,
        popularity: 1,
      },
    ],
  },
];
