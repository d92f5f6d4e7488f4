import {
  directionOf,
  isUiLanguage,
  LANGUAGE_COOKIE,
  loadLanguage,
  localize,
  pickLanguage,
  setCurrentLanguage,
  STORAGE_KEYS,
  translate,
  translateRich,
  type MessageValues,
  type UiLanguage,
} from '@innkeep/api-contract';
import { DirectionProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { SERVER_STATE_ID } from '../lib/ssr';
import { createContext, Fragment, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * The language a page starts in: the one chosen in the header's menu on this device, else the one the server
 * rendered the page in (from the `lang` cookie or the browser's Accept-Language), else the browser's preference.
 */
export function initialLanguage(): UiLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    // Private mode without storage: the server's choice below.
  }
  if (isUiLanguage(stored)) return stored;
  // A page the server rendered says its language on <html>; the app's plain shell always says "en".
  const rendered = document.documentElement.lang;
  if (document.getElementById(SERVER_STATE_ID) && isUiLanguage(rendered)) return rendered;
  return pickLanguage(navigator.languages) ?? 'en';
}

/** Keeps a choice on this device, and in a cookie so the server renders the next page in it. */
function remember(language: UiLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Without storage the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The page's language and direction on <html>: screen readers, hyphenation and the browser's own texts follow it. */
function markDocument(language: UiLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

// Month and weekday names in Mantine's date pickers come from dayjs's locale of the language.
const DAYJS_LOCALES: Partial<Record<UiLanguage, () => Promise<unknown>>> = {
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
};

/** A language's catalogue and date names, loaded before anything is drawn in it. */
export const loadForDisplay = (language: UiLanguage) => Promise.all([loadLanguage(language), DAYJS_LOCALES[language]?.()]);

/** The dayjs locale Mantine's date pickers take for a language (English for the pseudo-locales). */
export const datesLocale = (language: UiLanguage): string => (DAYJS_LOCALES[language] ? language : 'en');

interface LanguageValue {
  language: UiLanguage;
  /** Switches every text on screen (after loading the language's catalogue) and remembers the choice here. */
  setLanguage: (language: UiLanguage) => Promise<void>;
}

const LanguageContext = createContext<LanguageValue>({ language: 'en', setLanguage: async () => undefined });

/**
 * The language of everything below it. The browser and the server's render (entry-server.tsx) both start it with
 * the page's language, whose catalogue is already loaded, so the first render matches the server's HTML.
 */
export function LanguageProvider({ initial, children }: { initial: UiLanguage; children: ReactNode }) {
  const [language, setState] = useState(initial);
  const setLanguage = useCallback(async (next: UiLanguage) => {
    await loadForDisplay(next);
    setCurrentLanguage(next);
    markDocument(next);
    remember(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <DatesProvider settings={{ locale: datesLocale(language) }}>{children}</DatesProvider>
      </DirectionProvider>
    </LanguageContext.Provider>
  );
}

export const useLanguage = (): LanguageValue => useContext(LanguageContext);

/** Texts written in the code: `t('Book now')`, `t('{count, plural, one {# night} other {# nights}}', { count })`. */
export function useT(): (source: string, values?: MessageValues) => string {
  const { language } = useLanguage();
  return useCallback((source, values) => translate(language, source, values), [language]);
}

/** Texts that arrive already written (a server's message, a schema's error): translated when they are known. */
export function useLocalize(): (text: string) => string {
  const { language } = useLanguage();
  return useCallback((text) => localize(language, text), [language]);
}

/** A sentence with parts in it (a link, bold words): `tRich('Read the <link>terms</link>', { link: (c) => <a>{c}</a> })`. */
export function useTRich(): (source: string, values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>) => ReactNode {
  const { language } = useLanguage();
  return useCallback(
    (source, values) => {
      const parts = translateRich<ReactNode>(language, source, values as Parameters<typeof translateRich<ReactNode>>[2]);
      return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
    },
    [language],
  );
}

/** Starts the browser on a language: its catalogue loaded before the first render. */
export async function startLanguage(language: UiLanguage): Promise<void> {
  await loadForDisplay(language);
  setCurrentLanguage(language);
  markDocument(language);
}
