import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { newBookingTourSchema, type NewBookingTour } from '../../../contract';
import type { Db } from '../../db/database';
import { liveTourIdsByName, stampsSince, type StampCursor } from './sale-list-repo';
import { toursForNewBooking } from './sales-view';

/**
 * Past this many tours changed since the last build, the whole list is computed again: one pass over
 * the catalogue costs less than a long list of ids in three queries.
 */
const MAX_TOURS_AGAIN = 200;

/** One tour of the list as the route's serializer writes it (the contract's schema, encoded, as JSON). */
export const serializeSaleTour = (tour: NewBookingTour): string =>
  JSON.stringify(z.encode(newBookingTourSchema, tour));

/**
 * The whole list as the route's serializer writes it from toursForNewBooking: an array's JSON is its
 * items' JSON joined by commas, so the list joined from its tours' parts is byte for byte the same.
 */
export function serializeSaleList(tours: readonly NewBookingTour[]): string {
  return `[${tours.map(serializeSaleTour).join(',')}]`;
}

/**
 * The gzip of the list is kept in pieces of about 32 tours, each compressed on its own and ended with a
 * sync flush, so the pieces join into one valid deflate stream (as pigz does): after a write only the
 * pieces holding a changed tour are compressed again. A piece ends after a tour whose id hashes to 0
 * mod 32, so a tour added, removed or moved changes the pieces around it, not the ones after it.
 */
const TOURS_A_PIECE = 32;
const endsPiece = (tourId: number, every: number) => (Math.imul(tourId, 2654435761) >>> 0) % every === 0;

interface Piece {
  /** '[' or ',' then the tours' parts joined by ','. */
  raw: Buffer;
  deflated: Buffer;
}

const deflatePiece = (raw: Buffer) => deflateRawSync(raw, { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

interface Built {
  today: string;
  /** Each tour's sale stamp when it was read (migration 2026-11-25-0028). */
  stamps: Map<number, string>;
  /** Where the stamps' last read stopped. */
  cursor: StampCursor;
  /** Each sellable tour's part of the answer, serialized, and its display name (it decides the order). */
  parts: Map<number, { json: string; name: string }>;
  /** The sellable tours in the list's order (display name, then id, as the database sorts them). */
  order: number[];
  /** The gzip pieces by the tours they hold ("first" pieces start the array). */
  pieces: Map<string, Piece>;
  gzip: Buffer;
}

/**
 * The agents' new-booking tour list, kept per tour (GET /api/agent/tours/fornewbooking). Triggers move a
 * tour's sale stamp on every write to what the list shows of it; a build reads the stamps moved since its
 * last read (stampsSince), then computes again only the tours whose stamp moved (or every tour on a new
 * day, or when many moved), and joins the kept parts of the others. A write committed out of order on
 * another instance is still seen: at the latest by the next build after it commits.
 * A build is byte for byte the list computed whole (sale-list tests); builds run one at a time.
 */
export class SaleList {
  private built: Built | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** What the last build did: kept every part, computed some tours again, or every tour. */
  lastBuild: { kind: 'kept' | 'tours' | 'whole'; tours: number } = { kind: 'whole', tours: 0 };

  /** `toursAPiece`: the pieces' mean size in tours (tests make them small to have many). */
  constructor(
    private readonly db: Db,
    private readonly toursAPiece = TOURS_A_PIECE,
  ) {}

  /** How many gzip pieces the last build compressed, of how many (tests, bench). */
  lastZip = { compressed: 0, pieces: 0 };

  /** The list for `today`, gzipped, computed again where the catalogue changed since the last build. */
  gzip(today: string): Promise<Buffer> {
    const next = this.queue.then(() => this.build(today));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The list for `today` as JSON (the gzip unzipped). */
  async json(today: string): Promise<string> {
    return gunzipSync(await this.gzip(today)).toString();
  }

  private async build(today: string): Promise<Buffer> {
    const db = this.db;
    const before = this.built?.today === today ? this.built : null;
    // A new day computes every tour: read every stamp. Otherwise only the stamps moved since.
    const read = await stampsSince(db, before ? before.cursor : null);
    const stamps = new Map(before?.stamps);
    let changed: number[] | null = null; // null: every tour
    if (before) {
      changed = [];
      for (const r of read.rows) {
        if (before.stamps.get(r.tourId) !== r.stamp) changed.push(r.tourId);
        stamps.set(r.tourId, r.stamp);
      }
      if (changed.length === 0) {
        this.lastBuild = { kind: 'kept', tours: 0 };
        this.built = { ...before, stamps, cursor: read.cursor };
        return before.gzip;
      }
      if (changed.length > MAX_TOURS_AGAIN) changed = null;
    } else {
      for (const r of read.rows) stamps.set(r.tourId, r.stamp);
    }

    let parts: Built['parts'];
    let order: number[];
    if (before && changed) {
      const tours = await toursForNewBooking(db, today, changed);
      parts = new Map(before.parts);
      let moved = false; // a tour joined or left the list, or was renamed
      const now = new Map(tours.map((tour) => [tour.id, tour]));
      for (const id of changed) {
        const was = parts.get(id);
        const tour = now.get(id);
        if (!tour) {
          if (was) moved = true;
          parts.delete(id);
          continue;
        }
        if (!was || was.name !== tour.nameDisplay) moved = true;
        parts.set(id, { json: serializeSaleTour(tour), name: tour.nameDisplay });
      }
      if (moved) {
        // The order as toursForNewBooking sorts: by the database, whose collation decides where a
        // renamed or returning tour goes.
        order = (await liveTourIdsByName(db)).filter((id) => parts.has(id));
      } else {
        order = before.order;
      }
      this.lastBuild = { kind: 'tours', tours: changed.length };
    } else {
      const tours = await toursForNewBooking(db, today);
      parts = new Map(
        tours.map((tour) => [tour.id, { json: serializeSaleTour(tour), name: tour.nameDisplay }]),
      );
      order = tours.map((tour) => tour.id);
      this.lastBuild = { kind: 'whole', tours: tours.length };
    }

    const { gzip, pieces } = this.zip(
      order,
      parts,
      before && changed ? before.pieces : null,
      new Set(changed),
    );
    this.built = { today, stamps, cursor: read.cursor, parts, order, pieces, gzip };
    return gzip;
  }

  /** The gzip of the list from its pieces, compressing again only pieces new or holding a changed tour. */
  private zip(
    order: number[],
    parts: Built['parts'],
    kept: Map<string, Piece> | null,
    changed: Set<number>,
  ): { gzip: Buffer; pieces: Map<string, Piece> } {
    const pieces = new Map<string, Piece>();
    const list: Piece[] = [];
    let ids: number[] = [];
    let compressed = 0;
    const close = () => {
      const key = `${list.length === 0 ? '[' : ','}${ids.join(',')}`;
      let piece = kept?.get(key);
      if (!piece || ids.some((id) => changed.has(id))) {
        compressed++;
        const raw = Buffer.from(`${key[0]}${ids.map((id) => parts.get(id)!.json).join(',')}`);
        piece = { raw, deflated: deflatePiece(raw) };
      }
      pieces.set(key, piece);
      list.push(piece);
      ids = [];
    };
    for (const id of order) {
      ids.push(id);
      if (endsPiece(id, this.toursAPiece)) close();
    }
    if (ids.length > 0) close();
    const end = Buffer.from(list.length === 0 ? '[]' : ']');
    const last = deflateRawSync(end, { level: 1 });
    let crc = 0;
    let size = 0;
    for (const p of list) {
      crc = crc32(p.raw, crc);
      size += p.raw.length;
    }
    crc = crc32(end, crc);
    size += end.length;
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    const gzip = Buffer.concat([GZIP_HEADER, ...list.map((p) => p.deflated), last, trailer]);
    this.lastZip = { compressed, pieces: list.length };
    return { gzip, pieces };
  }
}
