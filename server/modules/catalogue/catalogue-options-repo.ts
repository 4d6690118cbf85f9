import type { Option } from '../../../contract';
import type { Db } from '../../db/database';

/** GET /api/toursCategories/options: every tour category, label/value, by label. */
export async function tourCategoryOptions(db: Db): Promise<Option[]> {
  const rows = await db
    .selectFrom('tourCategories')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ label: r.name, value: r.id }));
}
