import type { z } from 'zod';
import { cancellationPolicySchema, isValidCancellationRule } from '../../contract';
import type { CancellationRule } from '../../domain/cancellation';

/** Which stored value a JSON column read came from, to name it when it cannot be read. */
export interface ColumnRef {
  table: string;
  column: string;
  id: number | string;
}

/**
 * A JSON column whose stored value does not parse or does not match its contract schema: data
 * corruption, never silently replaced by a default. The request fails (its transaction rolls back) and
 * the error handler logs which row to repair.
 */
export class CorruptColumnError extends Error {
  constructor(
    readonly ref: ColumnRef,
    readonly problem: string,
  ) {
    super(`${ref.table}.${ref.column} of row ${ref.id} cannot be read: ${problem}`);
    this.name = 'CorruptColumnError';
  }
}

/** Parses a JSON column with its contract schema, or throws CorruptColumnError naming the row. */
export function parseJsonColumn<S extends z.ZodType>(schema: S, value: string, ref: ColumnRef): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new CorruptColumnError(ref, 'not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CorruptColumnError(ref, `${issue.path.join('.') || 'value'}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * A stored cancellation policy (suppliers.defaultCancellationPolicy, tours/offers.cancellationPolicy).
 * A row stored before saves refused invalid rows (0 hours or 0 %) never applied to a refund, and is
 * left out, so the policy can be shown and saved again.
 */
export const readCancellationPolicy = (value: string, ref: ColumnRef): CancellationRule[] =>
  parseJsonColumn(cancellationPolicySchema, value, ref).filter(isValidCancellationRule);
