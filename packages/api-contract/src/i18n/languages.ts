/**
 * The languages Innkeep speaks. English is the source: its texts are the message ids, so it has no catalogue.
 * Adding a language is one catalogue file in ./catalogues and one line here and in CATALOGUES (translate.ts).
 */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the header's menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

/**
 * Pseudo-locales for tests only (never offered in the menu): en-XA writes every text accented and 30% longer,
 * ar-XB the same right to left. A word left in plain English or a box too tight for German shows at once.
 */
export const PSEUDO_LANGUAGES = ['en-XA', 'ar-XB'] as const;
export type UiLanguage = Language | (typeof PSEUDO_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's Intl locale for dates and numbers. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE' };

/**
 * The locale dates, numbers and amounts are written in for a reader of a language. English readers keep the
 * hotel's own locale (a setting, e.g. en-GB or de-DE for amounts); the pseudo-locales write as English does.
 */
export function localeOf(language: UiLanguage, hotelLocale = 'en-US'): string {
  return isLanguage(language) && language !== 'en' ? LOCALES[language] : hotelLocale;
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
