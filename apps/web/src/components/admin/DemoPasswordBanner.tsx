import { Alert, Anchor, Box, Button, Collapse, Group, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DEMO_DATA_MSG, STORAGE_KEYS } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';

/**
 * Shown on the admin dashboard while any demo account still signs in with its published password. It
 * folds to its title, remembered on this device: unfolded, it fills most of a phone's first screen on every tab.
 */
export function DemoPasswordBanner({ emails }: { emails: readonly string[] }) {
  const t = useT();
  const localize = useLocalize();
  // Read from storage after the first render (SSR-safe), which comes before the demo status that shows the banner.
  const [collapsed, setCollapsed] = useLocalStorage({ key: STORAGE_KEYS.demoBannerCollapsed, defaultValue: false });
  const bodyId = useId();
  if (emails.length === 0) return null;
  const Chevron = collapsed ? IconChevronDown : IconChevronUp;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconAlertTriangle size={20} />}
      // The gap under the title goes with the text, so a folded banner is only its title.
      styles={{ body: { gap: 0 }, label: { flex: 1 } }}
      title={
        <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
          <Text span fw={700} size="sm" inherit>
            {localize(DEMO_DATA_MSG.bannerTitle)}
          </Text>
          <Button
            variant="subtle"
            color="yellow"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            rightSection={<Chevron size={14} aria-hidden="true" />}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => setCollapsed((current) => !current)}
          >
            {collapsed ? t('Show') : t('Hide')}
          </Button>
        </Group>
      }
    >
      <Collapse expanded={!collapsed} id={bodyId}>
        <Box pt="xs">
          {DEMO_DATA_MSG.bannerText(emails)}{' '}
          <Anchor component={Link} to="/admin/dashboard?tab=settings" fw={600} size="sm" c="inherit">
            {t('Open Settings')}
          </Anchor>
        </Box>
      </Collapse>
    </Alert>
  );
}
