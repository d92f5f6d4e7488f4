import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useEffect } from 'react';
import { applyThemeMarkers } from './colorScheme';

/** Keeps the root marker and theme-color meta in step; mounted once. */
export function ThemeMarkers() {
  const computed = useComputedColorScheme('light');
  useEffect(() => applyThemeMarkers(computed), [computed]);
  return null;
}

/** Top-bar button: flips light and dark. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`}>
      <ActionIcon variant="default" size="lg" aria-label={`Switch to ${next} theme`} onClick={() => setColorScheme(next)}>
        {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
