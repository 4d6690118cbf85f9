import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordTextProblem, WEAK_PASSWORD_MESSAGES } from '../../contract';

// The list of @zxcvbn-ts/language-common (49,233 passwords, most common first, lower case): read once,
// on the first password set, and kept as a set of the entries a valid password could equal (8+).
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= 8));
  return common;
}

/**
 * Why this new password is refused, or null: one of the most common passwords (compared in lower case),
 * the user's e-mail or its name part, or the product's name in it (contract/auth.ts). Every place that
 * sets a password asks this before hashing it.
 */
export function weakPasswordMessage(password: string, email: string): string | null {
  const problem =
    passwordTextProblem(password, email) ??
    (commonPasswords().has(password.trim().toLowerCase()) ? 'common' : null);
  return problem ? WEAK_PASSWORD_MESSAGES[problem] : null;
}
