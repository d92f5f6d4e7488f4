import { Button, Group } from '@mantine/core';
import { IconChecks, IconClearAll } from '@tabler/icons-react';
import { NOTIFICATION_MSG } from '@innkeep/api-contract';
import { toast } from '../../lib/toast';
import { useNotifications } from '../../state/notifications';

/** Mark All Read and Clear All, on the notifications page and (compact) in the bell's panel. */
export function NotificationActions({ compact = false }: { compact?: boolean }) {
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
          Mark All Read
        </Button>
      )}
      <Button
        size={compact ? 'compact-sm' : undefined}
        variant={compact ? 'subtle' : 'default'}
        color={compact ? 'gray' : undefined}
        leftSection={<IconClearAll size={icon} />}
        onClick={() => {
          store.clearAll();
          toast.success(NOTIFICATION_MSG.allCleared);
        }}
      >
        Clear All
      </Button>
    </Group>
  );
}
