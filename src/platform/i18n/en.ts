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
  // Shared inputs, upload and map pickers
  'Clear', 'Cancel', 'Apply', 'OK', 'Remove one: {{label}}', 'Add one: {{label}}', 'Date', 'Earlier dates',
  'Later dates', 'Searching…', 'No matches', 'Could not load options', 'Formatting', 'Bullet list',
  'Numbered list', 'Link', 'Unlink', 'Link address', 'Enter an http, https or mailto address',
  'Drop images here or', 'Choose images', 'Uploading', 'Processing', 'Dismiss: {{name}}',
  'Only images can be uploaded; not uploaded: {{names}}',
  'Same file name chosen twice, uploaded once: {{names}}', 'Authorization failed. Please sign in again.',
  'An error occurred while uploading the file (code {{status}}).', 'Location', 'Place', 'Address',
  'Search address', 'Addresses found', 'No address found',
  'Address search is unavailable; check the network or type the coordinates', 'Latitude', 'Longitude',
  'Latitude must be a number from -90 to 90', 'Longitude must be a number from -180 to 180',
  'Map unavailable offline — type the coordinates', 'Try the map again', 'Clear location', 'Use a place Id',
  'Place Id', 'Clear place Id', 'Could not retreive place information',
  // Data table (src/ui/data-table) and its demo page /testtablefull
  'Refresh', 'Download Excel', 'Clear filters', 'Full screen', 'Exit full screen', 'Table actions',
  '{{count}} selected', 'Filters', 'Done', 'Sort by', 'Any', '{{column}} from', '{{column}} to', 'Choose a date', 'Select all',
  'Select row {{id}}', 'Edit', 'Save', 'Saving', 'Could not save', 'Total', 'No rows', 'Pages',
  'Previous page', 'Next page', 'Page {{page}}', '{{from}}–{{to}} of {{total}}', 'Yes', 'No',
  "Couldn't generate excel file", '{{column}} must be a number',
  'The table is too big to export: {{cells}} cells, at most {{max}}. Filter it to fewer rows and try again.',
  '{{column}} must be between {{min}} and {{max}}', '{{column}}: enter the date as DD.MM.YYYY',
  'Demo rows made in the browser. Cancelled bookings cannot be edited, a booking needs at least one adult, and a note containing “fail” is refused.',
  'Id', 'Pick-up', 'Guest name', 'Tel', 'Hotel', 'Region', 'Tour', 'Ad', 'Ch', 'Inf', 'Amount', 'Paid',
  'Status', 'Booked on', 'Paid on', 'Season', 'Voucher', 'Notes', 'Normal', 'Pending', 'Cancelled',
  'Cancelled bookings cannot be edited', 'A booking needs at least one adult', 'Mark paid',
  'Marked {{count}} bookings as paid', 'Select bookings first', 'Demo server refused the note',
  'Rows reloaded',
  // Arrivals (src/features/arrivals)
  'Saved', 'Saved on this device — will be sent when online', 'Not saved', '{{count}} Booking(s)',
  'No Comm.', 'Did Not Attend', 'Did Not Buy', 'Purch Diff. Name', 'Purchased', 'Non Tourist',
  'Comm. Initiated', 'Comm. Resp.', 'Deleted', 'Purchased Diff. Name', 'Non tourist', 'Call initiated',
  'Meet in person initiated', 'Messenger initiated', 'Letter in lobby initiated', 'Call responded',
  'Meet responded', 'Messenger responded', 'Letter responded', 'Contact status', 'Conflict: choose',
  'Not saved: see why', 'Initiated', 'Responded', 'Call', 'Meet', 'Messenger', 'Letter', '{{age}} y.',
  'Room {{room}}', 'No room', 'Call {{phone}}', 'Group {{id}}', 'No Hotel', 'Edit group', 'Room ({{hotel}})',
  'Room', 'Phone numbers', 'Separate numbers with commas', 'Name or room', 'Search by name or room',
  'All hotels', 'In House', 'Guests: {{count}}', 'No arrivals match these filters.',
  'Someone else changed this group',
  'Your other changes were saved. For these fields, choose which value to keep:', 'Take theirs', 'Keep mine',
  'Discard my change', 'Yours', 'Theirs', 'Set', 'Not set', '(empty)', 'Sales Staff', 'Meeting Date',
  'Group Id', 'Tourist Name', 'Phone', 'Age', 'Country', 'Arrival', 'Departure', 'Pick-up Time',
  'Hotel Conf. No.', 'Agent Conf. No.', "Decide first what happens to this group's unsent change",
  // Booking lists (src/features/bookings/lists)
  'Details', 'Quotation Request', 'Payment Required', 'Completed', 'Download tickets', 'Confirm', 'Complete', 'Cancel booking', 'Only my bookings', 'Actions', 'Offer', 'FOC', 'Gross Sales', 'Commission', 'Agency Receivable', 'Publish rate', 'Ticket', 'Collect', 'No bookings match these filters.', 'Confirm booking #{{id}}?', 'Cancel booking #{{id}}?', 'Mark booking #{{id}} as completed?', 'Booking #{{id}} confirmed', 'Booking #{{id}} completed', 'Booking #{{id}} cancelled', 'Booking #{{id}} cancelled, refund {{percent}}%',
  'Booking changed meanwhile', 'Booking #{{id}} is {{status}} now. Nothing was changed.',
  // App update offer (platform/pwa/UpdateBanner)
  'A new version is available', 'Reload', 'Reloading…', 'Later',
  // New booking and its confirmation (src/features/bookings/new-booking, details)
  'Aged 0-{{age}}', 'Aged 3-{{age}}', 'Booking confirmed #{{id}}', 'Status history', 'This booking is cancelled.', 'Confirmed', 'by {{name}}', 'refund {{percent}}%',
  'Check the new total and save again to confirm it', 'Clear {{label}}', 'Documents', 'Download invoice',
  'Guest Details', 'It awaits confirmation by the supplier.', 'My bookings', 'New booking', 'On request',
  'Payment Details', 'Per adult', 'Per child', 'Per trip', 'Price changed', 'Price',
  'Saved on this device — it will be sent when you are back online', 'Ticket Selection', 'Voucher (English)',
  'Voucher (Русский)', '{{count}} adult(s)', '{{count}} child(ren)', '{{count}} infant(s)', '{{hours}} h',
  'Paid (USD)', 'Collect (USD)', 'Collect (AED)', 'Guest in house', 'Choose a guest (optional)',
  'No guests in house on this date', 'Choose a tour', 'No tours on this date', 'Time slot', 'Adults',
  'Voucher number', 'Guests', 'Date is required', 'Offer is required', 'At least one adult is required',
  'Guest name is required', 'Time slot is required', 'Tour is required',
  'Guest not found at this hotel on this date', 'Group not found for this guest', 'Group not found: choose a guest in house',
  // Offline and the outbox (src/platform/outbox, src/features/outbox)
  // Arrivals search, device search, hotel sheet, the table's group button (issue 14)
  'Name, room or phone', 'Search by name, room or phone', 'Offline: found among the {{count}} guests kept on this device',
  'Search hotels', 'No hotels match', 'Contact', 'Open group {{id}}',
  'Outbox', 'Open Outbox', 'Send now', 'Discard', 'Discard this change?', 'It has not reached the server and will be lost.', 'Everything made on this device has reached the server.', 'Needs attention', 'Not sent yet', 'Sent', 'Waiting to be sent', 'Offline — data from {{time}}', 'Offline — nothing saved on this device for this screen', 'Reload now', 'Sending the changes waiting on this device before the update', 'Sign in again to send it', 'Sign out anyway', 'They stay on this device and are sent after you sign in again.', 'This booking is no longer waiting for you.', 'Waiting for more than 24 hours', 'Attempts: {{count}}', 'Waiting for more than 24 hours: {{count}}. Check the network, or sign in again.', 'Not yet on the server: {{count}}', 'Need your attention: {{count}}', 'Waiting to be sent: {{count}}', 'Arrival edit', 'Edit and resend', 'Resolve', 'Waiting', 'Sending', 'Conflict', 'Refused',
  // Staff booking on behalf of an agency, cancelled bookings (issue 14)
  'Agent Bookings', 'Booking cancelled #{{id}}', 'Booked by', '{{name}} (staff) for {{agency}}', 'staff', 'On behalf of', 'Choose the agency', 'Agency is required',
  'Hide the menu', 'Keep the menu open',
  // Issue 14: the ticket's people rules at the counters, offline new booking, the action bar
  'This ticket takes {{min}} to {{max}} people', 'Children are not allowed on this ticket', 'Infants are not allowed on this ticket',
  'Offline: no guests saved for this date', 'Offline: no price saved for this date',
] as const;

export type Text = (typeof TEXTS)[number];

export const en: Record<Text, string> = Object.fromEntries(TEXTS.map((text) => [text, text])) as Record<Text, string>;

/**
 * Counted texts through i18next's plural rules (Intl.PluralRules): the key with _one, _other (and in
 * Russian _few, _many). The plain key stays in TEXTS as the fallback.
 */
export const EN_PLURALS: Readonly<Record<string, string>> = {
  '{{count}} adult(s)_one': '{{count}} adult',
  '{{count}} adult(s)_other': '{{count}} adults',
  '{{count}} child(ren)_one': '{{count}} child',
  '{{count}} child(ren)_other': '{{count}} children',
  '{{count}} infant(s)_one': '{{count}} infant',
  '{{count}} infant(s)_other': '{{count}} infants',
};
