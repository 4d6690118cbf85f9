/** Content-Disposition for a download, with an ASCII fallback and the exact UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  // encodeURIComponent throws on an unpaired surrogate; requests cannot carry one (http/text-check.ts),
  // and a name from elsewhere gets U+FFFD instead of a 500.
  const name = fileName.replace(/\p{Cs}/gu, '\uFFFD');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
