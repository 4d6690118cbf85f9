import { describe, expect, it } from 'vitest';
import { toTourListParams } from '../../../../src/features/catalogue/tours/list/tour-list-query';
import {
  formValuesOf,
  newTour,
  toSaveBody,
} from '../../../../src/features/catalogue/tours/edit/tour-form-values';
import { tabOfField } from '../../../../src/features/catalogue/tours/edit/tour-tabs';
import { createQuery } from '../../../../src/ui/data-table';
import { tourManageQuerySchema } from '../../../../contract';

describe('tours table query', () => {
  it('sends only the filters that have a value, and the trash toggle', () => {
    const query = createQuery({ page: 2, filters: { toursIds: [3, 5], top: 1 } });
    const params = toTourListParams(query, true);
    expect(params).toBe('page=2&itemsPerPage=50&toursIds=3%2C5&top=1&showDeleted=true');
    // …which the server's own schema reads back as meant.
    const parsed = tourManageQuerySchema.parse(Object.fromEntries(new URLSearchParams(params)));
    expect(parsed).toMatchObject({ page: 2, toursIds: [3, 5], languagesIds: [], top: 1, showDeleted: true });
  });

  it('leaves out the trash toggle when off', () => {
    expect(toTourListParams(createQuery(), false)).toBe('page=1&itemsPerPage=50');
  });
});

describe('tour save body', () => {
  it('sends a default cancellation policy as an empty list and never the offers', () => {
    const tour = {
      ...newTour(),
      cancellationPolicy: [{ hours: 24, percents: 100 }],
      offers: [{ id: 1, nameInternal: 'A', nameDisplay: 'A', bookingType: 1, isDeleted: false }],
    };
    const body = toSaveBody(tour);
    expect(body.cancellationPolicy).toEqual([]);
    expect('offers' in body).toBe(false);
  });

  it('keeps a custom policy', () => {
    const body = toSaveBody({
      ...newTour(),
      isDefaultCancellationPolicy: false,
      cancellationPolicy: [{ hours: 24, percents: 50 }],
    });
    expect(body.cancellationPolicy).toEqual([{ hours: 24, percents: 50 }]);
  });

  it('starts a new tour on every default and the form holds no offers', () => {
    const tour = newTour();
    expect([
      tour.isDefaultCancellationPolicy,
      tour.isDefaultFaq,
      tour.isDefaultTermsAndConditions,
      tour.isDefaultNotesToClientsPostBooking,
    ]).toEqual([true, true, true, true]);
    expect('offers' in formValuesOf(tour)).toBe(false);
  });
});

describe('tab of a field message', () => {
  it('puts nested messages on their tab', () => {
    expect(tabOfField('faqs.2.question')).toBe('faq');
    expect(tabOfField('itineraries.0.stops')).toBe('itinerary');
    expect(tabOfField('seoPageTitle')).toBe('seo');
    expect(tabOfField('nameInternal')).toBe('basic');
    expect(tabOfField('cancellationPolicy')).toBe('terms');
  });
});

describe('a stale save names the fields as the form does (issue 24 item 15)', () => {
  it('labels every field the server may name, each an English text with a Russian one', async () => {
    const { TOUR_FIELD_LABELS, TOUR_TABS } =
      await import('../../../../src/features/catalogue/tours/edit/tour-tabs');
    const { ru } = await import('../../../../src/platform/i18n/ru');
    expect(TOUR_FIELD_LABELS.shortDescription).toBe('Short description');
    expect(TOUR_FIELD_LABELS.faq).toBe('FAQ');
    for (const field of TOUR_TABS.flatMap((t) => t.fields)) {
      const label = TOUR_FIELD_LABELS[field];
      expect({ field, label: typeof label }).toEqual({ field, label: 'string' });
      expect({ label, ru: Boolean((ru as Record<string, string>)[label]) }).toEqual({ label, ru: true });
    }
  });
});
