/**
 * The default/custom toggles of a tour (notes to clients, cancellation policy, FAQ, terms; spec 02
 * section 4): a field shows the account default only when the account has one; otherwise it is
 * forced to custom, whatever the record says.
 */
export function usesDefault(isDefault: boolean, hasDefault: boolean): boolean {
  return hasDefault && isDefault;
}

/** Whether the user may switch: with no account default there is nothing to switch to. */
export const canChooseDefault = (hasDefault: boolean): boolean => hasDefault;

/**
 * Whether the account has a default cancellation policy to use (02 §4): one with rows. Unknown
 * defaults (not read yet, or unreadable) force nothing, as for the texts.
 */
export function hasDefaultPolicy(defaults: { cancellationPolicy: readonly unknown[] } | null): boolean {
  return defaults === null || defaults.cancellationPolicy.length > 0;
}

/** A rich text with nothing a reader would see: '', '<p></p>', '<p><br></p>', spaces. */
export function isBlankRichText(html: string | null | undefined): boolean {
  return (html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/**
 * What a text field holds once switched from the account's default to custom (issue 24 item 17): its
 * own text if it has one, else the default to edit from — a supplier changes a word of their terms,
 * they do not retype them. null: the default is unknown (not read), so nothing is filled in.
 */
export function customTextStart(own: string | null | undefined, accountDefault: string | null): string {
  if (!isBlankRichText(own) || accountDefault === null || isBlankRichText(accountDefault)) return own ?? '';
  return accountDefault;
}
