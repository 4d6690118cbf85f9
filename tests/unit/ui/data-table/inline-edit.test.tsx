import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RowEditing } from '../../../../src/ui/data-table';
import { BOOKINGS, renderTable, type Booking } from './fixtures';

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

type Save = RowEditing<Booking>['onSave'];

function editing(overrides: Partial<RowEditing<Booking>> = {}) {
  const onSave = vi.fn<Save>(async () => true);
  return { onSave, ...overrides } as RowEditing<Booking> & { onSave: typeof onSave };
}

/** Ionic's alert draws its message into the page; it is the only dialog these tests open. */
async function alertText(): Promise<string> {
  const alert = await waitFor(() => {
    const found = document.querySelector('ion-alert');
    if (!found) throw new Error('no alert');
    return found;
  });
  return (alert as HTMLIonAlertElement).message?.toString() ?? '';
}

describe('inline editing', () => {
  it('opens a row on double click and saves only the changed fields', async () => {
    const rules = editing();
    renderTable({ editing: rules });
    const user = userEvent.setup();
    await user.dblClick(rowOf('Anna Smith'));
    const notes = within(rowOf('Anna Smith')).getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Window seat');
    await user.click(within(rowOf('Anna Smith')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rules.onSave).toHaveBeenCalledTimes(1));
    expect(rules.onSave).toHaveBeenCalledWith(BOOKINGS[0], { notes: 'Window seat' });
    await waitFor(() =>
      expect(within(rowOf('Anna Smith')).queryByRole('textbox', { name: 'Notes' })).toBeNull(),
    );
  });

  it('opens a row with its pencil and cancels without saving', async () => {
    const rules = editing();
    renderTable({ editing: rules });
    const user = userEvent.setup();
    await user.click(within(rowOf('Ivan Petrov')).getByRole('button', { name: 'Edit' }));
    const notes = within(rowOf('Ivan Petrov')).getByRole('textbox', { name: 'Notes' });
    expect((notes as HTMLInputElement).value).toBe('Late');
    await user.clear(notes);
    await user.click(within(rowOf('Ivan Petrov')).getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf('Ivan Petrov')).queryByRole('textbox')).toBeNull();
    expect(within(rowOf('Ivan Petrov')).getByText('Late')).toBeTruthy();
    expect(rules.onSave).not.toHaveBeenCalled();
  });

  it('bars a row by rule: the pencil is disabled and its tooltip gives the reason', async () => {
    const rules = editing({
      barredReason: (b) => (b.status === 4 ? 'Cancelled bookings cannot be edited' : null),
    });
    renderTable({ editing: rules });
    const user = userEvent.setup();
    const pencil = within(rowOf('Omar Khan')).getByRole('button', { name: 'Edit' });
    expect(pencil.getAttribute('aria-disabled')).toBe('true');
    expect(pencil.getAttribute('title')).toBe('Cancelled bookings cannot be edited');
    await user.click(pencil);
    await user.dblClick(rowOf('Omar Khan'));
    expect(within(rowOf('Omar Khan')).queryByRole('textbox')).toBeNull();
    expect(
      within(rowOf('Anna Smith')).getByRole('button', { name: 'Edit' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('blocks saving with an alert when the edit-error rule objects', async () => {
    const rules = editing({
      editError: (_row, next) => (next.numAdults < 1 ? 'A booking needs at least one adult' : null),
    });
    renderTable({ editing: rules });
    const user = userEvent.setup();
    await user.dblClick(rowOf('Anna Smith'));
    const adults = within(rowOf('Anna Smith')).getByRole('spinbutton', { name: 'Ad' });
    await user.clear(adults);
    await user.type(adults, '0');
    await user.click(within(rowOf('Anna Smith')).getByRole('button', { name: 'Save' }));
    expect(await alertText()).toBe('A booking needs at least one adult');
    expect(rules.onSave).not.toHaveBeenCalled();
    expect(within(rowOf('Anna Smith')).getByRole('spinbutton', { name: 'Ad' })).toBeTruthy();
  });

  it('refuses a date that is not a real one', async () => {
    const rules = editing();
    renderTable({ editing: rules });
    const user = userEvent.setup();
    await user.dblClick(rowOf('Anna Smith'));
    const date = within(rowOf('Anna Smith')).getByRole('textbox', { name: 'Date' });
    await user.clear(date);
    await user.type(date, '31022026');
    expect((date as HTMLInputElement).value).toBe('31.02.2026');
    await user.click(within(rowOf('Anna Smith')).getByRole('button', { name: 'Save' }));
    expect(await alertText()).toBe('Date: enter the date as DD.MM.YYYY');
    expect(rules.onSave).not.toHaveBeenCalled();
  });

  it('keeps times as HH:MM and saves every input type in its own kind of value', async () => {
    const rules = editing();
    renderTable({ editing: rules });
    const user = userEvent.setup();
    await user.dblClick(rowOf('Anna Smith'));
    const row = within(rowOf('Anna Smith'));
    const time = row.getByRole('textbox', { name: 'Pick-up' });
    await user.clear(time);
    await user.type(time, '2'); // a first digit above 2 is refused, and so are hours above 23
    await user.type(time, '5');
    expect((time as HTMLInputElement).value).toBe('2');
    await user.type(time, '145');
    expect((time as HTMLInputElement).value).toBe('21:45');
    await user.selectOptions(row.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.click(row.getByRole('checkbox', { name: 'Paid' }));
    const date = row.getByRole('textbox', { name: 'Date' });
    await user.clear(date);
    await user.type(date, '05042026');
    await user.click(row.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rules.onSave).toHaveBeenCalledTimes(1));
    expect(rules.onSave.mock.calls[0][1]).toEqual({
      pickup: '21:45',
      status: 1,
      paid: true,
      date: '2026-04-05',
    });
  });

  it('shows progress while saving and stays in edit mode when the save fails', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const rules = editing({
      onSave: vi.fn<Save>(() => new Promise<boolean>((resolve) => (finish = resolve))),
    });
    renderTable({ editing: rules });
    const user = userEvent.setup();
    await user.dblClick(rowOf('Anna Smith'));
    await user.type(within(rowOf('Anna Smith')).getByRole('textbox', { name: 'Notes' }), 'x');
    await user.click(within(rowOf('Anna Smith')).getByRole('button', { name: 'Save' }));
    expect(await within(rowOf('Anna Smith')).findByRole('status', { name: 'Saving' })).toBeTruthy();
    expect(
      (within(rowOf('Anna Smith')).getByRole('textbox', { name: 'Notes' }) as HTMLInputElement).disabled,
    ).toBe(true);
    finish(false);
    await waitFor(() =>
      expect(within(rowOf('Anna Smith')).getByRole('button', { name: 'Save' })).toBeTruthy(),
    );
    expect(
      (within(rowOf('Anna Smith')).getByRole('textbox', { name: 'Notes' }) as HTMLInputElement).value,
    ).toBe('x');
  });

  it('leaves edit mode without a call when nothing changed', async () => {
    const rules = editing();
    renderTable({ editing: rules });
    const user = userEvent.setup();
    await user.dblClick(rowOf('Anna Smith'));
    await user.click(within(rowOf('Anna Smith')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(rowOf('Anna Smith')).queryByRole('textbox')).toBeNull());
    expect(rules.onSave).not.toHaveBeenCalled();
  });
});
