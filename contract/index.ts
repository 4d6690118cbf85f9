export * from './enums';
export * from './common';
export * from './auth';
export * from './languages';
export * from './search';
export * from './excel';
export * from './arrivals';
export * from './bookings';
