import type { ReactNode } from 'react';

/** A photo's small rendition, or a grey square while none is known (a saved id without its URL). */
export function PhotoThumb({ url, alt, children }: { url?: string; alt: string; children?: ReactNode }) {
  return (
    <span className="photo-thumb">
      {url ? (
        <img src={url} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <span className="photo-thumb-empty" />
      )}
      {children}
    </span>
  );
}
