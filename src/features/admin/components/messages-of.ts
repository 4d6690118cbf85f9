/**
 * The messages of a react-hook-form errors object (nested, as the profile's contact lines are), in
 * field order; `only` limits them to some top-level fields.
 */
export function messagesOf(errors: unknown, only?: readonly string[]): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (only && !only.includes(key)) continue;
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') out.push(message);
    else out.push(...messagesOf(value));
  }
  return [...new Set(out)];
}
