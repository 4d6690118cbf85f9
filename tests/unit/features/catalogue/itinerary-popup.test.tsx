import { setupIonicReact } from '@ionic/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Itinerary } from '../../../../contract';
import { forEditing } from '../../../../domain/itinerary';
import { initI18n } from '../../../../src/platform/i18n';
import { ItineraryForm } from '../../../../src/features/catalogue/tours/edit/ItineraryPopup';

// The itinerary popup's form (02-catalogue §4): react-hook-form checked by the contract's itinerary
// schema; a new itinerary opens with one empty stop; times are HH:MM.

beforeAll(() => {
  setupIonicReact();
  initI18n();
});

const NEW: Itinerary = { id: 0, guid: '', index: 1, name: '', stops: [] };

function open(start: Itinerary) {
  const onSave = vi.fn<(saved: Itinerary) => void>();
  render(<ItineraryForm start={start} onSave={onSave} onClose={() => undefined} />);
  return { onSave, user: userEvent.setup() };
}

const box = (name: string) => screen.findByRole('textbox', { name });
/** An ion-button by its text (happy-dom shows no shadow button to find by role). */
const ionButton = (text: string) => screen.getByText(text).closest('ion-button')!;
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(ionButton('Save'));

describe('the itinerary popup', () => {
  it('opens a new itinerary with one empty stop, and saves it with its stop and HH:MM times', async () => {
    const { onSave, user } = open(forEditing(NEW, () => 'stop-guid'));
    expect(screen.getByText('Add itinerary')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Please add at least on stop')).toBeNull();

    await user.type(await box('Name'), 'Morning in the dunes');
    await user.type(await box('Stop name'), 'Camp');
    await user.type(await box('Time'), '0930');
    await user.type(await box('End time'), '1045');
    expect(((await box('Time')) as HTMLInputElement).value).toBe('09:30');
    await save(user);

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({
      id: 0,
      // The list gives a new itinerary its guid (domain/itinerary placeItinerary).
      guid: '',
      name: 'Morning in the dunes',
      stops: [{ index: 1, guid: 'stop-guid', name: 'Camp', time: 570, timeEnd: 645 }],
    });
  });

  it("shows the schema's messages and saves nothing while the name or a stop's name is missing", async () => {
    const { onSave, user } = open(forEditing(NEW, () => 'g1'));
    await save(user);
    expect(await screen.findByText('Itinerary name is required')).toBeTruthy();
    expect(screen.getByText('Stop name is required')).toBeTruthy();
    expect(screen.queryByText('Please add at least on stop')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();

    // The message goes once its stop is fixed.
    await user.type(await box('Stop name'), 'Camp');
    await waitFor(() => expect(screen.queryByText('Stop name is required')).toBeNull());
  });

  it("warns 'Please add at least on stop' once the last stop is deleted, and does not save", async () => {
    const { onSave, user } = open(forEditing(NEW, () => 'g1'));
    await user.type(await box('Name'), 'Evening');
    await user.click(screen.getByRole('button', { name: 'Delete: 1' }));
    expect(screen.getByRole('alert').textContent).toBe('Please add at least on stop');
    await save(user);
    expect(screen.getAllByText('Please add at least on stop')).toHaveLength(1);
    expect(onSave).not.toHaveBeenCalled();

    await user.click(ionButton('Add stop'));
    await user.type(await box('Stop name'), 'Dinner');
    await save(user);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0].stops.map((s) => [s.index, s.name, s.time])).toEqual([
      [1, 'Dinner', null],
    ]);
  });

  it('edits a saved itinerary under its own id and guid', async () => {
    const saved: Itinerary = {
      id: 7,
      guid: 'it-7',
      index: 2,
      name: 'Day 2',
      stops: [
        {
          index: 1,
          guid: 's1',
          time: 600,
          timeEnd: null,
          name: 'Fort',
          description: '',
          address: '',
          lat: null,
          lng: null,
        },
      ],
    };
    const { onSave, user } = open(saved);
    expect(screen.getByText('Edit itinerary')).toBeTruthy();
    expect(((await box('Time')) as HTMLInputElement).value).toBe('10:00');
    const name = await box('Name');
    await user.clear(name);
    await user.type(name, 'Second day');
    await save(user);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ id: 7, guid: 'it-7', index: 2, name: 'Second day' });
  });
});
