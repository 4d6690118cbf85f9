import { asciiName, NATIONALITIES, type Nationality } from './content/travellers';
import type { Random } from './random';

const RUSSIAN_SPEAKING = ['Russia', 'Kazakhstan'];

export type Gender = 'male' | 'female';

export interface Person {
  name: string;
  firstName: string;
  surname: string;
}

export function pickNationality(rng: Random, russianSpeaking = false): Nationality {
  const pool = russianSpeaking
    ? NATIONALITIES.filter((n) => RUSSIAN_SPEAKING.includes(n.country))
    : NATIONALITIES;
  return rng.weighted(pool.map((n) => [n, n.weight] as const));
}

/** A full name in the nationality's order; pass a family's surname to keep relatives together. */
export function makePerson(rng: Random, nat: Nationality, gender: Gender, familySurname?: string): Person {
  const firstName = rng.pick(gender === 'male' ? nat.male : nat.female);
  const base = familySurname ?? rng.pick(nat.surnames);
  const surname = gender === 'female' && nat.feminine ? nat.feminine(base) : base;
  return {
    name: nat.surnameFirst ? `${surname} ${firstName}` : `${firstName} ${surname}`,
    firstName,
    surname: base,
  };
}

export function phoneNumber(rng: Random, pattern: string): string {
  return pattern.replace(/#/g, () => String(rng.int(0, 9)));
}

/** A UAE mobile, as tourists often buy a local SIM on arrival. */
export function localPhone(rng: Random): string {
  return phoneNumber(rng, `+971 5${rng.pick(['0', '2', '5', '6'])} ### ####`);
}

export function emailOf(rng: Random, nat: Nationality, person: Person, gender: Gender): string {
  const surname = gender === 'female' && nat.feminine ? nat.feminine(person.surname) : person.surname;
  const local = rng.chance(0.5)
    ? `${asciiName(person.firstName)}.${asciiName(surname)}`
    : `${asciiName(person.firstName).slice(0, 1)}${asciiName(surname)}${rng.int(70, 99)}`;
  return `${local}@${rng.pick(nat.emailDomains)}`;
}
