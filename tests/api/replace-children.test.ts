import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceChildren } from '../../server/db/replace-children';
import { databases, startApp, type TestContext } from './helper';

describe.each(databases)("replacing a parent's ordered child rows on $name", ({ url }) => {
  let t: TestContext;
  let tourA: number;
  let tourB: number;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const tours = await t.database.db.selectFrom('tours').select('id').orderBy('id').limit(2).execute();
    [tourA, tourB] = tours.map((r) => r.id);
  });
  afterAll(async () => t?.close());

  const faqsOf = (tourId: number) =>
    t.database.db
      .selectFrom('tourFaqs')
      .select(['idx', 'question', 'answer'])
      .where('tourId', '=', tourId)
      .orderBy('idx')
      .execute();

  it('keeps the order given, leaves other parents alone, and clears on an empty list', async () => {
    const otherBefore = await faqsOf(tourB);
    const faqs = ['Third?', 'First?', 'Second?'].map((q) => ({ question: q, answer: `A ${q}` }));
    await t.database.db.transaction().execute((trx) => replaceChildren(trx, 'tourFaqs', tourA, faqs));
    expect(await faqsOf(tourA)).toEqual([
      { idx: 1, question: 'Third?', answer: 'A Third?' },
      { idx: 2, question: 'First?', answer: 'A First?' },
      { idx: 3, question: 'Second?', answer: 'A Second?' },
    ]);
    expect(await faqsOf(tourB)).toEqual(otherBefore);

    await t.database.db.transaction().execute((trx) => replaceChildren(trx, 'tourFaqs', tourA, []));
    expect(await faqsOf(tourA)).toEqual([]);
    expect(await faqsOf(tourB)).toEqual(otherBefore);
  });

  it('inserts a list longer than one statement in batches, in order', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` }));
    await t.database.db.transaction().execute((trx) => replaceChildren(trx, 'tourFaqs', tourA, many));
    const saved = await faqsOf(tourA);
    expect(saved).toHaveLength(2500);
    expect(saved.every((r, i) => r.idx === i + 1 && r.question === `Q${i}`)).toBe(true);
  });

  it("is part of the caller's transaction: a save that fails keeps the old rows", async () => {
    await t.database.db
      .transaction()
      .execute((trx) => replaceChildren(trx, 'tourFaqs', tourA, [{ question: 'Kept?', answer: 'Yes' }]));
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await replaceChildren(trx, 'tourFaqs', tourA, [{ question: 'Lost?', answer: 'No' }]);
        throw new Error('the rest of the save failed');
      }),
    ).rejects.toThrow('the rest of the save failed');
    expect(await faqsOf(tourA)).toEqual([{ idx: 1, question: 'Kept?', answer: 'Yes' }]);
  });

  it('sets the parent of link rows without an order column', async () => {
    const categories = await t.database.db
      .selectFrom('tourCategories')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await t.database.db.transaction().execute((trx) =>
      replaceChildren(
        trx,
        'tourCategoryLinks',
        tourA,
        categories.map((c) => ({ categoryId: c.id })),
      ),
    );
    const links = await t.database.db
      .selectFrom('tourCategoryLinks')
      .select('categoryId')
      .where('tourId', '=', tourA)
      .orderBy('categoryId')
      .execute();
    expect(links).toEqual(categories.map((c) => ({ categoryId: c.id })));
  });

  const faqRowsOf = (tourId: number) =>
    t.database.db
      .selectFrom('tourFaqs')
      .select(['id', 'idx', 'question'])
      .where('tourId', '=', tourId)
      .orderBy('idx')
      .execute();
  const save = (rows: { question: string; answer: string }[], stored?: 'read here' | 'given') =>
    t.database.db.transaction().execute(async (trx) => {
      const given =
        stored === 'given'
          ? await trx
              .selectFrom('tourFaqs')
              .select(['idx', 'question', 'answer'])
              .where('tourId', '=', tourA)
              .execute()
          : undefined;
      await replaceChildren(trx, 'tourFaqs', tourA, rows, given);
    });
  const faq = (q: string) => ({ question: q, answer: `A ${q}` });

  it.each(['read here', 'given'] as const)(
    'writes only the rows that changed, stored rows %s: unchanged rows keep their ids',
    async (stored) => {
      await save([faq('One?'), faq('Two?'), faq('Three?')], stored);
      const [one, two, three] = await faqRowsOf(tourA);

      // One row edited: updated in place.
      await save([faq('One?'), faq('Two, edited?'), faq('Three?')], stored);
      const edited = await faqRowsOf(tourA);
      expect(edited.map((r) => r.question)).toEqual(['One?', 'Two, edited?', 'Three?']);
      expect(edited.map((r) => r.id)).toEqual([one.id, two.id, three.id]);

      // Two rows changed (swapped): written again, the third left as it was.
      await save([faq('Two, edited?'), faq('One?'), faq('Three?')], stored);
      const swapped = await faqRowsOf(tourA);
      expect(swapped.map((r) => [r.idx, r.question])).toEqual([
        [1, 'Two, edited?'],
        [2, 'One?'],
        [3, 'Three?'],
      ]);
      expect(swapped[2].id).toBe(three.id);
      await save([faq('One?'), faq('Two, edited?'), faq('Three?')], stored);

      // The middle one removed: the third moves up to place 2, the first stays as it was.
      await save([faq('One?'), faq('Three?')], stored);
      const shorter = await faqRowsOf(tourA);
      expect(shorter.map((r) => [r.idx, r.question])).toEqual([
        [1, 'One?'],
        [2, 'Three?'],
      ]);
      const [first] = await faqRowsOf(tourA);
      expect(first.question).toBe('One?');

      // Appended: the others are not written again.
      await save([faq('One?'), faq('Three?'), faq('Four?')], stored);
      const longer = await faqRowsOf(tourA);
      expect(longer.map((r) => r.question)).toEqual(['One?', 'Three?', 'Four?']);
      expect(longer.slice(0, 2).map((r) => r.id)).toEqual(shorter.map((r) => r.id));

      // The same list again writes nothing.
      await save([faq('One?'), faq('Three?'), faq('Four?')], stored);
      expect(await faqRowsOf(tourA)).toEqual(longer);
    },
  );

  it('moves a photo into the place of one removed, or taken by another, without a clash on the key', async () => {
    const { supplierId } = await t.database.db
      .selectFrom('tours')
      .select('supplierId')
      .where('id', '=', tourA)
      .executeTakeFirstOrThrow();
    const photos = await t.database.db
      .insertInto('photos')
      .values(
        ['a', 'b', 'c'].map((name) => ({
          supplierId,
          fileName: `${name}.jpg`,
          urlBig: 'x',
          urlMedium: 'x',
          urlSmall: 'x',
          createdAt: new Date().toISOString(),
        })),
      )
      .returning('id')
      .execute();
    const [a, b, c] = photos.map((p) => p.id).sort((x, y) => x - y);
    const galleryOf = async () =>
      (
        await t.database.db
          .selectFrom('tourPhotos')
          .select(['photoId', 'idx'])
          .where('tourId', '=', tourA)
          .orderBy('idx')
          .execute()
      ).map((r) => [r.idx, r.photoId]);
    const put = (ids: number[]) =>
      t.database.db.transaction().execute(async (trx) => {
        const stored = await trx
          .selectFrom('tourPhotos')
          .select(['photoId', 'idx'])
          .where('tourId', '=', tourA)
          .execute();
        await replaceChildren(
          trx,
          'tourPhotos',
          tourA,
          ids.map((photoId) => ({ photoId })),
          stored,
        );
      });
    const steps: number[][] = [
      [a, b, c],
      [a, c], // c moves up into b's place as b leaves
      [a, b, c], // b takes c's place, c comes back at the end
      [c, b, a], // first and last swapped
      [b], // b moves to the front, the others leave
      [],
    ];
    for (const ids of steps) {
      await put(ids);
      expect({ step: ids, gallery: await galleryOf() }).toEqual({
        step: ids,
        gallery: ids.map((id, i) => [i + 1, id]),
      });
    }
  });

  it('compares rows of a set by their key: a changed text, a removed and an added row', async () => {
    const directionsOf = () =>
      t.database.db
        .selectFrom('tourDirections')
        .select(['type', 'description'])
        .where('tourId', '=', tourA)
        .orderBy('type')
        .execute();
    const put = (rows: { type: number; description: string }[]) =>
      t.database.db.transaction().execute((trx) => replaceChildren(trx, 'tourDirections', tourA, rows));
    await put([
      { type: 0, description: 'By car' },
      { type: 1, description: 'By metro' },
    ]);
    await put([
      { type: 1, description: 'By metro, red line' },
      { type: 2, description: 'By taxi' },
    ]);
    expect(await directionsOf()).toEqual([
      { type: 1, description: 'By metro, red line' },
      { type: 2, description: 'By taxi' },
    ]);
  });

  it('tells rows apart by every key column (a ticket type as adult and as child)', async () => {
    const offer = await t.database.db
      .selectFrom('offers')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const types = await t.database.db.selectFrom('ticketTypes').select('id').orderBy('id').limit(2).execute();
    const [a, b] = types.map((r) => r.id);
    const typesOf = () =>
      t.database.db
        .selectFrom('offerTicketTypes')
        .select(['ticketTypeId', 'type'])
        .where('offerId', '=', offer.id)
        .orderBy('ticketTypeId')
        .orderBy('type')
        .execute();
    const put = (rows: { ticketTypeId: number; type: number }[]) =>
      t.database.db.transaction().execute((trx) => replaceChildren(trx, 'offerTicketTypes', offer.id, rows));
    await put([
      { ticketTypeId: a, type: 0 },
      { ticketTypeId: a, type: 1 },
      { ticketTypeId: b, type: 0 },
    ]);
    await put([
      { ticketTypeId: a, type: 1 },
      { ticketTypeId: b, type: 0 },
      { ticketTypeId: b, type: 2 },
    ]);
    expect(await typesOf()).toEqual([
      { ticketTypeId: a, type: 1 },
      { ticketTypeId: b, type: 0 },
      { ticketTypeId: b, type: 2 },
    ]);
  });
});
