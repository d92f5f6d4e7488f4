import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@innkeep/api-contract';
import { useMounted } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { useLanguage, useT } from '../i18n/language';
import { trpc } from '../lib/trpc';
import classes from './layout.module.css';

/**
 * The header's language switch: the browser's own list (a native select drawn as an icon button), each language
 * named in itself. A signed-in person's choice is saved on their profile, and the profile's choice is adopted on
 * sign-in, so it follows them to another device. Only a choice is saved: until one is made, mails are in English.
 */
export function LanguageMenu() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const { user, setUser } = useAuth();
  const save = trpc.auth.setLanguage.useMutation({ onSuccess: (result) => setUser(result.user) });
  const saved = user?.language;
  // A page the server drew is not live until hydrated: a pick before then would be lost, so it waits.
  const live = useMounted();

  useEffect(() => {
    // A pseudo-locale on this device (tests) stays; otherwise the profile's choice wins when it arrives.
    if (saved && saved !== language && isLanguage(language)) void setLanguage(saved);
    // Only when the profile's choice arrives (sign-in, another device's change), not on every switch here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const choose = (next: Language) => {
    void setLanguage(next);
    if (user) save.mutate({ language: next });
  };
  return (
    <div className={classes.languageMenu} title={t('Language')}>
      <IconLanguage size={18} aria-hidden />
      <select
        aria-label={t('Language')}
        disabled={!live}
        value={language}
        onChange={(event) => isLanguage(event.target.value) && choose(event.target.value)}
      >
        {!isLanguage(language) && <option value={language}>{language}</option>}
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
