// With PUBLIC_URL set, image addresses in API answers are absolute, so a client on another origin can show them as they are.

/** A site path (`/images/...`) prefixed with the base URL; data: URLs and web addresses stay as they are. */
function absoluteImageUrl(src: string, baseUrl: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? baseUrl + src : src;
}

/** The inverse for what clients send back: this server's own absolute image URLs become site paths again. */
function siteImagePath(src: string, baseUrl: string): string {
  return src.startsWith(`${baseUrl}/`) ? src.slice(baseUrl.length) : src;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * The answer with every `image` (room and menu pictures) and `images` entry mapped, at any depth:
 * rooms and dishes appear inside bookings, dashboards and boards too. Copy on write: an object or
 * array is copied only when something inside it changes, so an answer without pictures (a list of
 * complaints, notifications) is walked but not rebuilt. Anything that is not plain data (streams,
 * buffers, subscriptions) is left untouched.
 */
function mapImages(value: unknown, map: (src: string) => string): unknown {
  if (Array.isArray(value)) return mapEach(value, (item) => mapImages(item, map));
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const field = value[key];
    const mapped =
      key === 'image' && typeof field === 'string'
        ? map(field)
        : key === 'images' && Array.isArray(field)
          ? mapEach(field, (src) => (typeof src === 'string' ? map(src) : src))
          : mapImages(field, map);
    if (mapped !== field) (copy ??= { ...value })[key] = mapped;
  }
  return copy ?? value;
}

/** `items.map(f)`, or `items` itself when `f` changes none of them. */
function mapEach(items: unknown[], f: (item: unknown) => unknown): unknown[] {
  let copy: unknown[] | undefined;
  items.forEach((item, i) => {
    const mapped = f(item);
    if (mapped !== item) (copy ??= [...items])[i] = mapped;
  });
  return copy ?? items;
}

export function withAbsoluteImages<T>(value: T, baseUrl: string): T {
  return mapImages(value, (src) => absoluteImageUrl(src, baseUrl)) as T;
}

/** Stored pictures keep site paths, so rooms and dishes edited through one address work on every other. */
export function withSiteImagePaths<T>(value: T, baseUrl: string | undefined): T {
  return baseUrl ? (mapImages(value, (src) => siteImagePath(src, baseUrl)) as T) : value;
}
