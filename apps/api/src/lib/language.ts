import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LANGUAGE,
  installLanguageStore,
  isUiLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  loadLanguage,
  pickLanguage,
  type UiLanguage,
} from '@innkeep/api-contract';
import { readCookie } from './cookies';

// Each request's language rides along its async work, so a message formatted deep in a service (t(…)) is in the
// language of whoever reads it; a mail or notification switches to its recipient's with withLanguage.
const requestLanguage = new AsyncLocalStorage<UiLanguage>();
installLanguageStore({ get: () => requestLanguage.getStore(), run: (language, fn) => requestLanguage.run(language, fn) });

/** Every catalogue in memory: a server writes to readers of every language. */
export const loadAllLanguages = (): Promise<void[]> => Promise.all(LANGUAGES.map(loadLanguage));

/** The language a page is rendered in: the header menu's choice (its cookie), else the browser's Accept-Language. */
export function pageLanguage(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): UiLanguage {
  const chosen = readCookie(headers.cookie, LANGUAGE_COOKIE);
  return (isUiLanguage(chosen) ? chosen : undefined) ?? pickLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
