import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, setLanguage } from '../../../../src/platform/i18n';
import { selectUploadFiles } from '../../../../src/ui/inputs/upload/select-upload-files';
import { uploadErrorText } from '../../../../src/ui/inputs/upload/upload-error-text';

const file = (name: string, type: string) => ({ name, type });
const names = (files: { name: string }[]) => files.map((f) => f.name);

afterEach(() => setLanguage('en'));

describe('upload selection', () => {
  it('accepts images only and refuses other files', () => {
    const chosen = selectUploadFiles([
      file('beach.jpg', 'image/jpeg'),
      file('terms.pdf', 'application/pdf'),
      file('logo.webp', 'image/webp'),
      file('notes.txt', 'text/plain'),
    ]);
    expect(names(chosen.accepted)).toEqual(['beach.jpg', 'logo.webp']);
    expect(names(chosen.notImages)).toEqual(['terms.pdf', 'notes.txt']);
  });

  it('skips a file name met twice in one selection, keeping the first', () => {
    const first = file('dune.png', 'image/png');
    const chosen = selectUploadFiles([first, file('camel.jpg', 'image/jpeg'), file('dune.png', 'image/png')]);
    expect(names(chosen.accepted)).toEqual(['dune.png', 'camel.jpg']);
    expect(chosen.accepted[0]).toBe(first);
    expect(names(chosen.duplicates)).toEqual(['dune.png']);
  });

  it('judges a file without a type by its extension', () => {
    const chosen = selectUploadFiles([file('IMG_0001.HEIC', ''), file('archive.zip', '')]);
    expect(names(chosen.accepted)).toEqual(['IMG_0001.HEIC']);
    expect(names(chosen.notImages)).toEqual(['archive.zip']);
  });
});

describe('upload error texts', () => {
  // The Russian texts load on demand; these ask for them by name without switching the app.
  beforeAll(() => loadLanguage('ru'));

  it('asks to sign in again after a 401, in Russian when the app is in Russian', () => {
    expect(uploadErrorText(401, { language: 'ru' })).toBe(
      'Ошибка авторизации. Пожалуйста, войдите в систему снова.',
    );
    expect(uploadErrorText(401, { language: 'en' })).toBe('Authorization failed. Please sign in again.');
  });

  it('gives the status code of any other failure', () => {
    expect(uploadErrorText(500, { language: 'ru' })).toBe('Произошла ошибка при загрузке файла (код 500).');
    expect(uploadErrorText(413, { language: 'en' })).toBe(
      'An error occurred while uploading the file (code 413).',
    );
  });

  it("follows the app's current language by default", async () => {
    await setLanguage('ru');
    expect(uploadErrorText(0)).toBe('Произошла ошибка при загрузке файла (код 0).');
    await setLanguage('en');
    expect(uploadErrorText(0)).toBe('An error occurred while uploading the file (code 0).');
  });
});
