import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useMounted } from '@mantine/hooks';
import { useEffect } from 'react';
import { useT } from '../i18n/language';
import { applyThemeMarkers } from './colorScheme';

/** Keeps the root marker and theme-color meta in step; mounted once. */
export function ThemeMarkers() {
  const computed = useComputedColorScheme('light');
  useEffect(() => applyThemeMarkers(computed), [computed]);
  return null;
}

/**
 * Top-bar button: flips light and dark. The browser's own tooltip (`title`), not Mantine's Tooltip: that
 * would bring Floating UI (about 13 KB) into every first visit for one hint.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // The server renders the light button (it cannot see the stored theme); the browser's first render must match
  // it, then shows the visitor's own.
  const computed = useComputedColorScheme('light');
  const scheme = useMounted() ? computed : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  const t = useT();
  const label = next === 'dark' ? t('Switch to dark theme') : t('Switch to light theme');
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={() => setColorScheme(next)}>
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
