import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';
import { seoHint, type SeoKind } from '../../../domain/seo-hints';

export interface LengthHintProps {
  /** 'title' and 'description' hint their band (spec 02 section 5); 'other' shows the length only. */
  kind: SeoKind;
  value: string;
  /** For the field's aria-describedby. */
  id?: string;
}

/** The SEO length hint under a field: its length, and for a title or description the band it should be in. */
export function LengthHint({ kind, value, id }: LengthHintProps) {
  const { t } = useTranslation();
  const hint = seoHint(kind, value);
  const band = hint.band ? t('Between {{min}} to {{max}}', { min: hint.band.min, max: hint.band.max }) : null;
  return (
    <p
      id={id}
      // Red only once something is typed: an empty field is not yet wrong.
      className={`length-hint${hint.valid || hint.length === 0 ? '' : ' length-hint-out'}`}
      title={band ?? undefined}
      data-valid={hint.valid}
    >
      {t('Length: {{length}}', { length: hint.length })}
      {band && ` · ${band}`}
    </p>
  );
}

/** A field's hint with the length hint of `kind` after it, when the field has one. */
export function withLengthHint(hint: ReactNode, kind: SeoKind | undefined, value: string): ReactNode {
  if (!kind) return hint;
  return (
    <>
      {hint}
      <LengthHint kind={kind} value={value} />
    </>
  );
}
