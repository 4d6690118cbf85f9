import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from '../../../src/ui/use-progressive-count';

function List({ total }: { total: number }) {
  const shown = useProgressiveCount(total, 5, 10);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{`Card ${i + 1}`}</li>
      ))}
    </ul>
  );
}

describe('a long list rendered in batches', () => {
  it('shows the first cards at once and the rest after the first paint, in order', async () => {
    render(<List total={32} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(32));
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('Card 32');
  });

  it('adds the cards of a longer list (the next page) too, and never more than there are', async () => {
    const { rerender } = render(<List total={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    rerender(<List total={60} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60));
  });
});
