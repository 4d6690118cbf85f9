import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { OrderedListEditor } from '../../../../src/ui/form/OrderedListEditor';

beforeAll(() => void initI18n());

interface Q {
  index: number;
  question: string;
}

function Holder() {
  const [items, setItems] = useState<readonly Q[]>([
    { index: 1, question: 'A' },
    { index: 2, question: 'B' },
    { index: 3, question: 'C' },
  ]);
  return (
    <OrderedListEditor
      label="Questions"
      items={items}
      onChange={setItems}
      newItem={() => ({ question: 'New' })}
      itemName={(q) => q.question}
      renderItem={(q) => <span>{q.question}</span>}
    />
  );
}

const shown = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => li.textContent)
    .join(' ');

describe('OrderedListEditor', () => {
  it('numbers the items and renumbers them after a delete', async () => {
    render(<Holder />);
    expect(shown()).toBe('1.A 2.B 3.C');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete: A' }));
    expect(shown()).toBe('1.B 2.C');
  });

  it('moves items up and down; the ends cannot move further', async () => {
    render(<Holder />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move up: B' }));
    expect(shown()).toBe('1.B 2.A 3.C');
    await user.click(screen.getByRole('button', { name: 'Move down: A' }));
    expect(shown()).toBe('1.B 2.C 3.A');
    expect(screen.getByRole('button', { name: 'Move up: B' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down: A' })).toHaveProperty('disabled', true);
  });

  it('adds an item at the end with the next number', async () => {
    render(<Holder />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }));
    expect(shown()).toBe('1.A 2.B 3.C 4.New');
  });
});
