import { describe, expect, it } from 'vitest';
import { mergeFields } from '../../../domain/merge';

interface Group {
  notes: string | null;
  phoneNumbers: string | null;
  status: number;
}

const server: Group = { notes: 'VIP', phoneNumbers: '+7 916 000', status: 0 };

describe('field-by-field merge of offline edits', () => {
  it('applies a field whose server value still equals the base', () => {
    const r = mergeFields(server, { status: 0 }, { status: 3 });
    expect(r.merged.status).toBe(3);
    expect(r.applied).toEqual(['status']);
    expect(r.conflicts).toEqual([]);
  });

  it('reports a field someone else changed meanwhile, with both values, and applies the rest', () => {
    const r = mergeFields(server, { notes: 'old note', status: 0 }, { notes: 'my note', status: 4 });
    expect(r.conflicts).toEqual([{ field: 'notes', base: 'old note', mine: 'my note', theirs: 'VIP' }]);
    expect(r.merged).toEqual({ notes: 'VIP', phoneNumbers: '+7 916 000', status: 4 });
  });

  it('sees no conflict when both made the same change, and treats empty text as no value', () => {
    expect(mergeFields(server, { notes: 'x' }, { notes: 'VIP' }).conflicts).toEqual([]);
    const r = mergeFields<Group>({ ...server, notes: null }, { notes: '' }, { notes: 'new' });
    expect(r.applied).toEqual(['notes']);
  });

  it('applies a field sent without a base (an online edit of a field the client had not loaded)', () => {
    expect(mergeFields(server, {}, { phoneNumbers: '+971 50' }).merged.phoneNumbers).toBe('+971 50');
  });
});
