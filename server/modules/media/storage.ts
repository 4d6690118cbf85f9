import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import type * as S3Module from '@aws-sdk/client-s3';
import type { MediaStorageConfig } from '../../config';

// The AWS SDK is loaded only when photos go to a bucket: importing it took ~0.3 s of CPU on every start
// (each API test file, each e2e server), and local storage never needs it.
const require = createRequire(import.meta.url);

/** A stored file, ready to stream to a client. */
export interface StoredFile {
  body: Readable;
  size: number | undefined;
}

/**
 * Where photo files live, seen the same by every API instance: a folder (under DATA_DIR, which
 * several instances share over a network volume) or an S3-compatible bucket. Keys are written once
 * and never overwritten (they carry a content hash), so no reader ever sees a file change.
 */
export interface PhotoStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
}

/** Keys are ours (`<guid>/<hash>-<size>.webp`); anything else is refused before touching storage. */
export const STORAGE_KEY = /^[0-9a-f-]{8,64}\/[0-9a-f]{16}-(?:big|medium|small)\.webp$/;

export function localStorage(dir: string): PhotoStorage {
  return {
    async put(key, body) {
      const file = path.join(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: another instance never serves half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(key) {
      const file = path.join(dir, key);
      try {
        const stat = await fs.stat(file);
        return { body: createReadStream(file), size: stat.size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}

export function s3Storage(config: Extract<MediaStorageConfig, { kind: 's3' }>): PhotoStorage {
  const { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } =
    require('@aws-sdk/client-s3') as typeof S3Module;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: config.prefix + key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: config.prefix + key }));
        return { body: out.Body as Readable, size: out.ContentLength };
      } catch (e) {
        if (e instanceof NoSuchKey || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404))
          return null;
        throw e;
      }
    },
  };
}

export function openPhotoStorage(config: MediaStorageConfig): PhotoStorage {
  return config.kind === 's3' ? s3Storage(config) : localStorage(config.dir);
}
