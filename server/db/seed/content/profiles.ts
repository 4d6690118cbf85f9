/** Business profiles of the operator and its suppliers, and the agencies that sell their tours. */

const contact = (name: string, phone: string, email: string) => ({ name, phone, email });

export const DEFAULT_CANCELLATION_POLICY = [
  { hours: 24, percents: 100 },
  { hours: 12, percents: 50 },
];

// Only what the rich-text editor keeps (domain/rich-text.ts: lists and links): a question and its
// answer share a paragraph, the answer on the next line.
const DEFAULT_FAQ = `<p>Is hotel pick-up included?<br>Yes, for tours with transfers we pick you up from the lobby of any hotel in Dubai. The exact pick-up window is on your voucher.</p>
<p>What should I bring?<br>Your voucher, a photo ID, comfortable shoes, sunglasses and sun cream. Modest clothing is required when visiting mosques.</p>
<p>Can I pay on the day?<br>Agents may collect payment in AED or USD; please keep the receipt.</p>`;

const DEFAULT_TERMS = `<p>Prices include 5% VAT. Bookings are confirmed once a voucher number is issued.</p>
<p>Children are those aged 3 to 12 on the day of the tour; infants under 3 travel free on an adult's lap.</p>
<p>The operator may change the itinerary for safety or weather reasons; missed pick-ups are non-refundable.</p>`;

// One block per language: each voucher prints its own (server/documents/document-texts.ts). The desk's
// number is a tel: link, which dials with a tap where the notes are shown as a page.
const DESK = '<a href="tel:+97141234567" target="_blank" rel="noopener noreferrer">+971 4 123 4567</a>';
const DEFAULT_NOTES = `<p lang="en">Please be ready in the hotel lobby at the start of your pick-up window and keep your phone on.
Our driver will call you on arrival. For any change call our operations desk on ${DESK}.</p>
<p lang="ru">Пожалуйста, ждите в лобби отеля к началу времени трансфера и держите телефон включённым.
Водитель позвонит по прибытии. По любым изменениям звоните в операционный отдел: ${DESK}.</p>`;

export const SUPPLIERS = [
  {
    name: 'Caravan Destination Management LLC',
    code: 'CARAVAN',
    isOperator: 1,
    address: 'Office 1402, Bay Square Building 11, Business Bay, Dubai',
    taxRegistrationNumber: '100234567800003',
    tradeLicenseNumber: 'DED-784512',
    paymentDetails: {
      bankName: 'Emirates NBD',
      accountNumber: '1015234567801',
      ibanNumber: 'AE730260001015234567801',
      swiftCode: 'EBILAEAD',
      bankBranchAddress: 'Emirates NBD, Business Bay Branch, Dubai',
    },
    customerSupport: {
      primary: contact('Guest Services', '+971 4 123 4567', 'support@caravan-dmc.ae'),
      secondary: contact('Fatima Al Hashimi', '+971 50 412 3398', 'fatima.hashimi@caravan-dmc.ae'),
      emergency: contact('Duty Manager', '+971 55 900 1122', 'duty@caravan-dmc.ae'),
    },
    operationsSupport: {
      primary: contact('Reservations', '+971 4 123 4568', 'reservations@caravan-dmc.ae'),
      secondary: contact('Omar Al Mansoori', '+971 50 771 2044', 'omar.mansoori@caravan-dmc.ae'),
      emergency: contact('Operations night desk', '+971 55 900 1133', 'ops@caravan-dmc.ae'),
    },
    accountsDepartment: {
      primary: contact('Accounts', '+971 4 123 4569', 'accounts@caravan-dmc.ae'),
      secondary: contact('Rajesh Menon', '+971 50 218 6610', 'rajesh.menon@caravan-dmc.ae'),
      emergency: contact('Finance Manager', '+971 55 900 1144', 'finance@caravan-dmc.ae'),
    },
  },
  {
    name: 'Desert Falcon Safaris',
    code: 'DFS',
    isOperator: 0,
    address: 'Warehouse 7, Al Quoz Industrial Area 3, Dubai',
    taxRegistrationNumber: '100398122500003',
    tradeLicenseNumber: 'DED-655230',
    paymentDetails: {
      bankName: 'Mashreq Bank',
      accountNumber: '019100455872',
      ibanNumber: 'AE560330000019100455872',
      swiftCode: 'BOMLAEAD',
      bankBranchAddress: 'Mashreq Bank, Al Quoz Branch, Dubai',
    },
    customerSupport: {
      primary: contact('Safari Desk', '+971 4 338 9020', 'bookings@desertfalcon.ae'),
      secondary: contact('Rashid Al Suwaidi', '+971 50 655 0187', 'rashid@desertfalcon.ae'),
      emergency: contact('Camp Supervisor', '+971 55 340 7781', 'camp@desertfalcon.ae'),
    },
    operationsSupport: {
      primary: contact('Dispatch', '+971 4 338 9021', 'dispatch@desertfalcon.ae'),
      secondary: contact('Fleet Manager', '+971 50 655 0190', 'fleet@desertfalcon.ae'),
      emergency: contact('Night Dispatch', '+971 55 340 7782', 'night@desertfalcon.ae'),
    },
    accountsDepartment: {
      primary: contact('Accounts', '+971 4 338 9022', 'accounts@desertfalcon.ae'),
      secondary: contact('Meera Pillai', '+971 50 655 0199', 'meera@desertfalcon.ae'),
      emergency: contact('Accounts', '+971 4 338 9022', 'accounts@desertfalcon.ae'),
    },
  },
  {
    name: 'Arabian Seas Cruises',
    code: 'ASC',
    isOperator: 0,
    address: 'Pier 7, Dubai Marina Yacht Club, Dubai Marina, Dubai',
    taxRegistrationNumber: '100455019300003',
    tradeLicenseNumber: 'DED-702918',
    paymentDetails: {
      bankName: 'Abu Dhabi Commercial Bank',
      accountNumber: '10012345620001',
      ibanNumber: 'AE680030010012345620001',
      swiftCode: 'ADCBAEAA',
      bankBranchAddress: 'ADCB, Dubai Marina Branch, Dubai',
    },
    customerSupport: {
      primary: contact('Cruise Reservations', '+971 4 450 3300', 'cruise@arabianseas.ae'),
      secondary: contact('Joseph DSouza', '+971 52 118 4420', 'joseph@arabianseas.ae'),
      emergency: contact('Captain on duty', '+971 56 773 0091', 'captain@arabianseas.ae'),
    },
    operationsSupport: {
      primary: contact('Marina Operations', '+971 4 450 3301', 'ops@arabianseas.ae'),
      secondary: contact('Creek Operations', '+971 4 450 3302', 'creek@arabianseas.ae'),
      emergency: contact('Captain on duty', '+971 56 773 0091', 'captain@arabianseas.ae'),
    },
    accountsDepartment: {
      primary: contact('Accounts', '+971 4 450 3303', 'accounts@arabianseas.ae'),
      secondary: contact('Li Wen', '+971 52 118 4433', 'liwen@arabianseas.ae'),
      emergency: contact('Accounts', '+971 4 450 3303', 'accounts@arabianseas.ae'),
    },
  },
];

export const SUPPLIER_DEFAULT_TEXTS = {
  defaultFaq: DEFAULT_FAQ,
  defaultTermsAndConditions: DEFAULT_TERMS,
  defaultNotesToClientPostBooking: DEFAULT_NOTES,
};

export const AGENCIES = [
  {
    name: 'Sunrise Travel',
    code: 'SUNRISE',
    email: 'dubai@sunrisetravel.ae',
    phone: '+971 4 355 7010',
    commission: 200_000,
  },
  {
    name: 'Pegas Touristik Dubai',
    code: 'PEGAS',
    email: 'dxb@pegast.ae',
    phone: '+971 4 429 8800',
    commission: 200_000,
  },
  {
    name: 'Globus Holidays',
    code: 'GLOBUS',
    email: 'tours@globusholidays.ae',
    phone: '+971 4 294 6120',
    commission: 200_000,
  },
];
