const GROUP_PREFIX = 'g-';

/**
 * The guest-name filter of /agent/bookings/g-{groupId}: groupId is base64 (group ids may hold
 * characters a path segment cannot). Null when the segment is not g-{base64 of some text}.
 */
export function decodeGroupRef(ref: string | undefined): string | null {
  if (!ref || !ref.toLowerCase().startsWith(GROUP_PREFIX)) return null;
  let encoded = ref.slice(GROUP_PREFIX.length);
  try {
    encoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  // Links made for URLs may use the url-safe alphabet and drop the padding.
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '=');
  try {
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/** The link to one group's bookings (arrivals' status links use the same form). */
export function groupBookingsPath(groupId: string): string {
  const bytes = new TextEncoder().encode(groupId);
  return `/agent/bookings/g-${encodeURIComponent(btoa(String.fromCharCode(...bytes)))}`;
}
