import { describe, expect, it } from 'vitest';
import { nextUrl, slugify } from '../../../domain/slug';

describe('slugify', () => {
  it('makes lower-case words joined by single dashes', () => {
    expect(slugify('Desert Safari: Dune Bashing & BBQ!')).toBe('desert-safari-dune-bashing-and-bbq');
    expect(slugify('  Burj   Khalifa -- At the Top  ')).toBe('burj-khalifa-at-the-top');
  });

  it('drops accents and characters outside a-z and digits', () => {
    expect(slugify('Café Crème 2')).toBe('cafe-creme-2');
    expect(slugify('Тур по городу')).toBe('');
  });

  it('matches the contract url rule', () => {
    expect(slugify('Dhow Cruise (Marina)')).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('nextUrl: the url follows the name until edited by hand', () => {
  it('follows while the url is empty', () => {
    expect(nextUrl('', '', 'Dhow Cruise')).toBe('dhow-cruise');
  });

  it('follows while the url equals the slug of the previous name', () => {
    expect(nextUrl('dhow-cruis', 'Dhow Cruis', 'Dhow Cruise')).toBe('dhow-cruise');
  });

  it('stays once edited by hand', () => {
    expect(nextUrl('my-cruise', 'Dhow Cruis', 'Dhow Cruise')).toBe('my-cruise');
  });

  it('follows again after the user clears the url', () => {
    expect(nextUrl('', 'Dhow Cruise', 'Dhow Cruise Marina')).toBe('dhow-cruise-marina');
  });
});
