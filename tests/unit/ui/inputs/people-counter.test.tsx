import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { nextCount } from '../../../../src/ui/inputs/counter-rules';
import { PeopleCounter } from '../../../../src/ui/inputs/PeopleCounter';

beforeAll(() => void initI18n());

function Counter({ start, min, max }: { start: number; min?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return <PeopleCounter label="Aged 3-12" value={value} min={min} max={max} onChange={setValue} />;
}

const shown = () => screen.getByRole('group', { name: 'Aged 3-12' }).querySelector('output')?.textContent;
const less = () => screen.getByRole('button', { name: 'Remove one: Aged 3-12' });
const more = () => screen.getByRole('button', { name: 'Add one: Aged 3-12' });

describe('PeopleCounter', () => {
  it('counts up and down with its buttons', async () => {
    render(<Counter start={2} />);
    const user = userEvent.setup();
    await user.click(more());
    expect(shown()).toBe('3');
    await user.click(less());
    await user.click(less());
    expect(shown()).toBe('1');
  });

  it('never goes below its minimum', async () => {
    render(<Counter start={2} min={1} />);
    const user = userEvent.setup();
    await user.click(less());
    await user.click(less());
    await user.click(less());
    expect(shown()).toBe('1');
    expect(less()).toHaveProperty('disabled', true);
  });

  it('stops at an optional maximum', async () => {
    render(<Counter start={1} max={2} />);
    const user = userEvent.setup();
    await user.click(more());
    await user.click(more());
    expect(shown()).toBe('2');
    expect(more()).toHaveProperty('disabled', true);
  });

  it('applies a change only when the result stays within the bounds', () => {
    expect(nextCount(0, -1, 0)).toBe(0);
    expect(nextCount(3, -1, 1)).toBe(2);
    expect(nextCount(5, 1, 0, 5)).toBe(5);
    // Raised minimum: a step up is allowed even below it, a step down is not.
    expect(nextCount(0, 1, 1)).toBe(1);
    expect(nextCount(0, -1, 1)).toBe(0);
  });
});
