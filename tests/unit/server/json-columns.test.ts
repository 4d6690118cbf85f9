import { describe, expect, it } from 'vitest';
import { CorruptColumnError, readCancellationPolicy } from '../../../server/db/json-columns';

const ref = { table: 'offers', column: 'cancellationPolicy', id: 12 };

describe('JSON columns read with their contract schema', () => {
  it('reads a stored cancellation policy', () => {
    expect(readCancellationPolicy('[{"hours":48,"percents":100},{"hours":24,"percents":50}]', ref)).toEqual([
      { hours: 48, percents: 100 },
      { hours: 24, percents: 50 },
    ]);
    expect(readCancellationPolicy('[]', ref)).toEqual([]);
  });

  it('throws naming the row when the stored value is not JSON', () => {
    expect(() => readCancellationPolicy('[{"hours":48', ref)).toThrow(CorruptColumnError);
    expect(() => readCancellationPolicy('', ref)).toThrow(
      'offers.cancellationPolicy of row 12 cannot be read: not JSON',
    );
  });

  it('throws naming the row and the field when the JSON has the wrong shape, never an empty policy', () => {
    expect(() => readCancellationPolicy('{"hours":48,"percents":100}', ref)).toThrow(
      /offers\.cancellationPolicy of row 12/,
    );
    expect(() => readCancellationPolicy('[{"hours":"48","percents":100}]', ref)).toThrow(
      /row 12 cannot be read: 0\.hours/,
    );
    expect(() => readCancellationPolicy('null', ref)).toThrow(CorruptColumnError);
  });
});
