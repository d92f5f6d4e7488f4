import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { catalogueLoader, DEFAULT_LANGUAGE, isLanguage, type Catalogue, type Language, type UiLanguage } from './languages';
import { pseudoMessage } from './pseudo';

export type MessageValues = Record<string, PrimitiveType>;

const loaded = new Map<Language, Catalogue>();

/** Loads a language's catalogue (once); texts in a language not yet loaded fall back to English. */
export async function loadLanguage(language: UiLanguage): Promise<void> {
  if (!isLanguage(language) || loaded.has(language)) return;
  loaded.set(language, await catalogueLoader(language)());
}

/** The catalogue of a loaded language (tests read every one). */
export async function catalogueOf(language: Exclude<Language, 'en'>): Promise<Catalogue> {
  await loadLanguage(language);
  return loaded.get(language)!;
}

// Parsing a message is the costly part; a page formats the same few hundred again and again.
const formats = new Map<string, IntlMessageFormat | null>();

function formatOf(language: UiLanguage, source: string): IntlMessageFormat | null {
  const key = `${language}\u0000${source}`;
  let format = formats.get(key);
  if (format === undefined) {
    const pseudo = language === 'en-XA' || language === 'ar-XB';
    const message = pseudo ? source : (loaded.get(language)?.[source] ?? source);
    try {
      format = new IntlMessageFormat(pseudo ? pseudoMessage(source) : message, pseudo ? 'en' : language);
    } catch {
      // A text that is not a valid ICU message (a stray brace in a room name) is shown as it is.
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/** A source text in a language, its {placeholders} filled in and plurals chosen: the one place texts are translated. */
export function translate(language: UiLanguage, source: string, values?: MessageValues): string {
  // Most texts have no placeholder, plural or tag: they are shown as the catalogue has them, unparsed.
  if (language !== 'en-XA' && language !== 'ar-XB') {
    const message = loaded.get(language)?.[source] ?? source;
    if (!message.includes('{') && !message.includes('<')) return message;
  }
  const format = formatOf(language, source);
  if (!format) return source;
  return String(format.format(values));
}

/**
 * A text that arrives from elsewhere (a server message, a schema's error) in a language: its catalogue's
 * translation when it is a known source text, else the text as it is (it may already be translated).
 */
export function localize(language: UiLanguage, text: string): string {
  const known = language === 'en-XA' || language === 'ar-XB' || loaded.get(language)?.[text] !== undefined;
  return known ? translate(language, text) : text;
}

/**
 * A message with rich parts: `<link>terms</link>` with `{ link: (chunks) => <a>{chunks}</a> }` gives the pieces
 * to render, so a sentence with a link in it stays one message a translator can reorder.
 */
export function translateRich<T>(
  language: UiLanguage,
  source: string,
  values: Record<string, PrimitiveType | T | ((chunks: (string | T)[]) => T)>,
): string | T | (string | T)[] {
  const format = formatOf(language, source);
  if (!format) return source;
  return format.format<T>(values);
}

/**
 * Where the current language comes from: a variable in the browser (one person per tab), a per-request store on
 * the server (apps/api installs one), so a text formatted deep in a service is in the language of its reader.
 */
export interface LanguageStore {
  get(): UiLanguage | undefined;
  run<R>(language: UiLanguage, fn: () => R): R;
}

let current: UiLanguage = DEFAULT_LANGUAGE;
let store: LanguageStore = {
  get: () => current,
  run: (language, fn) => {
    const before = current;
    current = language;
    try {
      return fn();
    } finally {
      current = before;
    }
  },
};

export function installLanguageStore(next: LanguageStore): void {
  store = next;
}

/** The browser's language for every text formatted from now on (the provider calls it when a person switches). */
export function setCurrentLanguage(language: UiLanguage): void {
  current = language;
}

export const currentLanguage = (): UiLanguage => store.get() ?? DEFAULT_LANGUAGE;

/** Runs fn with texts in a language: a mail or notification in its recipient's language. */
export const withLanguage = <R>(language: UiLanguage, fn: () => R): R => store.run(language, fn);

/** A source text in the current language. */
export const t = (source: string, values?: MessageValues): string => translate(currentLanguage(), source, values);

/**
 * Marks a source text for the catalogues without translating it yet: labels kept in constants, translated where
 * shown with t(label). The catalogue check (i18n.test.ts) collects texts from t(…) and m(…) calls.
 */
export const m = <S extends string>(source: S): S => source;
