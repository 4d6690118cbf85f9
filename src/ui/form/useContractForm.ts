import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { staleSaveBodySchema, type StaleSaveBody } from '../../../contract';
import type { ApiResult } from '../../platform/api';
import { applyFieldErrors } from '../apply-field-errors';

export interface ContractFormOptions<TIn extends FieldValues> {
  defaultValues?: DefaultValues<TIn>;
  /** Offline (useFormReadOnly): the form shows its values and accepts no edit; Save is off. */
  readOnly?: boolean;
}

export type ContractForm<TIn extends FieldValues, TOut = TIn> = UseFormReturn<TIn, unknown, TOut> & {
  readOnly: boolean;
};

/**
 * A catalogue or admin form: react-hook-form checked by the contract's own zod schema, so the client
 * shows the very messages the server would answer with. Fields are checked once touched, then on
 * every change ('onTouched'): no red field before the user has been in it.
 */
export function useContractForm<TIn extends FieldValues, TOut extends FieldValues = TIn>(
  schema: z.ZodType<TOut, TIn>,
  { defaultValues, readOnly = false }: ContractFormOptions<TIn> = {},
): ContractForm<TIn, TOut> {
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  return Object.assign(form, { readOnly });
}

/** What a failed save means for the form. */
export type SaveFailure =
  /** The 400's field messages are beside their fields; nothing else to show. */
  | { kind: 'fields' }
  /** 409: someone saved first. Keep the user's edits and show StaleSaveNotice. */
  | { kind: 'stale'; stale: StaleSaveBody }
  /** Anything else (some messages belong to no field, 404, 422, network): notify as usual. */
  | { kind: 'other' };

/**
 * Puts a failed save's answer where the user sees it: a 400's `fields` beside the form's fields
 * (ui/apply-field-errors), a 409 stale save as a typed value for StaleSaveNotice. The form's values
 * are never touched: the user's edits stay until they choose to reload.
 */
export function applyServerErrors<TIn extends FieldValues, TOut>(
  form: Pick<UseFormReturn<TIn, unknown, TOut>, 'setError' | 'getValues'>,
  error: Pick<ApiResult<unknown>, 'Code' | 'Fields' | 'Refusal'>,
): SaveFailure {
  const stale = staleSaveOf(error);
  if (stale) return { kind: 'stale', stale };
  if (error.Code === 400 && error.Fields) {
    const known = Object.keys(error.Fields).filter((name) => hasField(form.getValues(), name));
    return applyFieldErrors(error.Fields, known as FieldPath<TIn>[], form.setError)
      ? { kind: 'fields' }
      : { kind: 'other' };
  }
  return { kind: 'other' };
}

/** The 409's body when the failure is a stale save, else null. */
export function staleSaveOf(error: Pick<ApiResult<unknown>, 'Code' | 'Refusal'>): StaleSaveBody | null {
  if (error.Code !== 409 || !error.Refusal) return null;
  const parsed = staleSaveBodySchema.safeParse(error.Refusal);
  return parsed.success ? parsed.data : null;
}

/** Whether a dotted path ('basic.name', 'faq.0.question') names a value of the form. */
function hasField(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}
