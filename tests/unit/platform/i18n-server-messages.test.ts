import { afterEach, describe, expect, it } from 'vitest';
import {
  BELOW_SOLD_FIELD_MESSAGE,
  CAPACITY_BELOW_SOLD_MESSAGE,
  CAPACITY_BELOW_SOLD_MORE_MESSAGE,
  capacityBelowSoldMessage,
  CLOSED_FOR_SALE_MESSAGES,
  closedForSaleMessage,
} from '../../../domain/time-slot-rules';
import { ProviderError } from '../../../server/integrations/octo/errors';
import {
  PROVIDER_DECLINED_MESSAGES,
  PROVIDER_FAILURE_MESSAGES,
  PROVIDER_FAILURE_TITLES,
  providerFailure,
  providerMissing,
} from '../../../server/modules/external-bookings/failures';
import { CANNOT_SELL_TITLE, PLAN_PROBLEMS } from '../../../server/modules/external-bookings/plan';
import { LOOKUP_FAILURES, PROVIDER_NOT_FOUND } from '../../../server/modules/external-providers/service';
import { initI18n, setLanguage } from '../../../src/platform/i18n';
import { ru } from '../../../src/platform/i18n/ru';

afterEach(() => setLanguage('en'));

// Server refusals that the time slot editor, the new-booking form and the outbox show: written from
// templates (domain/message-template.ts), shown in the session's language with their values.

describe('server messages with values in a Russian session', () => {
  it('shows the refusal of a capacity below the seats sold in Russian, with the capacity and the dates', async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    const dates = Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}.12.2026`);
    const message = capacityBelowSoldMessage(10, dates);
    expect(message).toBe(
      'Capacity 10 is below the seats already sold on 01.12.2026, 02.12.2026, 03.12.2026, 04.12.2026, 05.12.2026, 06.12.2026, 07.12.2026, 08.12.2026, 09.12.2026, 10.12.2026 and 2 more',
    );
    expect(i18n.t(message)).toBe(
      'Вместимость 10 меньше числа уже проданных мест на даты: 01.12.2026, 02.12.2026, 03.12.2026, 04.12.2026, 05.12.2026, 06.12.2026, 07.12.2026, 08.12.2026, 09.12.2026, 10.12.2026 и ещё 2',
    );
    expect(i18n.t(capacityBelowSoldMessage(4, ['01.12.2026']))).toBe(
      'Вместимость 4 меньше числа уже проданных мест на даты: 01.12.2026',
    );
    expect(i18n.t(BELOW_SOLD_FIELD_MESSAGE)).toBe('Меньше уже проданных мест');
  });

  it('shows a slot closed for sale in Russian, with the slot, the date and the reason', async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    expect(i18n.t(closedForSaleMessage('Sunset 16:00', '05.12.2026', 'Private event'))).toBe(
      'Sunset 16:00: продажа на 05.12.2026 закрыта (Private event)',
    );
    expect(i18n.t(closedForSaleMessage('Sunset 16:00', null, null))).toBe('Sunset 16:00: продажа закрыта');
  });

  it('shows a ticket provider’s failure in Russian: the title names the step, the message what happened', async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    const timeout = providerFailure(
      new ProviderError('timeout', 'no answer'),
      'reserve',
      'Dubai Attractions (OCTO demo)',
    ).toBody();
    expect(i18n.t(timeout.title)).toBe('Dubai Attractions (OCTO demo): не удалось забронировать билеты');
    expect(i18n.t(timeout.message)).toBe(
      'Dubai Attractions (OCTO demo) не ответил вовремя. Бронирование не создано. Попробуйте ещё раз чуть позже.',
    );
    const refused = providerFailure(
      new ProviderError('refused', 'x', { status: 503, providerMessage: 'Maintenance' }),
      'cancel',
      'Dubai Attractions (OCTO demo)',
    ).toBody();
    expect(i18n.t(refused.message)).toBe(
      'Dubai Attractions (OCTO demo) ответил: Maintenance. Бронирование не отменено. Попробуйте ещё раз чуть позже.',
    );
  });

  it('every template those messages are made from has its Russian', () => {
    const templates = [
      CAPACITY_BELOW_SOLD_MESSAGE,
      CAPACITY_BELOW_SOLD_MORE_MESSAGE,
      BELOW_SOLD_FIELD_MESSAGE,
      ...Object.values(CLOSED_FOR_SALE_MESSAGES),
      ...Object.values(PROVIDER_FAILURE_TITLES),
      ...PROVIDER_FAILURE_MESSAGES,
      ...PROVIDER_DECLINED_MESSAGES,
      CANNOT_SELL_TITLE,
      ...Object.values(PLAN_PROBLEMS).flat(),
      ...Object.values(LOOKUP_FAILURES),
      PROVIDER_NOT_FOUND,
    ];
    const missing = providerMissing('reserve').toBody();
    templates.push(missing.title, missing.message);
    const texts: Readonly<Record<string, string>> = ru;
    expect(templates.filter((t) => !texts[t])).toEqual([]);
  });
});
