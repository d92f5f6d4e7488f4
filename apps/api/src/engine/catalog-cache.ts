import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Db } from '@innkeep/db';
import { oncePer } from './once-per';
import { VersionedCache } from './versioned-cache';
import { withAbsoluteImages } from '../lib/image-urls';

export type JsonEncoding = 'br' | 'gzip';

/**
 * A cached answer's JSON bytes and, made on first demand, their compressed forms: REST sends them as
 * they are instead of serializing, encoding and compressing the same answer for every request.
 */
export class CachedJson {
  private readonly encoded = new Map<JsonEncoding, Buffer>();
  readonly utf8: Buffer;

  constructor(text: string) {
    this.utf8 = Buffer.from(text);
  }

  /** The JSON compressed with `encoding` (brotli at full quality: it is done once per change). */
  bytes(encoding: JsonEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.utf8, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
          : gzipSync(this.utf8, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

const jsonOf = new WeakMap<object, CachedJson>();

const catalogCacheOf = oncePer((_db: Db) => new VersionedCache<object>('catalog', 60_000, 1_000));

/**
 * A public read (rooms, room details, menu) from memory until a room, review, dish or reviewer
 * name changes (the 'catalog' counter). With PUBLIC_URL set, answers carry absolute image URLs,
 * already mapped in the entry; without it, site paths.
 */
export function cachedCatalog<T extends object>(ctx: { db: Db; baseUrl: string | undefined }, key: string, load: () => T): T {
  return catalogCacheOf(ctx.db).get(ctx.db, `${key}\n${ctx.baseUrl ?? ''}`, () => {
    const value = ctx.baseUrl ? withAbsoluteImages(load(), ctx.baseUrl) : load();
    jsonOf.set(value, new CachedJson(JSON.stringify(value)));
    return value;
  }) as T;
}

/** The JSON of a cached answer (its image URLs already absolute), or undefined for any other value. */
export function cachedJson(value: unknown): CachedJson | undefined {
  return typeof value === 'object' && value !== null ? jsonOf.get(value) : undefined;
}
