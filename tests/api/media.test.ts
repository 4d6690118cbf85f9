import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

const GPS_TAG = Buffer.from([0x25, 0x88]); // EXIF's GPS IFD pointer (0x8825), little-endian

/** A camera-like JPEG: 1200×900 pixels stored sideways (orientation 6), with a maker and GPS position. */
async function cameraJpeg(background = '#3a7'): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 12/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '55/1 16/1 0/1',
      },
    })
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  // The input really carries what must go: EXIF with a GPS position.
  expect(meta.exif?.includes(GPS_TAG)).toBe(true);
  return jpeg;
}

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
let guidCount = 0;
const newGuid = () => `00000000-0000-4000-8000-${String(++guidCount).padStart(12, '0')}`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function supplier(t: TestContext, name: string, isOperator = 0): Promise<number> {
  const row = await t.database.db
    .insertInto('suppliers')
    .values({ name, code: name.toUpperCase().slice(0, 6), isOperator })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tour(t: TestContext, supplierId: number, name: string): Promise<number> {
  const lang = await t.database.db.selectFrom('languages').select('id').executeTakeFirst();
  const languageId =
    lang?.id ??
    (
      await t.database.db
        .insertInto('languages')
        .values({ name: 'English', code: 'en', isOffers: 1, updatedAt: '2026-01-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const row = await t.database.db
    .insertInto('tours')
    .values({
      supplierId,
      nameInternal: name,
      nameDisplay: name,
      url: name.toLowerCase().replace(/\W+/g, '-'),
      languageId,
      updatedAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databases)('media on $name', ({ url }) => {
  let t: TestContext;
  let dataDir: string;
  let editor: string;
  let admin: string;
  let otherEditor: string;
  let agent: string;
  let sunsetTour: number;

  const upload = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/photos/upload', headers: bearer(token), payload });
  const list = (token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/photos/list', headers: bearer(token), payload });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'caravan-media-'));
    t = await startApp(url, { env: { DATA_DIR: dataDir } });
    const desert = await supplier(t, 'Desert Co');
    const marina = await supplier(t, 'Marina Co');
    sunsetTour = await tour(t, desert, 'Sunset Desert Safari');
    await tour(t, marina, 'Marina Cruise');
    await createUser(t, { email: 'editor@desert.io', roles: ['editor'], supplierId: desert });
    await createUser(t, { email: 'admin@desert.io', roles: ['admin'], supplierId: desert });
    await createUser(t, { email: 'editor@marina.io', roles: ['editor'], supplierId: marina });
    await createUser(t, { email: 'agent@desert.io', roles: ['agent'], supplierId: desert });
    editor = await signIn(t, 'editor@desert.io');
    admin = await signIn(t, 'admin@desert.io');
    otherEditor = await signIn(t, 'editor@marina.io');
    agent = await signIn(t, 'agent@desert.io');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns an uploaded camera JPEG into upright WebP renditions without EXIF or GPS', async () => {
    const guid = newGuid();
    const res = await upload(editor, {
      guid,
      data: dataUrl(await cameraJpeg()),
      fileName: 'dunes at dusk.jpg',
    });
    expect(res.statusCode).toBe(200);
    const photo = res.json() as Photo;
    expect(photo.title).toBe('dunes at dusk');
    expect(photo.usedInTours).toEqual([]);
    const sizes: Record<'urlBig' | 'urlMedium' | 'urlSmall', [number, number]> = {
      urlBig: [900, 1200],
      urlMedium: [600, 800],
      urlSmall: [240, 320],
    };
    for (const [field, [w, h]] of Object.entries(sizes)) {
      const file = await t.app.inject({ url: photo[field as 'urlBig'] });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, h]);
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // A retry of the same upload (same guid) answers the same photo, not a second one.
    const again = await upload(editor, {
      guid,
      data: dataUrl(await cameraJpeg()),
      fileName: 'dunes at dusk.jpg',
    });
    expect(again.json().id).toBe(photo.id);
    expect((await list(editor)).json().pagingInfo.totalItems).toBe(1);
  });

  it('refuses a renamed text file, a PDF and a damaged image with a message; stores nothing', async () => {
    const text = await upload(editor, {
      guid: newGuid(),
      data: dataUrl(Buffer.from('name,price\nsafari,100\n'), 'image/jpeg'),
      fileName: 'prices.jpg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      message: 'Only JPEG, PNG, WebP or GIF images can be uploaded (it is not an image)',
      reason: 'not_an_image',
    });
    const pdf = await upload(editor, {
      guid: newGuid(),
      data: dataUrl(
        Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
        'image/png',
      ),
      fileName: 'brochure.png',
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded (it is PDF)');
    const jpeg = await cameraJpeg();
    const broken = await upload(editor, {
      guid: newGuid(),
      data: dataUrl(jpeg.subarray(0, 400)),
      fileName: 'cut.jpg',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The image could not be read (the file may be damaged)');
    const notUrl = await upload(editor, { guid: newGuid(), data: 'hello', fileName: 'x.jpg' });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().fields.data).toBe('data must be a base64 data URL');
    expect((await list(editor)).json().pagingInfo.totalItems).toBe(1);
  });

  it('refuses an image over 20 MB with 413, and a body over the route limit too', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0xff);
    const res = await upload(editor, { guid: newGuid(), data: dataUrl(big), fileName: 'huge.jpg' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is larger than 20 MB');
    const huge = await upload(editor, {
      guid: newGuid(),
      data: dataUrl(Buffer.alloc(22 * 1024 * 1024)),
      fileName: 'x.jpg',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is larger than the 28 MB this call accepts');
  });

  it('lists newest first, searches title and description, filters by tour, pages', async () => {
    const made: Photo[] = [];
    for (const [i, colour] of ['#a33', '#33a', '#aa3'].entries()) {
      const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const res = await upload(admin, {
        guid: newGuid(),
        data: dataUrl(small, 'image/png'),
        fileName: `camel ${i}.png`,
      });
      expect(res.statusCode).toBe(200);
      made.push(res.json());
    }
    const all = (await list(editor)).json();
    expect(all.entities.map((p: Photo) => p.title)).toEqual([
      'camel 2',
      'camel 1',
      'camel 0',
      'dunes at dusk',
    ]);
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: bearer(editor),
      payload: { id: made[0].id, title: 'Camel ride', description: 'Golden hour in the RED dunes' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: made[0].id, title: 'Camel ride', urlSmall: made[0].urlSmall });
    const found = (await list(editor, { search: 'red dun' })).json();
    expect(found.entities.map((p: Photo) => p.id)).toEqual([made[0].id]);

    await t.database.db
      .insertInto('tourPhotos')
      .values({ tourId: sunsetTour, photoId: made[1].id, idx: 1 })
      .execute();
    const byTour = (await list(editor, { toursIds: [sunsetTour] })).json();
    expect(byTour.entities.map((p: Photo) => p.id)).toEqual([made[1].id]);
    expect(byTour.entities[0].usedInTours).toEqual([{ id: sunsetTour, name: 'Sunset Desert Safari' }]);

    const page2 = (await list(editor, { page: 2, itemsPerPage: 3 })).json();
    expect(page2.entities.map((p: Photo) => p.title)).toEqual(['dunes at dusk']);
    expect(page2.pagingInfo).toMatchObject({ currentPage: 2, totalItems: 4, totalPages: 2, from: 4, to: 4 });

    const tours = await t.app.inject({ url: '/api/photos/tours', headers: bearer(editor) });
    expect(tours.json()).toEqual([{ id: sunsetTour, name: 'Sunset Desert Safari' }]);
  });

  it('refuses to delete a photo a tour uses, naming the tour; deletes one no tour uses', async () => {
    const photos = (await list(editor)).json().entities as Photo[];
    const used = photos.find((p) => p.usedInTours.length > 0)!;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${used.id}`,
      headers: bearer(editor),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This photo is used in tours Sunset Desert Safari; remove it there first',
      reason: 'photo_in_use',
    });
    const free = photos.find((p) => p.usedInTours.length === 0)!;
    const done = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${free.id}`,
      headers: bearer(editor),
    });
    expect(done.statusCode).toBe(200);
    const after = (await list(editor)).json().entities.map((p: Photo) => p.id);
    expect(after).not.toContain(free.id);
    expect(after).toContain(used.id);
  });

  it('keeps each supplier to its own photos, and agents out', async () => {
    const mine = (await list(editor)).json().entities[0] as Photo;
    expect((await list(otherEditor)).json().entities).toEqual([]);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: bearer(otherEditor),
      payload: { id: mine.id, title: 'stolen', description: '' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Photo not found');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${mine.id}`,
      headers: bearer(otherEditor),
    });
    expect(del.statusCode).toBe(404);
    const tours = await t.app.inject({ url: '/api/photos/tours', headers: bearer(otherEditor) });
    expect(tours.json().map((x: { name: string }) => x.name)).toEqual(['Marina Cruise']);
    expect((await list(agent)).statusCode).toBe(403);
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(agent, { guid: newGuid(), data: dataUrl(small, 'image/png') })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/photos/list', payload: {} })).statusCode).toBe(
      401,
    );
    // Still the editor's, unchanged.
    expect((await list(editor)).json().entities[0].title).toBe(mine.title);
  });

  it("lists and uploads for a tour within the tour's supplier's photos only, also for the operator's staff", async () => {
    const operator = await supplier(t, 'Oasis Operator', 1);
    await createUser(t, { email: 'editor@oasis.io', roles: ['editor'], supplierId: operator });
    const staff = await signIn(t, 'editor@oasis.io');
    const png = (background: string) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
    const own = await upload(staff, {
      guid: newGuid(),
      data: dataUrl(await png('#a00'), 'image/png'),
      fileName: 'operator-own.png',
    });
    expect(own.statusCode).toBe(200);
    const titles = async (token: string, payload: object) => {
      const answer = await list(token, { itemsPerPage: 100, ...payload });
      expect(answer.statusCode).toBe(200);
      return (answer.json().entities as Photo[]).map((p) => p.title);
    };
    const desertTitles = await titles(editor, {});
    expect(desertTitles.length).toBeGreaterThan(0);

    // Without a tour the operator's staff see every supplier's library; for the desert's tour, the
    // desert's photos only (the ones its save accepts); for a new tour (0), the operator's own.
    const everyone = await titles(staff, {});
    expect(everyone).toContain('operator-own');
    expect(everyone).toEqual(expect.arrayContaining(desertTitles));
    expect(await titles(staff, { forTourId: sunsetTour })).toEqual(desertTitles);
    expect(await titles(staff, { forTourId: 0 })).toEqual(['operator-own']);
    // The count and pages follow the scope too.
    const paged = (await list(staff, { forTourId: sunsetTour, itemsPerPage: 1 })).json();
    expect(paged.pagingInfo.totalItems).toBe(desertTitles.length);

    // An upload from that tour's picker joins the tour's supplier's library, where the desert's own
    // editor finds it, and not the operator's.
    const forTour = await t.app.inject({
      method: 'POST',
      url: `/api/photos/upload?forTourId=${sunsetTour}`,
      headers: bearer(staff),
      payload: { guid: newGuid(), data: dataUrl(await png('#0a0'), 'image/png'), fileName: 'for-sunset.png' },
    });
    expect(forTour.statusCode).toBe(200);
    expect((await titles(editor, {}))[0]).toBe('for-sunset');
    expect(await titles(staff, { forTourId: 0 })).toEqual(['operator-own']);

    // A supplier's editor asking for another supplier's tour, or anyone for a missing one: 404 with
    // the catalogue's words; a broken id: 400.
    const marinaTour = await t.database.db
      .selectFrom('tours')
      .select('id')
      .where('nameDisplay', '=', 'Marina Cruise')
      .executeTakeFirstOrThrow();
    for (const [token, forTourId] of [
      [editor, marinaTour.id],
      [staff, 999_999],
    ] as const) {
      const refused = await list(token, { forTourId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Tour not found or you are not allowed to manage it');
    }
    const sneaky = await t.app.inject({
      method: 'POST',
      url: `/api/photos/upload?forTourId=${marinaTour.id}`,
      headers: bearer(editor),
      payload: { guid: newGuid(), data: dataUrl(await png('#00a'), 'image/png'), fileName: 'sneaky.png' },
    });
    expect(sneaky.statusCode).toBe(404);
    expect(await titles(otherEditor, {})).not.toContain('sneaky');
    expect((await list(staff, { forTourId: -1 })).statusCode).toBe(400);
    const badQuery = await t.app.inject({
      method: 'POST',
      url: '/api/photos/upload?forTourId=abc',
      headers: bearer(staff),
      payload: { guid: newGuid(), data: dataUrl(await png('#000'), 'image/png') },
    });
    expect(badQuery.statusCode).toBe(400);
  });

  // The search is a trigram index on each database (PostgreSQL pg_trgm over lower(), SQLite an FTS5
  // table): the same texts find the same photos on both, and an edit or a delete shows at once.
  it('finds the same photos by title or description on both databases, after an edit and a delete', async () => {
    const desert = await t.database.db
      .selectFrom('suppliers')
      .select('id')
      .where('name', '=', 'Desert Co')
      .executeTakeFirstOrThrow();
    const photo = (title: string, description: string, minute: number) => ({
      supplierId: desert.id,
      guid: newGuid(),
      fileName: `${title}.jpg`,
      title,
      description,
      urlBig: '/files/x-big.webp',
      urlMedium: '/files/x-medium.webp',
      urlSmall: '/files/x-small.webp',
      createdAt: `2030-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    await t.database.db
      .insertInto('photos')
      .values([
        photo('Falconry show', 'Birds over the camp', 1),
        photo('Evening DHOW cruise', 'Creek at night, 50% off_now', 2),
        photo('Пустынный закат', 'Верблюды на ЗАКАТЕ', 3),
        photo('Spice souk', 'Saffron and falcon feathers', 4),
      ])
      .execute();
    const found = async (search: string) => {
      const answer = await list(editor, { search, itemsPerPage: 100 });
      const body = answer.json();
      expect({ search, status: answer.statusCode, total: body.pagingInfo.totalItems }).toEqual({
        search,
        status: 200,
        total: body.entities.length,
      });
      return (body.entities as Photo[]).map((p) => p.title);
    };
    expect(await found('falcon')).toEqual(['Spice souk', 'Falconry show']); // title or description
    expect(await found('FALCON')).toEqual(['Spice souk', 'Falconry show']);
    expect(await found('dhow cr')).toEqual(['Evening DHOW cruise']);
    expect(await found('закат')).toEqual(['Пустынный закат']); // Cyrillic, any case, both columns
    expect(await found('ВЕРБЛЮД')).toEqual(['Пустынный закат']);
    expect(await found('50%')).toEqual(['Evening DHOW cruise']); // % and _ are text, not wildcards
    expect(await found('o_f')).toEqual([]); // would match "off" as a wildcard
    expect(await found('off_')).toEqual(['Evening DHOW cruise']);
    expect(await found('cr')).toEqual(['Evening DHOW cruise']); // under three characters: no trigram
    expect(await found('no such words')).toEqual([]);

    const [souk] = (await list(editor, { search: 'spice' })).json().entities as Photo[];
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: bearer(editor),
      payload: { id: souk.id, title: 'Gold souk', description: 'Bangles and rings' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await found('spice')).toEqual([]);
    expect(await found('falcon')).toEqual(['Falconry show']);
    expect(await found('bangles')).toEqual(['Gold souk']);

    const [falconry] = (await list(editor, { search: 'falconry' })).json().entities as Photo[];
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${falconry.id}`,
      headers: bearer(editor),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await found('falcon')).toEqual([]);
    expect(await found('camp')).toEqual([]);
    // Another supplier's editor finds none of them.
    expect((await list(otherEditor, { search: 'souk' })).json().entities).toEqual([]);
  });
});

describe('media in an S3-compatible bucket', () => {
  let s3: { close(): Promise<void> } | null = null;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'caravan-s3-'));
    port = await freePort();
    const { default: S3rver } = await import('s3rver');
    const server = new S3rver({
      port,
      address: '127.0.0.1',
      directory: dir,
      silent: true,
      configureBuckets: [{ name: 'caravan-photos', configs: [] }],
    });
    await server.run();
    s3 = server;
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores renditions in the bucket, where a second API instance serves them', async () => {
    const env = {
      DATA_DIR: dir,
      MEDIA_S3_BUCKET: 'caravan-photos',
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_PREFIX: 'photos',
    };
    // Two instances on one database, each with its own storage client and no shared folder, as
    // behind a balancer: DATA_DIR differs, so only the bucket can carry the file across.
    const first = await startApp(null, { env });
    const { app: second } = await buildApp({
      config: loadConfig({
        ...env,
        DATA_DIR: path.join(dir, 'other'),
        SEED: 'none',
        STATIC_DIR: '/nonexistent',
      }),
      database: first.database,
      logger: false,
    });
    try {
      const desert = await supplier(first, 'Desert Co');
      await createUser(first, { email: 'editor@desert.io', roles: ['editor'], supplierId: desert });
      const token = await signIn(first, 'editor@desert.io');
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/photos/upload',
        headers: bearer(token),
        payload: { guid: newGuid(), data: dataUrl(await cameraJpeg('#258')), fileName: 'creek.jpg' },
      });
      expect(res.statusCode).toBe(200);
      const photo = res.json() as Photo;
      const served = await second.inject({ url: photo.urlMedium });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 600, 800, undefined]);
      const listed = await second.inject({
        method: 'POST',
        url: '/api/photos/list',
        headers: bearer(token),
        payload: {},
      });
      expect(listed.json().entities.map((p: Photo) => p.id)).toEqual([photo.id]);
      expect(
        (await second.inject({ url: photo.urlMedium.replace(/[0-9a-f]{16}-/, '0000000000000000-') }))
          .statusCode,
      ).toBe(404);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('media storage settings', () => {
  const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);

  it('keeps photos under DATA_DIR unless a bucket is named', () => {
    expect(load({ DATA_DIR: '/srv/caravan' }).media).toEqual({ kind: 'local', dir: '/srv/caravan/media' });
    expect(
      load({ MEDIA_S3_BUCKET: 'photos', MEDIA_S3_ENDPOINT: 'http://minio:9000', MEDIA_S3_PREFIX: 'caravan' })
        .media,
    ).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: null,
      prefix: 'caravan/',
    });
  });

  it('stops start-up with one line per mistake', () => {
    expect(() => load({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'MEDIA_S3_BUCKET must be set when MEDIA_S3_ENDPOINT is set',
    );
    expect(() => load({ MEDIA_S3_BUCKET: 'photos', MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(
      'MEDIA_S3_ENDPOINT must be an http(s) URL such as https://s3.example.com (it is "minio:9000")',
    );
    expect(() => load({ MEDIA_S3_BUCKET: 'photos', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together',
    );
  });
});
