import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '../../../../contract';
import { EditForm } from '../../../../src/features/media/components/EditPhotoModal';
import { setLanguage } from '../../../../src/platform/i18n';
import { signInAs, stubApi } from '../../platform/harness';

// The media manager's edit popup (01-platform section 4): react-hook-form checked by the contract's
// photo edit schema; saving answers the updated photo.

const PHOTO: Photo = {
  id: 12,
  title: 'Dunes',
  description: 'Evening light',
  urlBig: '/big.webp',
  urlMedium: '/medium.webp',
  urlSmall: '/small.webp',
  usedInTours: [],
  usedInCountries: [],
  usedInWidgets: [],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

function open() {
  signInAs({ roles: ['editor'] });
  const onSaved = vi.fn<(photo: Photo) => void>();
  render(<EditForm photo={PHOTO} onSaved={onSaved} onClose={() => undefined} />);
  return { onSaved, user: userEvent.setup() };
}

/** An ion-button by its text (happy-dom shows no shadow button to find by role). */
const ionButton = (text: string) => screen.getByText(text).closest('ion-button')!;

describe('the edit photo popup', () => {
  it('saves the new title and description and hands on the photo the server answers', async () => {
    const fetchMock = stubApi({
      'POST /api/photos': (init) => ({ body: { ...PHOTO, ...JSON.parse(String(init.body)) } }),
    });
    const { onSaved, user } = open();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Dunes');
    await user.clear(title);
    await user.type(title, '  Dunes at noon ');
    await user.click(ionButton('Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The schema trims: what is saved is what the contract accepts.
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      id: 12,
      title: 'Dunes at noon',
      description: 'Evening light',
    });
    expect(onSaved.mock.calls[0][0].title).toBe('Dunes at noon');
  });

  it("shows a refused save's field message beside its field and the message below, in Russian", async () => {
    await setLanguage('ru');
    stubApi({
      'POST /api/photos': {
        status: 400,
        body: {
          title: 'Bad request',
          message: 'At most 200 characters (body title)',
          fields: { title: 'At most 200 characters' },
        },
      },
    });
    const { onSaved, user } = open();
    await screen.findByRole('textbox', { name: 'Заголовок' });
    await user.click(ionButton('Сохранить'));
    expect(await screen.findByText('Не больше 200 символов')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Не больше 200 символов (поле title в теле запроса)');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
