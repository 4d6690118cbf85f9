/** Group ids in URLs are base64-encoded (02-catalogue §2): 12 → 'MTI='. 'add' stays as it is. */
export function encodeGroupId(id: number): string {
  return btoa(String(id));
}

/** The group id of a URL: 0 for 'add', the decoded integer, or null when it is neither. */
export function decodeGroupId(value: string | undefined): number | null {
  if (!value) return null;
  if (value.toLowerCase() === 'add') return 0;
  try {
    const text = atob(decodeURIComponent(value));
    return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
  } catch {
    return null;
  }
}
