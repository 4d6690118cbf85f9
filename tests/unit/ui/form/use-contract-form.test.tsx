import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tourSchema } from '../../../../contract';
import { applyServerErrors, useContractForm } from '../../../../src/ui/form/useContractForm';

const schema = tourSchema.pick({ nameInternal: true, nameDisplay: true });
const START = { nameInternal: 'T-1', nameDisplay: '' };

const setup = () => renderHook(() => useContractForm(schema, { defaultValues: START })).result;

describe('useContractForm', () => {
  it("checks with the contract's schema and shows its messages", async () => {
    const form = setup();
    await act(async () => {
      await form.current.trigger();
    });
    expect(form.current.getFieldState('nameDisplay').error?.message).toBe('Display name is required');
    expect(form.current.getFieldState('nameInternal').error).toBeUndefined();
  });

  it("puts a 400's field messages beside the form's fields", () => {
    const form = setup();
    let kind = '';
    act(() => {
      kind = applyServerErrors(form.current, {
        Code: 400,
        Fields: { nameInternal: 'Tour code is already used' },
      }).kind;
    });
    expect(kind).toBe('fields');
    expect(form.current.getFieldState('nameInternal').error?.message).toBe('Tour code is already used');
  });

  it('says other when a message belongs to no field, so the caller notifies it', () => {
    const form = setup();
    const failure = applyServerErrors(form.current, { Code: 400, Fields: { somethingElse: 'Bad' } });
    expect(failure.kind).toBe('other');
  });

  it('reads a 409 stale save and leaves the edits alone', () => {
    const form = setup();
    act(() => form.current.setValue('nameDisplay', 'My edit'));
    const failure = applyServerErrors(form.current, {
      Code: 409,
      Refusal: {
        reason: 'stale',
        title: 'Conflict',
        message: 'Changed meanwhile',
        version: 3,
        changedFields: ['nameDisplay'],
        changedBy: 'ivan@caravan.test',
        changedAt: '2026-11-25T10:00:00Z',
      },
    });
    expect(failure).toMatchObject({
      kind: 'stale',
      stale: { changedFields: ['nameDisplay'], changedBy: 'ivan@caravan.test' },
    });
    expect(form.current.getValues('nameDisplay')).toBe('My edit');
  });

  it('a 409 without the stale body is not a stale save', () => {
    const form = setup();
    expect(applyServerErrors(form.current, { Code: 409, Refusal: { reason: 'price-changed' } }).kind).toBe(
      'other',
    );
  });
});
