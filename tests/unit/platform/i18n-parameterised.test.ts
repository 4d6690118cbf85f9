import { afterEach, describe, expect, it } from 'vitest';
import { paymentDetailsSchema } from '../../../contract';
import { ibanProblem } from '../../../domain/bank-details';
import { CONTRACT_DATE_TAKEN_MESSAGE } from '../../../domain/contracts';
import { fillTemplate } from '../../../domain/message-template';
import { initI18n, setLanguage } from '../../../src/platform/i18n';
import { templateMatcher } from '../../../src/platform/i18n/parameterised';

afterEach(() => setLanguage('en'));

describe('messages with values in them', () => {
  it("shows the contract's IBAN length message in Russian in a Russian session, with its numbers", async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    const message = ibanProblem('AE07 0331 2345 6789 0123 45');
    expect(message).toBe('An IBAN of AE has 23 characters; this one has 22');
    expect(i18n.t(message!)).toBe('IBAN страны AE состоит из 23 символов, а в этом 22');
  });

  it("shows the server's 'already has a contract' refusal in Russian, with the agency and the date", async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    const message = fillTemplate(CONTRACT_DATE_TAKEN_MESSAGE, {
      agency: 'Desert Tours LLC',
      date: '01.12.2026',
    });
    expect(i18n.t(message)).toBe('Desert Tours LLC уже имеет договор с 01.12.2026');
  });

  it('translates a maximum length message for any maximum, not only the listed ones', async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    expect(i18n.t('At most 60 characters')).toBe('Не больше 60 символов');
  });

  it('keeps English in an English session, and a text no template fits as it is', async () => {
    const i18n = initI18n();
    expect(i18n.t('An IBAN of GB has 22 characters; this one has 21')).toBe(
      'An IBAN of GB has 22 characters; this one has 21',
    );
    await setLanguage('ru');
    expect(i18n.t('Server says: try again.')).toBe('Server says: try again.');
    // A template the language lacks still shows the caller's values.
    expect(i18n.t('Nobody translated {{what}} yet', { what: 'this' })).toBe('Nobody translated this yet');
  });

  it('prefers the template with the most fixed text', () => {
    const match = templateMatcher(['{{a}} of {{b}}', 'An IBAN of {{country}} has {{n}}']);
    expect(match('An IBAN of AE has 23')).toEqual({
      template: 'An IBAN of {{country}} has {{n}}',
      values: { country: 'AE', n: '23' },
    });
    expect(match('{{a}} of x')).toBeNull();
  });

  it("translates the supplier contract's own IBAN field message, as the form shows it", async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    const result = paymentDetailsSchema.safeParse({ ibanNumber: 'GB82 WEST 1234 5698 7654 3' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'ibanNumber')!;
    expect(i18n.t(issue.message)).toBe('IBAN страны GB состоит из 22 символов, а в этом 21');
  });

  it("shows the server's media refusals in Russian, with their values", async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    expect(i18n.t('The image is larger than 20 MB')).toBe('Изображение больше 20 МБ');
    expect(i18n.t('The image has 120 megapixels; at most 100 can be uploaded')).toBe(
      'В изображении 120 Мпикс; загрузить можно не больше 100',
    );
    expect(i18n.t('Only JPEG, PNG, WebP or GIF images can be uploaded (it is not an image)')).toBe(
      'Загружать можно только изображения JPEG, PNG, WebP или GIF (это не изображение)',
    );
    expect(i18n.t('The image could not be read (the file may be damaged)')).toBe(
      'Не удалось прочитать изображение (возможно, файл повреждён)',
    );
    expect(
      i18n.t(
        'This photo is used in tours Desert Safari, Dhow Cruise and tickets Sunset; remove it there first',
      ),
    ).toBe(
      'Это фото используется в турах: Desert Safari, Dhow Cruise и в билетах: Sunset; сначала уберите его оттуда',
    );
    expect(i18n.t('This photo is used in tickets Sunset; remove it there first')).toBe(
      'Это фото используется в билетах: Sunset; сначала уберите его оттуда',
    );
  });

  it("translates a field's message inside the 400's message that names the field", async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    expect(i18n.t('page starts at 1 (query page)')).toBe(
      'page: страницы нумеруются с 1 (параметр запроса page)',
    );
    expect(i18n.t('At most 1000 tickets (body netRates)')).toBe(
      'Не больше 1000 билетов (поле netRates в теле запроса)',
    );
    expect(i18n.t('Date must be YYYY-MM-DD')).toBe('Дата указывается как ГГГГ-ММ-ДД');
    // A value that is no text of ours stays as it is.
    expect(i18n.t('Sunset is closed for sale on 05.12.2026: Sandstorm')).toBe(
      'Sunset: продажа на 05.12.2026 закрыта (Sandstorm)',
    );
    expect(
      i18n.t('Demo Attractions did not answer in time. No booking was made. Try again in a moment.'),
    ).toBe('Demo Attractions не ответил вовремя. Бронирование не создано. Попробуйте ещё раз чуть позже.');
  });
});
