/** A catalogue: English source text (an ICU message) → the same message in one language. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * The languages Innkeep speaks, one line each: its name in itself (the header's menu lists them so), the Intl locale
 * its readers get dates and numbers in, and its catalogue, loaded when first needed (a browser fetches only the one
 * it shows). English is the source: its texts are the message ids, so its catalogue is empty.
 * Adding a language is one catalogue file in ./catalogues and one line here (README, "Adding a language").
 */
const TABLE = {
  en: { name: 'English', locale: 'en-US', catalogue: async (): Promise<Catalogue> => ({}) },
  es: { name: 'Español', locale: 'es-ES', catalogue: () => import('./catalogues/es').then((module) => module.es) },
  de: { name: 'Deutsch', locale: 'de-DE', catalogue: () => import('./catalogues/de').then((module) => module.de) },
} satisfies Record<string, { name: string; locale: string; catalogue: () => Promise<Catalogue> }>;

export type Language = keyof typeof TABLE;
export const LANGUAGES = Object.keys(TABLE) as [Language, ...Language[]];

/** Each language named in itself, as the header's menu lists them. */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((code) => [code, TABLE[code].name])) as Record<Language, string>;

export const catalogueLoader = (language: Language): (() => Promise<Catalogue>) => TABLE[language].catalogue;

/**
 * Pseudo-locales for tests only (never offered in the menu): en-XA writes every text accented and 30% longer,
 * ar-XB the same right to left. A word left in plain English or a box too tight for German shows at once.
 */
export const PSEUDO_LANGUAGES = ['en-XA', 'ar-XB'] as const;
export type UiLanguage = Language | (typeof PSEUDO_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The locale dates, numbers and amounts are written in for a reader of a language. English readers keep the
 * hotel's own locale (a setting, e.g. en-GB or de-DE for amounts); the pseudo-locales write as English does.
 */
export function localeOf(language: UiLanguage, hotelLocale = 'en-US'): string {
  return isLanguage(language) && language !== 'en' ? TABLE[language].locale : hotelLocale;
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const isUiLanguage = (value: unknown): value is UiLanguage =>
  isLanguage(value) || PSEUDO_LANGUAGES.includes(value as (typeof PSEUDO_LANGUAGES)[number]);

/** Text direction of a language: only the right-to-left pseudo-locale today. */
export const directionOf = (language: UiLanguage): 'ltr' | 'rtl' => (language === 'ar-XB' ? 'rtl' : 'ltr');

/**
 * The first language we have among those a client prefers: an Accept-Language header ('de-CH,de;q=0.9,en;q=0.8')
 * or the browser's navigator.languages. Undefined when none matches, so the caller decides the fallback.
 */
export function pickLanguage(preferred: string | readonly string[] | undefined | null): UiLanguage | undefined {
  if (!preferred) return undefined;
  const ranked =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : preferred;
  for (const tag of ranked) {
    if (isUiLanguage(tag)) return tag;
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}
