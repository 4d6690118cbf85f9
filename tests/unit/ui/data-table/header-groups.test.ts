import { describe, expect, it } from 'vitest';
import { columnTitle } from '../../../../src/ui/data-table/column-title';
import { headerRuns } from '../../../../src/ui/data-table/TableHead';
import type { TableColumn } from '../../../../src/ui/data-table/types';

const col = (id: string, group?: string): TableColumn<object> => ({ id, header: id, group });

describe('grouped column headers', () => {
  it('puts consecutive columns of a group under one header and leaves the others alone', () => {
    const runs = headerRuns([
      col('guest'),
      col('adult', 'Publish rate'),
      col('child', 'Publish rate'),
      col('trip', 'Publish rate'),
      col('status'),
    ]);
    expect(runs.map((r) => [r.group ?? null, r.columns.map((c) => c.id)])).toEqual([
      [null, ['guest']],
      ['Publish rate', ['adult', 'child', 'trip']],
      [null, ['status']],
    ]);
  });

  it('names a grouped column with its group where it stands alone', () => {
    const t = (text: string) => text.toUpperCase();
    expect(columnTitle(col('per adult', 'Publish rate'), t)).toBe('PUBLISH RATE: PER ADULT');
    expect(columnTitle(col('guest'), t)).toBe('GUEST');
  });
});
