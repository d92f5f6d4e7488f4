import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '../i18n/language';

/** Side-menu switch with the three choices (a module of its own: the side menu loads when first opened). */
export function ThemeChooser() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const t = useT();
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      aria-label={t('Theme')}
      value={colorScheme}
      onChange={(value) => setColorScheme(value)}
      data={[
        { value: 'light', label: <Label icon={<IconSun size={14} />} text={t('Light')} /> },
        { value: 'dark', label: <Label icon={<IconMoon size={14} />} text={t('Dark')} /> },
        { value: 'auto', label: <Label icon={<IconDeviceDesktop size={14} />} text={t('System')} /> },
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
