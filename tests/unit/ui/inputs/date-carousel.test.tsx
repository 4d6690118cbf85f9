import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../src/platform/i18n';
import { addDays, tomorrow } from '../../../../src/ui/inputs/carousel-dates';
import { DateCarousel } from '../../../../src/ui/inputs/DateCarousel';

beforeAll(() => void initI18n());

// Tuesday 24 November 2026; the 25th is sold out.
function Booking({ onChange, days }: { onChange: (date: string) => void; days?: number }) {
  const [date, setDate] = useState<string | null>(null);
  return (
    <DateCarousel
      value={date}
      firstDate="2026-11-24"
      days={days}
      isUnavailable={(d) => d === '2026-11-25'}
      onChange={(d) => {
        setDate(d);
        onChange(d);
      }}
    />
  );
}

const slides = () =>
  within(screen.getByRole('group', { name: 'Date' }))
    .getAllByRole('button')
    .filter((b) => b.classList.contains('date-slide'))
    .map((b) => b.textContent);

describe('DateCarousel', () => {
  it('shows three dates at a time as weekday and DD.MM', () => {
    render(<Booking onChange={vi.fn<(date: string) => void>()} />);
    expect(slides()).toEqual(['Tue 24.11', 'Wed 25.11', 'Thu 26.11']);
  });

  it('offers ten days, moved through with the arrows', async () => {
    render(<Booking onChange={vi.fn<(date: string) => void>()} />);
    const user = userEvent.setup();
    const earlier = screen.getByRole('button', { name: 'Earlier dates' });
    const later = screen.getByRole('button', { name: 'Later dates' });
    expect(earlier).toHaveProperty('disabled', true);
    const seen = new Set(slides());
    while (!(later as HTMLButtonElement).disabled) {
      await user.click(later);
      for (const s of slides()) seen.add(s);
    }
    expect(seen.size).toBe(10);
    expect(slides()).toEqual(['Tue 01.12', 'Wed 02.12', 'Thu 03.12']);
    await user.click(earlier);
    expect(slides()[0]).toBe('Mon 30.11');
  });

  it('reports the chosen date as YYYY-MM-DD and highlights it', async () => {
    const onChange = vi.fn<(date: string) => void>();
    render(<Booking onChange={onChange} />);
    const day = screen.getByRole('button', { name: 'Thu 26.11' });
    await userEvent.setup().click(day);
    expect(onChange).toHaveBeenCalledWith('2026-11-26');
    expect(day.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tue 24.11' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows an unavailable date disabled and does not let it be chosen', async () => {
    const onChange = vi.fn<(date: string) => void>();
    render(<Booking onChange={onChange} />);
    const soldOut = screen.getByRole('button', { name: 'Wed 25.11' });
    expect(soldOut).toHaveProperty('disabled', true);
    await userEvent.setup().click(soldOut);
    expect(onChange).not.toHaveBeenCalled();
    expect(soldOut.getAttribute('aria-pressed')).toBe('false');
  });

  it('counts days on the calendar, across months and from tomorrow', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(tomorrow(new Date(2026, 10, 30, 23, 59))).toBe('2026-12-01');
  });
  it('marks a day that can still be chosen, greyed with its word', async () => {
    const onChange = vi.fn<(date: string) => void>();
    render(
      <DateCarousel
        value={null}
        firstDate="2026-11-24"
        onChange={onChange}
        markOf={(d) => (d === '2026-11-26' ? 'Sold out' : null)}
      />,
    );
    const marked = screen.getByRole('button', { name: 'Thu 26.11 Sold out' });
    expect(marked.classList.contains('date-slide-marked')).toBe(true);
    expect(marked.getAttribute('title')).toBe('26.11.2026');
    expect((marked as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(marked);
    expect(onChange).toHaveBeenCalledWith('2026-11-26');
    const plain = screen.getByRole('button', { name: 'Tue 24.11' });
    expect(plain.classList.contains('date-slide-marked')).toBe(false);
  });
});
