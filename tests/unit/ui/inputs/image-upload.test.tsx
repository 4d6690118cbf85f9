import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadLanguage, setLanguage } from '../../../../src/platform/i18n';
import { ImageUpload } from '../../../../src/ui/inputs/upload/ImageUpload';
import { FakeXhr } from './fake-xhr';
import { testToken } from './test-token';

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

let token = '';

// The Russian texts load on demand; a test below asks for them by name without switching the app.
beforeAll(() => loadLanguage('ru'));
beforeEach(() => {
  initI18n();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  token = testToken();
  localStorage.setItem('token', token);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

function choose(files: File[], label = 'Choose images') {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

describe('ImageUpload', () => {
  it('uploads each chosen image as {guid, data} with progress, then hands over the photo', async () => {
    const onUploaded = vi.fn<(photo: unknown) => void>();
    render(<ImageUpload onUploaded={onUploaded} />);
    choose([
      jpeg('dune.jpg'),
      new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }),
      jpeg('dune.jpg'),
    ]);

    expect(screen.getByRole('alert').textContent).toContain('terms.pdf');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/photos/upload');
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    const body = JSON.parse(xhr.body) as { guid: string; data: string };
    expect(body.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data).toMatch(/^data:image\/jpeg;base64,/);

    act(() => xhr.progress(50, 100));
    expect(screen.getByText('50%')).toBeTruthy();
    act(() => xhr.progress(100, 100));
    expect(screen.getByText('Processing')).toBeTruthy();
    act(() => xhr.respond(200, { id: 7, title: 'Dune' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 7, title: 'Dune' }));
    expect(screen.queryByText('dune.jpg')).toBeNull();
  });

  it('takes dropped images too, each with its own request', async () => {
    render(<ImageUpload endpoint="/api/test/upload" onUploaded={vi.fn<(photo: unknown) => void>()} />);
    const zone = screen.getByText('Drop images here or').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((x) => x.url)).toEqual(['/api/test/upload', '/api/test/upload']);
  });

  it('says in Russian that authorization failed after a 401 when the app is in Russian', async () => {
    await act(() => setLanguage('ru'));
    const onUploaded = vi.fn<(photo: unknown) => void>();
    render(<ImageUpload onUploaded={onUploaded} />);
    choose([jpeg('camel.jpg')], 'Выберите изображения');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].respond(401, { title: 'Unauthorized', message: '' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ошибка авторизации. Пожалуйста, войдите в систему снова.',
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('gives the status code of another failure and lets the row be dismissed', async () => {
    render(<ImageUpload onUploaded={vi.fn<(photo: unknown) => void>()} />);
    choose([jpeg('camel.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0].respond(500, { title: 'Internal Server Error', message: '' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while uploading the file (code 500).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: camel.jpg' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("adds the server's reason after the status code, so a refused file says why", async () => {
    render(<ImageUpload onUploaded={vi.fn<(photo: unknown) => void>()} />);
    choose([jpeg('prices.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0].respond(400, {
        title: 'Bad request',
        message: 'Only JPEG, PNG, WebP or GIF images can be uploaded (it is not an image)',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while uploading the file (code 400). Only JPEG, PNG, WebP or GIF images can be uploaded (it is not an image)',
    );
  });

  it("shows the server's reason in Russian in a Russian session, with its values", async () => {
    await act(() => setLanguage('ru'));
    render(<ImageUpload onUploaded={vi.fn<(photo: unknown) => void>()} />);
    choose([jpeg('menu.jpg'), jpeg('panorama.jpg')], 'Выберите изображения');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() =>
      FakeXhr.sent[0].respond(400, {
        title: 'Bad request',
        message: 'Only JPEG, PNG, WebP or GIF images can be uploaded (it is PDF)',
      }),
    );
    act(() =>
      FakeXhr.sent[1].respond(413, { title: 'Too large', message: 'The image is larger than 20 MB' }),
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Произошла ошибка при загрузке файла (код 400). Загружать можно только изображения JPEG, PNG, WebP или GIF (это PDF)',
      'Произошла ошибка при загрузке файла (код 413). Изображение больше 20 МБ',
    ]);
  });
});
