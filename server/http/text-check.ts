// A lone surrogate ("\ud800" in JSON, never valid UTF-8) cannot be encoded: encodeURIComponent
// throws on it (a file name in Content-Disposition answered 500) and PostgreSQL refuses it, as it
// refuses NUL in text. In a u-mode pattern \p{Cs} matches only an unpaired surrogate.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export interface BadText {
  /** Where: 'FileName', 'Columns.0.Title', or 'body' for the text itself. */
  field: string;
  message: string;
}

function problemOf(text: string): string | null {
  if (UNPAIRED_SURROGATE.test(text)) return 'Text must be valid Unicode (it contains an unpaired surrogate)';
  if (text.includes('\u0000')) return 'Text must not contain NUL characters';
  return null;
}

/**
 * The first string (value or key) in a parsed request part that no text column can hold, or null.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown, root = 'body'): BadText | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      const message = problemOf(item);
      if (message) return { field: path || root, message };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        const at = path ? `${path}.${key}` : key;
        const message = problemOf(key);
        if (message) return { field: at, message };
        stack.push([(item as Record<string, unknown>)[key], at]);
      }
    }
  }
  return null;
}
