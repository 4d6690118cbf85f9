/** The SEO fields whose length the editor hints about (spec 02 sections 5 and 9). */
export type SeoKind = 'title' | 'description' | 'other';

/** Valid when `min < length < max` (both bounds excluded, as the spec says "more than … less than"). */
export interface LengthBand {
  min: number;
  max: number;
}

export const SEO_BANDS: Readonly<Record<Exclude<SeoKind, 'other'>, LengthBand>> = {
  title: { min: 50, max: 70 },
  description: { min: 1, max: 155 },
};

export interface LengthHintState {
  length: number;
  /** The band to hint about; null for kinds that show their length only. */
  band: LengthBand | null;
  /** True inside the band; always true for kinds without one. */
  valid: boolean;
}

export function seoHint(kind: SeoKind, value: string): LengthHintState {
  const length = value.length;
  const band = kind === 'other' ? null : SEO_BANDS[kind];
  return { length, band, valid: band === null || (length > band.min && length < band.max) };
}
