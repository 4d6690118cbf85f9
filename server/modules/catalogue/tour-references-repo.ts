// What a tour's save refers to: whether its categories, city, language and photos exist, and whether
// its url is taken.
import { sql } from 'kysely';
import type { Tour } from '../../../contract';
import type { Db } from '../../db/database';

/**
 * Which of the referenced ids exist (categories, cities, languages) or are the supplier's live photos
 * (with the title and small rendition the edit screen shows), and another tour of the supplier (deleted
 * ones too: they can be restored) with the url: one statement, so one round trip inside a save.
 */
export async function existingReferences(db: Db, supplierId: number, tour: Tour) {
  const photoIds = [
    ...new Set([...tour.photos.map((p) => p.id), ...(tour.heroImageId ? [tour.heroImageId] : [])]),
  ];
  // The photo columns, null on the other kinds' rows (only photo rows are read for them).
  const none = sql<string>`null`;
  const kind = (k: string) => sql<string>`${sql.lit(k)}`.as('kind');
  const rows = await db
    .selectFrom('languages')
    .select([kind('language'), 'id', none.as('title'), none.as('urlSmall')])
    .where('id', '=', tour.languageId)
    .unionAll(
      db
        .selectFrom('tours')
        .select([kind('url'), 'id', none.as('title'), none.as('urlSmall')])
        .where('supplierId', '=', supplierId)
        .where('url', '=', tour.url)
        .where('id', '<>', tour.id),
    )
    .$if(tour.toursCategories.length > 0, (q) =>
      q.unionAll(
        db
          .selectFrom('tourCategories')
          .select([kind('category'), 'id', none.as('title'), none.as('urlSmall')])
          .where('id', 'in', tour.toursCategories),
      ),
    )
    .$if(tour.cityId != null, (q) =>
      q.unionAll(
        db
          .selectFrom('cities')
          .select([kind('city'), 'id', none.as('title'), none.as('urlSmall')])
          .where('id', '=', tour.cityId!),
      ),
    )
    .$if(photoIds.length > 0, (q) =>
      q.unionAll(
        db
          .selectFrom('photos')
          .select([kind('photo'), 'id', 'title', 'urlSmall'])
          .where('id', 'in', photoIds)
          .where('supplierId', '=', supplierId)
          .where('isDeleted', '=', 0),
      ),
    )
    .execute();
  const of = (k: string) => rows.filter((r) => r.kind === k);
  return {
    categoryIds: new Set(of('category').map((c) => c.id)),
    cityFound: of('city').length > 0,
    languageFound: of('language').length > 0,
    photos: new Map(of('photo').map((p) => [p.id, { id: p.id, title: p.title, urlSmall: p.urlSmall }])),
    urlTaken: of('url').length > 0,
  };
}
