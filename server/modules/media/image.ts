import { createHash } from 'node:crypto';
import os from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_BYTES } from '../../../contract';
import { AppError, badRequest } from '../../http/errors';

/** Formats accepted, told by the bytes (a renamed text file or a PDF is refused whatever its name). */
const ACCEPTED = new Map([
  ['image/jpeg', 'JPEG'],
  ['image/png', 'PNG'],
  ['image/webp', 'WebP'],
  ['image/gif', 'GIF'],
]);
const ACCEPTED_TEXT = 'JPEG, PNG, WebP or GIF';

/**
 * A decompression bomb (a small file of huge dimensions) must not take the instance's memory: 100
 * megapixels is four times a 24 MP camera's photo, and decodes in ~400 MB at most.
 */
export const MAX_PIXELS = 100_000_000;

/** The renditions, largest first: long side in pixels. WebP: a third of JPEG's size at the same look. */
export const RENDITIONS = [
  { name: 'big', size: 1600 },
  { name: 'medium', size: 800 },
  { name: 'small', size: 320 },
] as const;
export type RenditionName = (typeof RENDITIONS)[number]['name'];

export interface Rendition {
  name: RenditionName;
  data: Buffer;
  width: number;
  height: number;
  /** First 16 hex digits of the rendition's SHA-256: its file name, so a URL never changes meaning. */
  hash: string;
}

// libvips runs on the libuv pool and its own threads. On a small machine one image may use every
// core and starve the event loop; leave one core to it (bench/media-upload.ts measured this).
sharp.concurrency(Math.max(1, os.availableParallelism() - 1));
// No cache of decoded images: every upload is a different file, and the cache would hold ~50 MB.
sharp.cache(false);

export const tooLarge = () =>
  new AppError('too_large', `The image is larger than ${PHOTO_MAX_BYTES / (1024 * 1024)} MB`, {
    body: { reason: 'too_large' },
  });

/** The image's format from its first bytes; a 400 naming what it is when it is not an accepted image. */
export async function checkImage(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw badRequest('The file is empty', { data: 'The file is empty' });
  if (bytes.length > PHOTO_MAX_BYTES) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    // Each wording whole, so the screens find its template and show it translated.
    const message = type
      ? `Only ${ACCEPTED_TEXT} images can be uploaded (it is ${type.ext.toUpperCase()})`
      : `Only ${ACCEPTED_TEXT} images can be uploaded (it is not an image)`;
    throw new AppError('bad_request', message, {
      fields: { data: message },
      body: { reason: 'not_an_image' },
    });
  }
}

/**
 * Big, medium and small WebP renditions, turned upright by the EXIF orientation first. sharp writes no
 * metadata unless asked, so EXIF (with GPS), XMP and IPTC are gone from every rendition. Runs off the
 * event loop (libuv pool); one rendition after another, so one upload takes one pool thread.
 */
export async function makeRenditions(bytes: Buffer): Promise<Rendition[]> {
  const unreadable = () => {
    const message = 'The image could not be read (the file may be damaged)';
    return new AppError('bad_request', message, {
      fields: { data: message },
      body: { reason: 'unreadable' },
    });
  };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_PIXELS) {
    const message = `The image has ${Math.round(pixels / 1e6)} megapixels; at most ${MAX_PIXELS / 1e6} can be uploaded`;
    throw new AppError('bad_request', message, {
      fields: { data: message },
      body: { reason: 'too_many_pixels' },
    });
  }
  const out: Rendition[] = [];
  try {
    // Decoded, turned upright and cut to the big size once; the smaller ones come from those pixels.
    // Three decodes of the camera file took twice as long (measured: bench/media-upload.ts).
    const big = RENDITIONS[0].size;
    const { data: pixels, info } = await sharp(bytes, {
      limitInputPixels: MAX_PIXELS,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({ width: big, height: big, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const { name, size } of RENDITIONS) {
      const { data, info: made } = await sharp(pixels, raw)
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        // effort 2 of 6: a third faster than the default 4, files ~5 % larger.
        .webp({ quality: name === 'small' ? 75 : 80, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      out.push({ name, data, width: made.width, height: made.height, hash });
    }
  } catch {
    throw unreadable();
  }
  return out;
}
