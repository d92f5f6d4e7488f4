import { ActionIcon, SegmentedControl, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
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

/** Side-menu switch with the three choices. */
export function ThemeChooser() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      aria-label="Theme"
      value={colorScheme}
      onChange={(value) => setColorScheme(value)}
      data={[
        { value: 'light', label: <Label icon={<IconSun size={14} />} text="Light" /> },
        { value: 'dark', label: <Label icon={<IconMoon size={14} />} text="Dark" /> },
        { value: 'auto', label: <Label icon={<IconDeviceDesktop size={14} />} text="System" /> },
      ]}
    />
  );
}

function Label({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {icon}
      {text}
    </span>
  );
}
