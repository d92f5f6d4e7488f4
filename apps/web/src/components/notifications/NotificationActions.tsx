import { Button, Group } from '@mantine/core';
import { IconChecks, IconClearAll } from '@tabler/icons-react';
import { NOTIFICATION_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { toast } from '../../lib/toast';
import { useNotifications } from '../../state/notifications';

/** Mark All Read and Clear All, on the notifications page and (compact) in the bell's panel. */
export function NotificationActions({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const localize = useLocalize();
  const store = useNotifications();
  if (store.notifications.length === 0) return null;
  const icon = compact ? 14 : 16;
  return (
    <Group gap="xs" justify={compact ? 'flex-end' : undefined}>
      {store.unreadCount > 0 && (
        <Button
          size={compact ? 'compact-sm' : undefined}
          variant="light"
          leftSection={<IconChecks size={icon} />}
          onClick={store.markAllRead}
        >
          {t('Mark All Read')}
        </Button>
      )}
      <Button
        size={compact ? 'compact-sm' : undefined}
        variant={compact ? 'subtle' : 'default'}
        color={compact ? 'gray' : undefined}
        leftSection={<IconClearAll size={icon} />}
        onClick={() => {
          store.clearAll();
          toast.success(localize(NOTIFICATION_MSG.allCleared));
        }}
      >
        {t('Clear All')}
      </Button>
    </Group>
  );
}
