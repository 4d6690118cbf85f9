import sharp from 'sharp';
import { makeRenditions } from '../../modules/media/image';
import type { PhotoStorage } from '../../modules/media/storage';
import { FILES_PATH } from '../../modules/media/service';
import type { Db } from '../database';
import { insertBatched, type SeedCounts } from '../batch';
import { addDays, timestamp } from './dates';
import type { Random } from './random';

/** A landscape drawn per supplier: dunes for the safari company, waves for the cruise company. */
type Scene = 'dunes' | 'sea';

export interface PhotoRefs {
  /** Suppliers whose tours get a photo each, with the scene their photos show. */
  suppliers: { id: number; scene: Scene }[];
  /** Where the files go; without it only the rows are made (the API tests read rows, not files). */
  storage?: PhotoStorage;
}

/**
 * One photo per tour of the given suppliers, in their media library and on the tour's gallery. The
 * images are drawn here (an SVG landscape cut into the renditions by the upload's own code), never
 * downloaded. Their file names are seeded, not the content hash an upload uses: the rows do not wait
 * for sharp (the API suites seed the demo world dozens of times), and a seeded name still never
 * changes meaning, since the same seed always draws the same picture under it.
 */
export async function seedPhotos(
  db: Db,
  rng: Random,
  refs: PhotoRefs,
  today: string,
  counts: SeedCounts,
): Promise<void> {
  const sceneOf = new Map(refs.suppliers.map((s) => [s.id, s.scene]));
  const tours = await db
    .selectFrom('tours')
    .select(['id', 'supplierId', 'nameDisplay', 'url'])
    .where(
      'supplierId',
      'in',
      refs.suppliers.map((s) => s.id),
    )
    .orderBy('id')
    .execute();
  const createdAt = timestamp(addDays(today, -45), 11 * 60);
  const photos = tours.map((t) => {
    const guid = rng.uuid();
    const url = (size: string) => `${FILES_PATH}/${guid}/${rng.hex(16)}-${size}.webp`;
    return {
      tourId: t.id,
      supplierId: t.supplierId,
      guid,
      title: t.nameDisplay,
      fileName: `${t.url || `tour-${t.id}`}.png`,
      urlBig: url('big'),
      urlMedium: url('medium'),
      urlSmall: url('small'),
      hue: rng.int(0, 40),
      sunX: rng.int(120, 520),
    };
  });

  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const p of photos) {
      const row = await trx
        .insertInto('photos')
        .values({
          supplierId: p.supplierId,
          guid: p.guid,
          title: p.title,
          fileName: p.fileName,
          urlBig: p.urlBig,
          urlMedium: p.urlMedium,
          urlSmall: p.urlSmall,
          createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    counts.photos = (counts.photos ?? 0) + photos.length;
    await insertBatched(
      trx,
      'tourPhotos',
      photos.map((p, i) => ({ tourId: p.tourId, photoId: ids[i], idx: 1 })),
      counts,
    );
  });

  // Files after the rows' commit and outside any transaction, as an upload stores them.
  if (!refs.storage) return;
  for (const p of photos) {
    const svg = landscape(sceneOf.get(p.supplierId) ?? 'dunes', p.hue, p.sunX);
    const renditions = await makeRenditions(await sharp(Buffer.from(svg)).png().toBuffer());
    const urls = { big: p.urlBig, medium: p.urlMedium, small: p.urlSmall };
    for (const r of renditions) {
      await refs.storage.put(urls[r.name].slice(FILES_PATH.length + 1), r.data, 'image/webp');
    }
  }
}

function landscape(scene: Scene, hue: number, sunX: number): string {
  const sky =
    scene === 'dunes'
      ? [`hsl(${25 + hue},85%,68%)`, `hsl(${35 + hue},100%,88%)`]
      : [`hsl(${195 + hue},70%,62%)`, `hsl(${185 + hue},80%,88%)`];
  const near =
    scene === 'dunes' ? [`hsl(${28 + hue},60%,57%)`, `hsl(${25 + hue},60%,45%)`] : ['#1f6f9a', '#16557a'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="960" height="640" fill="url(#s)"/>
<circle cx="${sunX}" cy="190" r="70" fill="#fff3d6"/>
<path d="M0 470 Q240 380 480 450 T960 430 V640 H0 Z" fill="${near[0]}"/>
<path d="M0 540 Q300 470 620 530 T960 520 V640 H0 Z" fill="${near[1]}"/>
</svg>`;
}
