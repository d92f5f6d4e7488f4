import type { Db } from '@innkeep/db';
import { oncePer } from './once-per';
import { VersionedCache } from './versioned-cache';
import { withAbsoluteImages } from './image-urls';

/** The JSON text of each cached answer, so REST sends the bytes without serializing again. */
const jsonOf = new WeakMap<object, string>();

const catalogCacheOf = oncePer((_db: Db) => new VersionedCache<object>('catalog', 60_000, 1_000));

/**
 * A public read (rooms, room details, menu) from memory until a room, review, dish or reviewer
 * name changes (the 'catalog' counter). Answers carry absolute image URLs, so each base URL
 * (PUBLIC_URL or the request's origin) has its own entry, already mapped.
 */
export function cachedCatalog<T extends object>(ctx: { db: Db; baseUrl: string | undefined }, key: string, load: () => T): T {
  return catalogCacheOf(ctx.db).get(ctx.db, `${key}\n${ctx.baseUrl ?? ''}`, () => {
    const value = ctx.baseUrl ? withAbsoluteImages(load(), ctx.baseUrl) : load();
    jsonOf.set(value, JSON.stringify(value));
    return value;
  }) as T;
}

/** The JSON text of a cached answer (its image URLs already absolute), or undefined for any other value. */
export function cachedJson(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? jsonOf.get(value) : undefined;
}
