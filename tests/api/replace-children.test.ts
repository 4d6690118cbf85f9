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
});
