import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/platform/i18n/en';
import { templateMatcher } from '../../../src/platform/i18n/parameterised';
import { ru } from '../../../src/platform/i18n/ru';
import { MessageScan, type FoundMessage } from './message-literals';

// Every message the contract's schemas and the server can answer with shows in Russian in a Russian
// session: it has a Russian text, or it is made from a template that has one (docs/decisions.md "Every
// message of the contract and the server has its Russian"). What counts as a message: message-literals.ts.

const found = new MessageScan(process.cwd()).scan([
  { dir: 'contract', zod: true, errors: false },
  // The demo OCTO provider stands for an outside system: its answers are the provider's, not ours.
  { dir: 'server', zod: true, errors: true, skip: ['server/integrations/octo-demo'] },
]);

const russian = ru as Readonly<Record<string, string>>;
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;
const shape = (text: string) => text.replace(PLACEHOLDER, '{{}}');
/** Templates by their fixed text: 'At most {{max}} characters' → 'At most {{}} characters'. */
const templates = new Map(
  Object.keys(en)
    .filter((key) => key.includes('{{'))
    .map((key) => [shape(key), key]),
);
const match = templateMatcher(Object.keys(en));

function hasRussian(m: FoundMessage): boolean {
  if (m.kind === 'template') return m.text in russian;
  if (m.kind === 'literal-template') {
    const template = templates.get(shape(m.text));
    return template !== undefined && template in russian;
  }
  if (m.text in russian) return true;
  // A number written into a fixed text ('At most 200 characters') is its template's; any other
  // value would be a text taken for a template it is not ('Group not found…' for 'Group {{id}}').
  const made = match(m.text);
  return !!made && made.template in russian && Object.values(made.values).every((v) => /^\d+$/.test(v));
}

describe('the message scan', () => {
  it('follows messages through helpers, constants, functions and zod checks', () => {
    const fixture = new MessageScan(join(import.meta.dirname, 'message-scan-fixture')).scan([
      { dir: 'contract', zod: true, errors: false },
      { dir: 'server', zod: true, errors: true },
    ]);
    expect(fixture.map((m) => [m.kind, m.text]).sort()).toEqual(
      [
        ['literal-template', 'At most {{v1}} things'],
        ['text', 'Below zero'],
        ['text', 'Come back tomorrow'],
        ['text', 'Must be positive'],
        ['text', 'Name is required'],
        ['text', 'Not three'],
        ['text', 'Thing not found'],
        ['text', 'Too early'],
        ['text', 'Too late'],
        ['text', 'Wait a little'],
        ['text', 'Whole numbers only'],
      ].sort(),
    );
  });
});

describe('messages of the contract and the server', () => {
  it('are found where the audit saw them untranslated', () => {
    const texts = found.map((m) => m.text);
    expect(found.length).toBeGreaterThan(250);
    expect(texts).toEqual(
      expect.arrayContaining([
        'forTourId must be a whole number',
        'forTourId must be 0 (a new tour) or a tour id',
        'page starts at 1',
        'Date must be YYYY-MM-DD',
        'Date is not a real date',
        'At most 1000 tickets',
        'Must be a whole number above 0',
        'Id is too large',
        'Search must be at most 100 characters',
        'The image could not be read (the file may be damaged)',
      ]),
    );
  });

  it('each have a Russian text or a template with one', () => {
    const missing = found.filter((m) => !hasRussian(m)).map((m) => `${m.at}  ${m.text}`);
    expect(missing).toEqual([]);
  });
});
