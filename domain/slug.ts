/**
 * A tour's URL slug from its display name: lower case, Latin letters and digits, words joined by one
 * dash. Accents are dropped (é → e); other scripts (Cyrillic, Arabic) are dropped too, since the
 * public site's URLs are ASCII.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The url after the display name changes from `previousName` to `nextName` (spec 02 section 4): it
 * follows the slug of the name while it is empty or still equals the slug of the previous name; once
 * edited by hand it stays.
 */
export function nextUrl(currentUrl: string, previousName: string, nextName: string): string {
  const follows = currentUrl === '' || currentUrl === slugify(previousName);
  return follows ? slugify(nextName) : currentUrl;
}
