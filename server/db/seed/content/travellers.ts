/**
 * Where Dubai's tourists come from, with their names, phone formats, e-mail providers and the flights
 * that bring them (arrival flight and time, return flight and time; times are minutes after midnight).
 */

export interface Nationality {
  country: string;
  /** Share of the demo tourists. */
  weight: number;
  male: string[];
  female: string[];
  surnames: string[];
  /** The feminine form of a surname, where the language has one. */
  feminine?: (surname: string) => string;
  /** Family name first, as on Chinese passports. */
  surnameFirst?: boolean;
  /** '#' is a random digit. */
  phone: string;
  emailDomains: string[];
  flights: [arrival: string, arrivalTime: number, departure: string, departureTime: number][];
}

const hm = (h: number, m = 0) => h * 60 + m;
const slavic = (s: string) => `${s}a`;
const polish = (s: string) => s.replace(/ski$/, 'ska').replace(/cki$/, 'cka');

export const NATIONALITIES: Nationality[] = [
  {
    country: 'Russia',
    weight: 38,
    male: [
      'Sergey',
      'Alexey',
      'Dmitry',
      'Andrey',
      'Ivan',
      'Mikhail',
      'Nikolay',
      'Pavel',
      'Artem',
      'Maxim',
      'Vladimir',
      'Oleg',
      'Roman',
      'Denis',
      'Yuri',
    ],
    female: [
      'Anna',
      'Elena',
      'Olga',
      'Tatiana',
      'Natalia',
      'Maria',
      'Ekaterina',
      'Irina',
      'Svetlana',
      'Yulia',
      'Anastasia',
      'Daria',
      'Victoria',
      'Ksenia',
      'Polina',
    ],
    surnames: [
      'Ivanov',
      'Smirnov',
      'Kuznetsov',
      'Popov',
      'Vasiliev',
      'Petrov',
      'Sokolov',
      'Mikhailov',
      'Novikov',
      'Fedorov',
      'Morozov',
      'Volkov',
      'Alekseev',
      'Lebedev',
      'Semenov',
      'Egorov',
      'Pavlov',
      'Kozlov',
      'Stepanov',
      'Nikolaev',
      'Orlov',
      'Andreev',
      'Makarov',
      'Zakharov',
      'Zaitsev',
    ],
    feminine: slavic,
    phone: '+7 9## ### ## ##',
    emailDomains: ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru'],
    flights: [
      ['EK 132', hm(6, 5), 'EK 131', hm(9, 45)],
      ['SU 520', hm(4, 50), 'SU 521', hm(6, 30)],
      ['FZ 962', hm(15, 10), 'FZ 961', hm(10, 25)],
      ['EK 134', hm(23, 55), 'EK 133', hm(15, 35)],
      ['SU 524', hm(21, 40), 'SU 525', hm(23, 20)],
    ],
  },
  {
    country: 'Kazakhstan',
    weight: 8,
    male: ['Nurlan', 'Arman', 'Yerlan', 'Daniyar', 'Askar', 'Timur', 'Bauyrzhan', 'Serik'],
    female: ['Aigerim', 'Dana', 'Madina', 'Aliya', 'Gulnara', 'Saule', 'Zhanna', 'Assel'],
    surnames: [
      'Abdrakhmanov',
      'Nurlanov',
      'Bekov',
      'Utegenov',
      'Akhmetov',
      'Sadykov',
      'Zhumabayev',
      'Omarov',
      'Kassymov',
      'Iskakov',
    ],
    feminine: slavic,
    phone: '+7 7## ### ## ##',
    emailDomains: ['mail.ru', 'gmail.com', 'inbox.kz'],
    flights: [
      ['KC 895', hm(21, 55), 'KC 896', hm(23, 40)],
      ['FZ 1722', hm(13, 40), 'FZ 1721', hm(8, 20)],
    ],
  },
  {
    country: 'Germany',
    weight: 9,
    male: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Markus', 'Jan', 'Lukas', 'Felix', 'Jonas', 'Matthias'],
    female: ['Anna', 'Julia', 'Katharina', 'Sabine', 'Laura', 'Lena', 'Sarah', 'Claudia', 'Petra', 'Miriam'],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
      'Wolf',
      'Schröder',
    ],
    phone: '+49 15# #### ####',
    emailDomains: ['web.de', 'gmx.de', 'gmail.com', 't-online.de'],
    flights: [
      ['EK 46', hm(6, 25), 'EK 45', hm(8, 35)],
      ['EK 50', hm(6, 10), 'EK 49', hm(9, 5)],
      ['LH 630', hm(23, 35), 'LH 631', hm(1, 45)],
    ],
  },
  {
    country: 'United Kingdom',
    weight: 10,
    male: ['James', 'Oliver', 'Harry', 'George', 'William', 'Daniel', 'Thomas', 'Jack', 'Matthew', 'Richard'],
    female: [
      'Emily',
      'Charlotte',
      'Sophie',
      'Olivia',
      'Amelia',
      'Hannah',
      'Lucy',
      'Grace',
      'Jessica',
      'Chloe',
    ],
    surnames: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Johnson',
      'Davies',
      'Evans',
      'Thomas',
      'Roberts',
      'Walker',
      'Wright',
      'Thompson',
      'Hughes',
    ],
    phone: '+44 7### ######',
    emailDomains: ['gmail.com', 'outlook.com', 'btinternet.com', 'hotmail.co.uk'],
    flights: [
      ['EK 2', hm(19, 20), 'EK 1', hm(7, 45)],
      ['BA 107', hm(7, 35), 'BA 106', hm(9, 55)],
      ['EK 18', hm(6, 35), 'EK 17', hm(9, 10)],
    ],
  },
  {
    country: 'India',
    weight: 12,
    male: ['Rahul', 'Amit', 'Vikram', 'Arjun', 'Rohan', 'Sanjay', 'Karan', 'Aditya', 'Suresh', 'Anil'],
    female: ['Priya', 'Ananya', 'Neha', 'Pooja', 'Kavya', 'Divya', 'Sneha', 'Meera', 'Anjali', 'Riya'],
    surnames: [
      'Sharma',
      'Patel',
      'Gupta',
      'Singh',
      'Kumar',
      'Reddy',
      'Iyer',
      'Nair',
      'Mehta',
      'Kapoor',
      'Joshi',
      'Agarwal',
    ],
    phone: '+91 9#### #####',
    emailDomains: ['gmail.com', 'yahoo.co.in', 'rediffmail.com'],
    flights: [
      ['AI 983', hm(12, 10), 'AI 984', hm(13, 35)],
      ['6E 1461', hm(14, 50), '6E 1462', hm(16, 10)],
      ['EK 501', hm(10, 20), 'EK 500', hm(4, 15)],
    ],
  },
  {
    country: 'China',
    weight: 6,
    male: ['Wei', 'Jun', 'Hao', 'Lei', 'Jian', 'Ming', 'Tao', 'Yong'],
    female: ['Na', 'Xiuying', 'Mei', 'Fang', 'Jing', 'Yan', 'Xin', 'Hui'],
    surnames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'],
    surnameFirst: true,
    phone: '+86 13# #### ####',
    emailDomains: ['qq.com', '163.com', 'gmail.com'],
    flights: [
      ['EK 307', hm(5, 0), 'EK 308', hm(22, 35)],
      ['CZ 383', hm(4, 40), 'CZ 384', hm(8, 50)],
    ],
  },
  {
    country: 'Saudi Arabia',
    weight: 4,
    male: ['Mohammed', 'Abdullah', 'Faisal', 'Khalid', 'Saud', 'Turki', 'Fahad', 'Sultan'],
    female: ['Noura', 'Sara', 'Reem', 'Lama', 'Hessa', 'Maha', 'Dana', 'Shahad'],
    surnames: [
      'Al Qahtani',
      'Al Otaibi',
      'Al Ghamdi',
      'Al Harbi',
      'Al Zahrani',
      'Al Dosari',
      'Al Shehri',
      'Al Mutairi',
    ],
    phone: '+966 5# ### ####',
    emailDomains: ['gmail.com', 'hotmail.com', 'outlook.sa'],
    flights: [
      ['SV 596', hm(13, 0), 'SV 597', hm(14, 45)],
      ['FZ 844', hm(18, 15), 'FZ 843', hm(12, 5)],
    ],
  },
  {
    country: 'Poland',
    weight: 6,
    male: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Marcin', 'Michał', 'Jakub', 'Adam'],
    female: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Monika', 'Ewa', 'Aleksandra'],
    surnames: [
      'Kowalski',
      'Nowak',
      'Wiśniewski',
      'Wójcik',
      'Kamiński',
      'Lewandowski',
      'Zieliński',
      'Szymański',
      'Woźniak',
      'Jankowski',
    ],
    feminine: polish,
    phone: '+48 5## ### ###',
    emailDomains: ['wp.pl', 'onet.pl', 'gmail.com', 'o2.pl'],
    flights: [
      ['FZ 1748', hm(7, 5), 'FZ 1747', hm(16, 40)],
      ['LO 171', hm(6, 55), 'LO 172', hm(8, 40)],
    ],
  },
  {
    country: 'Italy',
    weight: 5,
    male: ['Marco', 'Luca', 'Giuseppe', 'Andrea', 'Francesco', 'Alessandro', 'Matteo', 'Davide'],
    female: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Valentina', 'Elena', 'Alessia', 'Martina'],
    surnames: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
    ],
    phone: '+39 3## ### ####',
    emailDomains: ['libero.it', 'gmail.com', 'virgilio.it'],
    flights: [
      ['EK 96', hm(6, 40), 'EK 95', hm(9, 30)],
      ['EK 92', hm(7, 10), 'EK 91', hm(10, 15)],
    ],
  },
];

export const ROOM_TYPES = [
  'Standard Room',
  'Deluxe Room',
  'Superior Sea View',
  'Family Room',
  'Junior Suite',
  'Club Room',
];
export const MEAL_TYPES = ['BB', 'HB', 'FB', 'AI', 'RO'];
export const TRANSPORTS = ['Group transfer', 'Private transfer', 'Own arrangement'];

export const ARRIVAL_NOTES = [
  'Honeymoon couple, hotel informed',
  'Wheelchair needed at the airport',
  'Late check-out requested until 18:00',
  'Repeat guest, prefers Russian-speaking rep',
  'Birthday during the stay',
  'Vegetarian meals',
  'Connecting room requested',
];

export const GROUP_NOTES = [
  'Met at the welcome meeting, interested in the desert safari',
  'Prefers a Russian-speaking guide',
  'Call after 6 pm, at the beach during the day',
  'Already booked a safari with the hotel concierge',
  'Interested in Abu Dhabi, will decide after the weekend',
  'Asked for the yacht price list',
  'Travelling with a baby, wants tours without long drives',
  'Business trip, no time for tours',
];

export const BOOKING_NOTES = [
  'Vegetarian meal x2',
  'Child seat needed',
  'Birthday surprise cake, paid by agent',
  'Pick up from the side entrance',
  'Guest speaks only Russian',
  'Honeymoon couple',
  'Will pay the driver in cash',
  'Wheelchair user, needs ramp access',
];

export const CUSTOM_LOCATIONS = [
  'Private villa, Al Safa 2',
  'Apartment, Marina Gate 1',
  'Apartment, Burj Views Tower B',
  'Villa 14, Arabian Ranches',
];

/** The umlauts and Polish letters of the names above, as people spell them in e-mail addresses. */
const ASCII: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ł: 'l',
  ś: 's',
  ń: 'n',
  ż: 'z',
  ź: 'z',
  ó: 'o',
  ą: 'a',
  ę: 'e',
  ć: 'c',
};

export function asciiName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüßłśńżźóąęć]/g, (c) => ASCII[c])
    .replace(/[^a-z]/g, '');
}
