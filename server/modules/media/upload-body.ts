import type { FastifyRequest } from 'fastify';
import { findBadText } from '../../http/text-check';
import { badTextError } from '../../http/request-text';

/**
 * The upload's body is JSON with one huge string (the image as base64, ~27 MB for a 20 MB file).
 * Turned into a string and parsed whole, it held the event loop ~280 ms (measured: toString 134 ms,
 * JSON.parse 83 ms, base64 decode 65 ms), and every other request with it. So the base64 is cut out
 * of the raw bytes, the small rest is parsed as JSON, and the base64 is decoded off the event loop, in
 * the renditions worker (renditions.ts).
 */
const imageBytes = new WeakMap<FastifyRequest, Buffer>();

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function jsonError(): Error {
  return Object.assign(new Error('The request body is not valid JSON'), {
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
  });
}

/** Where the value of the top-level "data" string sits in the raw body, or null (then parse whole). */
function dataValueRange(raw: Buffer): { start: number; end: number } | null {
  const key = raw.indexOf('"data"');
  if (key <= 0 || raw[key - 1] === BACKSLASH) return null;
  let i = key + 6;
  while (i < raw.length && (raw[i] === 0x20 || raw[i] === 0x0a || raw[i] === 0x0d || raw[i] === 0x09)) i++;
  if (raw[i] !== 0x3a) return null;
  i++;
  while (i < raw.length && (raw[i] === 0x20 || raw[i] === 0x0a || raw[i] === 0x0d || raw[i] === 0x09)) i++;
  if (raw[i] !== QUOTE) return null;
  const start = i + 1;
  const end = raw.indexOf(QUOTE, start);
  if (end < 0) return null;
  // A data URL needs no escapes; one here means an odd encoder: take the slow, exact way.
  if (raw.subarray(start, end).includes(BACKSLASH)) return null;
  return { start, end };
}

/** Content-type parser for the upload route: `data` keeps only its header; the base64 waits aside. */
export function parseUploadBody(
  request: FastifyRequest,
  raw: Buffer,
  done: (err: Error | null, body?: unknown) => void,
) {
  const range = dataValueRange(raw);
  let parsed: unknown;
  try {
    if (range) {
      const value = raw.subarray(range.start, range.end);
      const comma = value.indexOf(0x2c);
      const headerEnd = comma < 0 ? Math.min(value.length, 200) : comma + 1;
      const header = value.subarray(0, headerEnd).toString('latin1');
      const rest = Buffer.concat([
        raw.subarray(0, range.start),
        Buffer.from(JSON.stringify(header).slice(1, -1)),
        raw.subarray(range.end),
      ]).toString('utf8');
      parsed = JSON.parse(rest);
      imageBytes.set(request, value.subarray(headerEnd));
    } else {
      parsed = JSON.parse(raw.toString('utf8'));
      const data = (parsed as { data?: unknown } | null)?.data;
      if (typeof data === 'string' && data.includes(',')) {
        const comma = data.indexOf(',');
        imageBytes.set(request, Buffer.from(data.slice(comma + 1), 'latin1'));
        (parsed as { data: string }).data = data.slice(0, comma + 1);
      }
    }
  } catch {
    return done(jsonError());
  }
  const bad = findBadText(parsed);
  done(bad ? badTextError(bad, 'body') : null, bad ? undefined : parsed);
}

/** The base64 text the parser set aside for this request (ASCII bytes). */
export function uploadedBase64(request: FastifyRequest): Buffer {
  return imageBytes.get(request) ?? Buffer.alloc(0);
}

/** Bytes the base64 text decodes to, without decoding it. */
export function decodedLength(ascii: Buffer): number {
  let pad = 0;
  if (ascii.length > 0 && ascii[ascii.length - 1] === 0x3d) pad++;
  if (ascii.length > 1 && ascii[ascii.length - 2] === 0x3d) pad++;
  return Math.floor((ascii.length * 3) / 4) - pad;
}
