/**
 * Every text the app shows, in English. The English text is also the key (the spec's text/value
 * pairs), so a text missing from a language shows in English rather than as a code.
 */
export const TEXTS = [
  // Shell
  'Caravan', 'Menu', 'Search', 'Search and hit enter', 'My Account', 'My Profile', 'Sign Out', 'Language',
  'Online', 'Offline', 'Version {{version}}', 'Back to top', 'Loading', 'Notifications', 'Close',
  'You are not allowed to access this page', 'Page not found', 'This page does not exist.', 'Go to Home',
  'Unauthorized', 'Network error',
  // Menu and page titles
  'Home', 'Arrivals', 'Agent', 'Bookings', 'Commissions', 'Add New Booking', 'Manage', 'Tours', 'Time Slots',
  'Pick Up Times', 'Availability Chart', 'Media Manager', 'Admin', 'Core Info', 'Contacts', 'Contracting',
  'Staff', 'Default Settings', 'Booking Details', 'New Tour', 'Edit Tour', 'New Ticket', 'Edit Ticket',
  'New Time Slot Group', 'Edit Time Slot Group', 'New Time Slot', 'Edit Time Slot', 'New Pick Up Times',
  'Edit Pick Up Times', 'Test Table', 'Controls',
  // Sign-in, sign-out, password
  'Sign in', 'Email', 'Password', 'Forgot password?', 'Show error', 'Email address is required',
  'Password is required', 'Wrong email of password', 'Too many attempts', 'Sign-in failed, please try again',
  'Signing out', 'Reset password', 'To reset your password, ask your agency administrator or Caravan support.',
  'Back to sign in', 'Log in as user', 'There is no user with this e-mail', 'The server signed in a different user',
  // Profile
  'Name', 'E-mail', 'Agency', 'Roles', 'Change password', 'Current password', 'New password',
  'Repeat new password', 'Password changed', 'Current password is required', 'New password is required',
  'Password must be at least 8 characters', 'Password must be at most 200 characters', 'Repeat the new password',
  'Passwords do not match', 'Current password is wrong',
  // Home and search
  'Welcome, {{name}}', 'Main screens', 'Type what you are looking for in the search box and hit Enter.',
  'Nothing found for “{{q}}”.',
] as const;

export type Text = (typeof TEXTS)[number];

export const en: Record<Text, string> = Object.fromEntries(TEXTS.map((text) => [text, text])) as Record<Text, string>;
