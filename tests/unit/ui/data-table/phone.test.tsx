import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTable, tableElement } from './fixtures';

// happy-dom answers media queries from its window size: 390 px is a phone.
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 844 });

beforeEach(() => viewport(390));
afterEach(() => viewport(1024));

describe('data table on a phone', () => {
  it('shows the rows as cards, titled by the title column, with details by header', async () => {
    renderTable();
    // The phone layout loads with the first phone table.
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'Anna Smith' })).toBeTruthy();
    expect(within(cards[1]).getByText('Status').nextElementSibling?.textContent).toBe('Pending');
  });

  it('edits a card in place with its pencil', async () => {
    const onSave = vi.fn<(row: unknown, changes: unknown) => Promise<boolean>>(async () => true);
    renderTable({ editing: { onSave } });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Bookings' });
    const card = () => within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem')[1];
    await user.click(within(card()).getByRole('button', { name: 'Edit' }));
    await user.type(within(card()).getByRole('textbox', { name: 'Notes' }), ' arrival');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), { notes: 'Late arrival' });
  });

  it('leaves the page where its reader scrolled it when the cards find the page’s scroller (issue 24)', async () => {
    // A page (the tour editor) scrolled down before IonContent hands its scroller to the cards.
    const scroller = document.createElement('div');
    let top = 600;
    Object.defineProperty(scroller, 'scrollTop', {
      get: () => top,
      set: (v: number) => {
        top = v;
      },
    });
    scroller.scrollTo = vi.fn<(options?: ScrollToOptions | number) => void>((options) => {
      if (typeof options === 'object' && options.top !== undefined) top = options.top;
    }) as typeof scroller.scrollTo;
    let hand: (el: HTMLElement) => void = () => undefined;
    const content = Object.assign(document.createElement('ion-content'), {
      getScrollElement: () => new Promise<HTMLElement>((resolve) => (hand = resolve)),
    });
    const host = content.appendChild(document.createElement('div'));
    document.body.append(content);
    render(tableElement(), { container: host });
    await screen.findByRole('list', { name: 'Bookings' });
    await act(async () => hand(scroller));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(top).toBe(600);
    content.remove();
  });
});
