/**
 * Real places: the countries our guests fly in from, the emirates' cities, real Dubai districts with the
 * street most hotels there sit on, and real hotels. Coordinates are district centres; hotels get a small
 * deterministic offset around them.
 */

export const HOME_COUNTRY = { name: 'United Arab Emirates', code: 'AE' } as const;

export const SOURCE_COUNTRIES = [
  { name: 'Russia', code: 'RU' },
  { name: 'Kazakhstan', code: 'KZ' },
  { name: 'Germany', code: 'DE' },
  { name: 'United Kingdom', code: 'GB' },
  { name: 'India', code: 'IN' },
  { name: 'China', code: 'CN' },
  { name: 'Saudi Arabia', code: 'SA' },
  { name: 'Poland', code: 'PL' },
  { name: 'Italy', code: 'IT' },
  { name: 'France', code: 'FR' },
  { name: 'Uzbekistan', code: 'UZ' },
  { name: 'United States', code: 'US' },
] as const;

export interface RegionData {
  name: string;
  street: string;
  lat: number;
  lng: number;
  hotels: string[];
}

export interface CityData {
  name: string;
  regions: RegionData[];
}

export const CITIES: CityData[] = [
  {
    name: 'Dubai',
    regions: [
      {
        name: 'Palm Jumeirah',
        street: 'Crescent Road',
        lat: 25.1124,
        lng: 55.139,
        hotels: [
          'Atlantis The Palm',
          'Atlantis The Royal',
          'One&Only The Palm',
          'Jumeirah Zabeel Saray',
          'Waldorf Astoria Dubai Palm Jumeirah',
          'Rixos The Palm Dubai',
          'FIVE Palm Jumeirah',
          'Anantara The Palm Dubai Resort',
          'Sofitel Dubai The Palm',
        ],
      },
      {
        name: 'Dubai Marina',
        street: 'King Salman Bin Abdulaziz Al Saud Street',
        lat: 25.08,
        lng: 55.14,
        hotels: [
          'Grosvenor House Dubai',
          'Address Dubai Marina',
          'Dubai Marriott Harbour Hotel & Suites',
          'InterContinental Dubai Marina',
          'Rove Dubai Marina',
          'Le Royal Meridien Beach Resort & Spa',
          'Stella Di Mare Dubai Marina Hotel',
        ],
      },
      {
        name: 'Jumeirah Beach Residence',
        street: 'The Walk, Jumeirah Beach Residence',
        lat: 25.078,
        lng: 55.133,
        hotels: [
          'Hilton Dubai Jumeirah',
          'JA Ocean View Hotel',
          'Amwaj Rotana',
          'Sofitel Dubai Jumeirah Beach',
          'Rixos Premium Dubai JBR',
          'Delta Hotels by Marriott Jumeirah Beach',
        ],
      },
      {
        name: 'Downtown Dubai',
        street: 'Mohammed Bin Rashid Boulevard',
        lat: 25.195,
        lng: 55.275,
        hotels: [
          'Armani Hotel Dubai',
          'Address Downtown',
          'Palace Downtown',
          'Rove Downtown',
          'Vida Downtown',
          'Address Sky View',
        ],
      },
      {
        name: 'Business Bay',
        street: 'Al Abraj Street',
        lat: 25.186,
        lng: 55.265,
        hotels: [
          'JW Marriott Marquis Hotel Dubai',
          'The Oberoi Dubai',
          'Paramount Hotel Dubai',
          'Renaissance Downtown Hotel Dubai',
          'Taj Dubai',
          'Pullman Dubai Downtown',
        ],
      },
      {
        name: 'Al Barsha',
        street: 'Sheikh Zayed Road',
        lat: 25.113,
        lng: 55.2,
        hotels: [
          'Kempinski Hotel Mall of the Emirates',
          'Sheraton Mall of the Emirates Hotel',
          'Novotel Dubai Al Barsha',
          'Holiday Inn Dubai Al Barsha',
          'Citymax Hotel Al Barsha',
          'ibis Mall of the Emirates',
        ],
      },
      {
        name: 'Jumeirah',
        street: 'Jumeirah Beach Road',
        lat: 25.21,
        lng: 55.25,
        hotels: [
          'Four Seasons Resort Dubai at Jumeirah Beach',
          'Dubai Marine Beach Resort & Spa',
          'Mandarin Oriental Jumeira',
          'La Ville Hotel & Suites City Walk',
        ],
      },
      {
        name: 'Umm Suqeim',
        street: 'Jumeirah Beach Road',
        lat: 25.14,
        lng: 55.19,
        hotels: [
          'Jumeirah Beach Hotel',
          'Burj Al Arab Jumeirah',
          'Jumeirah Al Naseem',
          'Jumeirah Dar Al Masyaf',
          'Jumeirah Al Qasr',
        ],
      },
      {
        name: 'Deira',
        street: 'Baniyas Road',
        lat: 25.271,
        lng: 55.308,
        hotels: [
          'Radisson Blu Hotel Dubai Deira Creek',
          'Hyatt Regency Dubai',
          'Sheraton Dubai Creek Hotel & Towers',
          'Al Khaleej Palace Deira Hotel',
          'Crowne Plaza Dubai Deira',
        ],
      },
      {
        name: 'Bur Dubai',
        street: 'Khalid Bin Al Waleed Road',
        lat: 25.253,
        lng: 55.297,
        hotels: [
          'Arabian Courtyard Hotel & Spa',
          'Four Points by Sheraton Bur Dubai',
          'Majestic City Retreat Hotel',
          'XVA Art Hotel',
          'Raffles Dubai',
        ],
      },
      {
        name: 'Al Qusais',
        street: 'Damascus Street',
        lat: 25.285,
        lng: 55.38,
        hotels: ['Al Bustan Centre & Residence', 'Citymax Hotel Al Qusais', 'Ibis Styles Dubai Airport'],
      },
      {
        name: 'Dubai Creek',
        street: 'Al Rebat Street',
        lat: 25.243,
        lng: 55.333,
        hotels: [
          'Park Hyatt Dubai',
          'Al Bandar Rotana Dubai Creek',
          'InterContinental Dubai Festival City',
          'Crowne Plaza Dubai Festival City',
          'Vida Creek Harbour',
        ],
      },
      {
        name: 'Al Garhoud',
        street: 'Airport Road',
        lat: 25.245,
        lng: 55.35,
        hotels: [
          'Le Meridien Dubai Hotel & Conference Centre',
          'Millennium Airport Hotel Dubai',
          'Premier Inn Dubai International Airport',
        ],
      },
      {
        name: 'DIFC',
        street: 'Al Mustaqbal Street',
        lat: 25.211,
        lng: 55.281,
        hotels: [
          'Four Seasons Hotel DIFC',
          'The Ritz-Carlton, Dubai International Financial Centre',
          'Jumeirah Emirates Towers',
        ],
      },
    ],
  },
  {
    name: 'Abu Dhabi',
    regions: [
      {
        name: 'Corniche',
        street: 'Corniche Road West',
        lat: 24.47,
        lng: 54.34,
        hotels: ['Emirates Palace Mandarin Oriental', 'Conrad Abu Dhabi Etihad Towers'],
      },
      {
        name: 'Yas Island',
        street: 'Yas Leisure Drive',
        lat: 24.49,
        lng: 54.605,
        hotels: ['W Abu Dhabi - Yas Island', 'Crowne Plaza Abu Dhabi Yas Island'],
      },
      {
        name: 'Saadiyat Island',
        street: 'Saadiyat Beach',
        lat: 24.545,
        lng: 54.43,
        hotels: ['Park Hyatt Abu Dhabi Hotel and Villas', 'Jumeirah at Saadiyat Island Resort'],
      },
    ],
  },
  {
    name: 'Sharjah',
    regions: [
      {
        name: 'Al Majaz',
        street: 'Al Majaz Waterfront',
        lat: 25.327,
        lng: 55.388,
        hotels: ['Hilton Sharjah', 'Centro Sharjah'],
      },
      {
        name: 'Al Khan',
        street: 'Al Meena Street',
        lat: 25.32,
        lng: 55.365,
        hotels: ['Sheraton Sharjah Beach Resort & Spa', 'Coral Beach Resort Sharjah'],
      },
    ],
  },
  {
    name: 'Ras Al Khaimah',
    regions: [
      {
        name: 'Al Marjan Island',
        street: 'Al Marjan Island Boulevard',
        lat: 25.67,
        lng: 55.74,
        hotels: ['Rixos Bab Al Bahr', 'DoubleTree by Hilton Resort & Spa Marjan Island'],
      },
      {
        name: 'Al Hamra',
        street: 'Al Hamra Village',
        lat: 25.69,
        lng: 55.78,
        hotels: ['Waldorf Astoria Ras Al Khaimah'],
      },
    ],
  },
  { name: 'Ajman', regions: [] },
  { name: 'Fujairah', regions: [] },
];
