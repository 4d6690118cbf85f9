import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { FormTextField } from '../../../../src/ui/form/FormField';
import { FormSelectField } from '../../../../src/ui/form/FormSelectField';

beforeAll(() => void initI18n());

interface Values {
  name: string;
  rating: number | null;
  categories: number[];
}

/** What the form holds, as text, so a test reads the value a field handed on. */
function Shown({ control }: { control: Control<Values> }) {
  const values = useWatch({ control });
  return <output data-testid="values">{JSON.stringify(values)}</output>;
}

function TourishForm({
  onName,
  categoriesError,
}: {
  onName?: (value: string, previous: unknown) => void;
  categoriesError?: string;
}) {
  const { control, setError } = useForm<Values>({
    defaultValues: { name: 'Old name', rating: 4.5, categories: [] },
  });
  useEffect(() => {
    if (categoriesError) setError('categories', { type: 'manual', message: categoriesError });
  }, [categoriesError, setError]);
  return (
    <>
      <FormTextField control={control} name="name" label="Display name" required onTextChange={onName} />
      <FormTextField control={control} name="rating" label="Google rating" type="number" emptyValue={null} />
      <FormSelectField
        control={control}
        name="categories"
        label="Categories"
        multiple
        required
        options={[
          { value: 3, label: 'Desert' },
          { value: 5, label: 'Sea' },
        ]}
      />
      <Shown control={control} />
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;
const fire = (el: Element, type: string, detail: unknown) =>
  act(() => void el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true })));

describe('the form kit’s bound fields', () => {
  it('hands onTextChange the new text and the value it replaced (the url follows the old name)', async () => {
    const onName = vi.fn<(value: string, previous: unknown) => void>();
    const { container } = render(<TourishForm onName={onName} />);
    const input = container.querySelector('ion-input[aria-label="Display name"]')!;
    await fire(input, 'ionInput', { value: 'New name' });
    expect(onName).toHaveBeenCalledWith('New name', 'Old name');
    expect(values().name).toBe('New name');
  });

  it('keeps an emptied nullable number as null, and a typed one as a number', async () => {
    const { container } = render(<TourishForm />);
    const rating = container.querySelector('ion-input[aria-label="Google rating"]')!;
    await fire(rating, 'ionInput', { value: '' });
    expect(values().rating).toBeNull();
    await fire(rating, 'ionInput', { value: '3.9' });
    expect(values().rating).toBe(3.9);
  });

  it('shows a select’s label above it, hands on ids as numbers, and shows its message', async () => {
    const { container } = render(<TourishForm categoriesError="At least one tour category is required" />);
    const label = screen.getByText('Categories');
    expect(label.closest('label')?.className).toBe('form-label');
    const select = container.querySelector('ion-select')!;
    expect(select.getAttribute('aria-label')).toBe('Categories');
    expect(label.closest('label')?.getAttribute('for')).toBe(select.id);
    expect(screen.getByText('At least one tour category is required').className).toBe('field-error');
    await fire(select, 'ionChange', { value: ['5', 3] });
    expect(values().categories).toEqual([5, 3]);
  });
});
